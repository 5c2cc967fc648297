import { RetailCheckout } from '../components/RetailCheckout';

/** Retail checkout, variant voucher (route SalePayRetailVoucher; docs/sales-retail-checkout.md). */
export default function SalePayRetailVoucher() {
  return <RetailCheckout variant="voucher" />;
}
