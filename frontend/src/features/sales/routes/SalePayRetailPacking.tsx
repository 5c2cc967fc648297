import { RetailCheckout } from '../components/RetailCheckout';

/** Retail checkout, variant packing (route SalePayRetailPacking; docs/sales-retail-checkout.md). */
export default function SalePayRetailPacking() {
  return <RetailCheckout variant="packing" />;
}
