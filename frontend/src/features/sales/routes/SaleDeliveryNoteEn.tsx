import { SaleDeliveryNote } from '../components/SaleDeliveryNote';

/** Delivery note (route SaleDeliveryNoteEn, /sale/delivery-note/en/:id). */
export default function SaleDeliveryNoteEn() {
  return <SaleDeliveryNote lang="en" />;
}
