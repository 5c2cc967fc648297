import { RetailCheckout } from '../components/RetailCheckout';

/** Retail checkout, variant pl (route SalePayRetailPl; docs/sales-retail-checkout.md). */
export default function SalePayRetailPl() {
  return <RetailCheckout variant="pl" />;
}
