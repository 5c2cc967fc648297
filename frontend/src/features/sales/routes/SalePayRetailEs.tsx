import { RetailCheckout } from '../components/RetailCheckout';

/** Retail checkout, variant es (route SalePayRetailEs; docs/sales-retail-checkout.md). */
export default function SalePayRetailEs() {
  return <RetailCheckout variant="es" />;
}
