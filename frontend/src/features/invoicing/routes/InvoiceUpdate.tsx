import { DocumentPage } from '../components/DocumentPage';

/** An issued document (route InvoiceUpdate, /invoice/update/:id): the generic document page. */
export default function InvoiceUpdate() {
  return <DocumentPage />;
}
