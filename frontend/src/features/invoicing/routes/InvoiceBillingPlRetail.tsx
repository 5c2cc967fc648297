import { useTranslation } from 'react-i18next';
import { BillingForm } from '../components/BillingForm';
import { BILLING_PROFILES } from '../variants';

/** The Polish invoice to a fiscal receipt (faktura do paragonu, route InvoiceBillingPlRetail, /invoice/billing-plRetail; docs/invoicing-variants.md). */
export default function InvoiceBillingPlRetail() {
  const { t } = useTranslation();
  return <BillingForm title={t('route.InvoiceBillingPlRetail')} profile={BILLING_PROFILES.plRetail} />;
}
