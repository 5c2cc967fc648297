import { useTranslation } from 'react-i18next';
import { BillingForm } from '../components/BillingForm';
import { BILLING_PROFILES } from '../variants';

/** Billing for Es sellers (route InvoiceBillingEs, /invoice/billing-es): the generic form with the country's profile (docs/invoicing-variants.md). */
export default function InvoiceBillingEs() {
  const { t } = useTranslation();
  return <BillingForm title={t('route.InvoiceBillingEs')} profile={BILLING_PROFILES.es} />;
}
