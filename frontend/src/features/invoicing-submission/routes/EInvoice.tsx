import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmissionList } from '../components/SubmissionList';

/** E-invoices (route EInvoice, /invoice/e-invoice): every document's submission to every office, with the offices' settings. */
export default function EInvoice() {
  const { t } = useTranslation();
  return <SubmissionList titleId={useId()} title={t('route.EInvoice')} />;
}
