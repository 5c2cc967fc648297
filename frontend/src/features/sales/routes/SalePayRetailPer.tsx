import { RetailCheckout } from '../components/RetailCheckout';

/** Retail checkout, variant per (route SalePayRetailPer; docs/sales-retail-checkout.md). */
export default function SalePayRetailPer() {
  return <RetailCheckout variant="per" />;
}
