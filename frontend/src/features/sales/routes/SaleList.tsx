import { useTranslation } from 'react-i18next';
import { SaleListView } from '../components/SaleListView';
import '../sales-ops.css';

/** The sale list (route SaleList, /sale/index). */
export default function SaleList() {
  const { t } = useTranslation();
  return <SaleListView titleId="sale-list-title" title={t('route.SaleList')} />;
}
