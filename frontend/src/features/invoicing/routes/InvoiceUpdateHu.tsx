import { DocumentPage } from '../components/DocumentPage';

/** An issued document, Hu variant (route InvoiceUpdateHu, /invoice/update-hu/:id): the country's legal marks and actions (docs/invoicing-variants.md). */
export default function InvoiceUpdateHu() {
  return <DocumentPage variant="hu" />;
}
