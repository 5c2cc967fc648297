import { useTranslation } from 'react-i18next';
import { BillingForm } from '../components/BillingForm';
import { BILLING_PROFILES } from '../variants';

/** Billing for Pl sellers (route InvoiceBillingPl, /invoice/billing-pl): the generic form with the country's profile (docs/invoicing-variants.md). */
export default function InvoiceBillingPl() {
  const { t } = useTranslation();
  return <BillingForm title={t('route.InvoiceBillingPl')} profile={BILLING_PROFILES.pl} />;
}
