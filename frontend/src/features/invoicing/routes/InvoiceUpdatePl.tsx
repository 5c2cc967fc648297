import { DocumentPage } from '../components/DocumentPage';

/** An issued document, Pl variant (route InvoiceUpdatePl, /invoice/update-pl/:id): the country's legal marks and actions (docs/invoicing-variants.md). */
export default function InvoiceUpdatePl() {
  return <DocumentPage variant="pl" />;
}
