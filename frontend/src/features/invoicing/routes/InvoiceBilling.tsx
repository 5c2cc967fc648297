import { useTranslation } from 'react-i18next';
import { BillingForm } from '../components/BillingForm';

/** Billing (route InvoiceBilling, /invoice/billing): every company's setups, the generic form. */
export default function InvoiceBilling() {
  const { t } = useTranslation();
  return <BillingForm title={t('route.InvoiceBilling')} />;
}
