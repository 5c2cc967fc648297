import { RetailCheckout } from '../components/RetailCheckout';

/** Retail checkout, variant plain (route SalePayRetail; docs/sales-retail-checkout.md). */
export default function SalePayRetail() {
  return <RetailCheckout variant="plain" />;
}
