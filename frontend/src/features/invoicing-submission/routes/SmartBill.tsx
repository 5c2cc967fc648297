import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmissionList } from '../components/SubmissionList';

/** SmartBill (route SmartBill, /invoice/smartBill): the Romanian documents sent to SmartBill, their status, the SmartBill settings. */
export default function SmartBill() {
  const { t } = useTranslation();
  return <SubmissionList office="smartbill" titleId={useId()} title={t('route.SmartBill')} />;
}
