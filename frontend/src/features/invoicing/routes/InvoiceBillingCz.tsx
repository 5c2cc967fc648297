import { useTranslation } from 'react-i18next';
import { BillingForm } from '../components/BillingForm';
import { BILLING_PROFILES } from '../variants';

/** Billing for Cz sellers (route InvoiceBillingCz, /invoice/billing-cz): the generic form with the country's profile (docs/invoicing-variants.md). */
export default function InvoiceBillingCz() {
  const { t } = useTranslation();
  return <BillingForm title={t('route.InvoiceBillingCz')} profile={BILLING_PROFILES.cz} />;
}
