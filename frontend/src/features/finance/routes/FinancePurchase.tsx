import { MoneyByDocumentPage } from '../components/MoneyByDocumentPage';

/** Money out by purchase order (route FinancePurchase, /finance/purchase): docs/finance-payments.md. */
export default function FinancePurchase() {
  return <MoneyByDocumentPage view="purchase" />;
}
