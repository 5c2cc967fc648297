import { StockDocumentPrint } from '../components/StockDocumentPrint';

/** A transfer note ready to print (route StockTransferPrint, /product/stock-transfer/print/:id). */
export default function StockTransferPrint() {
  return <StockDocumentPrint type="transfer" />;
}
