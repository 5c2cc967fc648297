import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmissionList } from '../components/SubmissionList';

/** Számlázz.hu (route SzamlazzCreate, /invoice/szamlazzCreat): the Hungarian documents sent to the Számla Agent, their status, its settings. */
export default function SzamlazzCreate() {
  const { t } = useTranslation();
  return <SubmissionList office="szamlazz" titleId={useId()} title={t('route.SzamlazzCreate')} />;
}
