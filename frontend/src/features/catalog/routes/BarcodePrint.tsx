import { LabelPrint } from '../components/LabelPrint';

/** BarcodePrint (/product/barcode-print): barcode labels, EAN-13 / EAN-8 / UPC-A / Code 128 by the barcode on roll or A4 sheets. */
export default function BarcodePrint() {
  return <LabelPrint kind="barcode" />;
}
