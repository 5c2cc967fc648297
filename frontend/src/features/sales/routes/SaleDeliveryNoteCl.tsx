import { SaleDeliveryNote } from '../components/SaleDeliveryNote';

/** Delivery note (route SaleDeliveryNoteCl, /sale/delivery-note/cl/:id). */
export default function SaleDeliveryNoteCl() {
  return <SaleDeliveryNote lang="cl" />;
}
