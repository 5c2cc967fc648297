import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useTodayShippings } from '../../features/reports/api/get-today-shippings';
import { isNotFound } from '../../lib/api';
import { toast } from '../../stores/toast';
import { useRoutePath } from './routes-context';
import { loadErrorMessage } from '../../components/ui/LoadError';

/** "N orders to deliver today" (docs/shell.md "Sidebar"): shown only when today's undelivered total is above 0. */
export function DeliveryReminder() {
  const { t } = useTranslation();
  const { data: total, error, errorUpdatedAt } = useTodayShippings(true);
  const stockoutPath = useRoutePath('SaleStockout');
  useEffect(() => {
    if (error && !isNotFound(error)) toast.error(loadErrorMessage(t, error));
  }, [errorUpdatedAt]); // eslint-disable-line react-hooks/exhaustive-deps
  if (error || !total || total <= 0) return null;
  const text = t('sidebar.todayDeliveries', { total });
  return (
    <div className="delivery-reminder" role="status">
      {stockoutPath ? <Link to={stockoutPath}>{text}</Link> : <span>{text}</span>}
    </div>
  );
}
