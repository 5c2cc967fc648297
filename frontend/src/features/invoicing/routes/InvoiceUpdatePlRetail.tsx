import { DocumentPage } from '../components/DocumentPage';

/** An invoice to a receipt, PlRetail variant (route InvoiceUpdatePlRetail, /invoice/update-plRetail/:id): the Polish legal marks and actions (docs/invoicing-variants.md). */
export default function InvoiceUpdatePlRetail() {
  return <DocumentPage variant="plRetail" />;
}
