import { MoneyByDocumentPage } from '../components/MoneyByDocumentPage';

/** Money in by sale order (route FinanceSale, /finance/sale): docs/finance-payments.md. */
export default function FinanceSale() {
  return <MoneyByDocumentPage view="sale" />;
}
