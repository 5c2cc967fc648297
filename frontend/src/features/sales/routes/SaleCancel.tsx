import { useTranslation } from 'react-i18next';
import { SaleListView } from '../components/SaleListView';
import '../sales-ops.css';

/** Cancelled orders (route SaleCancel, /sale/cancel; the menu links it with ?state=true): the sale list on state=true. */
export default function SaleCancel() {
  const { t } = useTranslation();
  return <SaleListView cancelled titleId="sale-cancel-title" title={t('route.SaleCancel')} />;
}
