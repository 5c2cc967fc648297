import { SaleDeliveryNote } from '../components/SaleDeliveryNote';

/** Delivery note (route SaleDeliveryNoteCn, /sale/delivery-note/cn/:id). */
export default function SaleDeliveryNoteCn() {
  return <SaleDeliveryNote lang="cn" />;
}
