import { StockDocumentPrint } from '../components/StockDocumentPrint';

/** A write-off note ready to print (route StockDamagePrint, /product/stock-damage/print/:id). */
export default function StockDamagePrint() {
  return <StockDocumentPrint type="damage" />;
}
