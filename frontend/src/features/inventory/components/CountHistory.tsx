import { useTranslation } from 'react-i18next';
import { HistoryTable } from '../../../components/ui/HistoryTable';
import { useCountHistory } from '../api/counts';

/** GET /be/api/stock/counts/:id/history: every event of the count order, who and when (newest first). */
export function CountHistory({ countId }: { countId: string }) {
  const { t } = useTranslation();
  const history = useCountHistory(countId, true);
  return <HistoryTable title={t('count.history')} entries={history.data} error={history.error} describe={(e) => t(`count.events.${e.type}`, { defaultValue: e.type })} />;
}
