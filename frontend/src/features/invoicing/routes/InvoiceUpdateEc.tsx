import { DocumentPage } from '../components/DocumentPage';

/** An issued document, Ec variant (route InvoiceUpdateEc, /invoice/update-ec/:id): the country's legal marks and actions (docs/invoicing-variants.md). */
export default function InvoiceUpdateEc() {
  return <DocumentPage variant="ec" />;
}
