import { LabelPrint } from '../components/LabelPrint';

/** QrCodePrint (/product/qrcode-print): QR code labels (the unit barcode, else the product code) on roll or A4 sheets. */
export default function QrCodePrint() {
  return <LabelPrint kind="qr" />;
}
