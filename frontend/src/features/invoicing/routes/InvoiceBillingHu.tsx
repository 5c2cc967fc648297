import { useTranslation } from 'react-i18next';
import { BillingForm } from '../components/BillingForm';
import { BILLING_PROFILES } from '../variants';

/** Billing for Hu sellers (route InvoiceBillingHu, /invoice/billing-hu): the generic form with the country's profile (docs/invoicing-variants.md). */
export default function InvoiceBillingHu() {
  const { t } = useTranslation();
  return <BillingForm title={t('route.InvoiceBillingHu')} profile={BILLING_PROFILES.hu} />;
}
