import { RetailCheckout } from '../components/RetailCheckout';

/** Retail checkout, variant ro (route SalePayRetailRo; docs/sales-retail-checkout.md). */
export default function SalePayRetailRo() {
  return <RetailCheckout variant="ro" />;
}
