import { DocumentPage } from '../components/DocumentPage';

/** An issued document, Es variant (route InvoiceUpdateEs, /invoice/update-es/:id): the country's legal marks and actions (docs/invoicing-variants.md). */
export default function InvoiceUpdateEs() {
  return <DocumentPage variant="es" />;
}
