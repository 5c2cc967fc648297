import { RetailCheckout } from '../components/RetailCheckout';

/** Retail checkout, variant at (route SalePayRetailAt; docs/sales-retail-checkout.md). */
export default function SalePayRetailAt() {
  return <RetailCheckout variant="at" />;
}
