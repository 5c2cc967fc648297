import { DocumentPage } from '../components/DocumentPage';

/** An issued document, Cz variant (route InvoiceUpdateCz, /invoice/update-cz/:id): the country's legal marks and actions (docs/invoicing-variants.md). */
export default function InvoiceUpdateCz() {
  return <DocumentPage variant="cz" />;
}
