import { useTranslation } from 'react-i18next';
import { BillingForm } from '../components/BillingForm';
import { BILLING_PROFILES } from '../variants';

/** Billing for Ec sellers (route InvoiceBillingEc, /invoice/billing-ec): the generic form with the country's profile (docs/invoicing-variants.md). */
export default function InvoiceBillingEc() {
  const { t } = useTranslation();
  return <BillingForm title={t('route.InvoiceBillingEc')} profile={BILLING_PROFILES.ec} />;
}
