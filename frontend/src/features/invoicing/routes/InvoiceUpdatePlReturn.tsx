import { DocumentPage } from '../components/DocumentPage';

/** An issued document, PlReturn variant (route InvoiceUpdatePlReturn, /invoice/update-plReturn/:id): the country's legal marks and actions (docs/invoicing-variants.md). */
export default function InvoiceUpdatePlReturn() {
  return <DocumentPage variant="plReturn" />;
}
