import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { useCountHistory } from '../api/counts';
import { formatDateTime } from '../format';

/** GET /be/api/stock/counts/:id/history: every event of the count order, who and when (newest first). */
export function CountHistory({ countId }: { countId: string }) {
  const { t, i18n } = useTranslation();
  const history = useCountHistory(countId, true);
  return (
    <section className="card" aria-labelledby="count-history-title">
      <h2 id="count-history-title">{t('count.history')}</h2>
      {history.isError && (
        <p className="form-error" role="alert">
          {t('common.failedToGetData')} {errorMessage(history.error)}
        </p>
      )}
      {history.data && history.data.length === 0 && <p className="muted">{t('grid.noRows')}</p>}
      {history.data && history.data.length > 0 && (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('stock.who')}</th>
              <th scope="col">{t('count.when')}</th>
              <th scope="col">{t('count.event')}</th>
            </tr>
          </thead>
          <tbody>
            {[...history.data].reverse().map((e) => (
              <tr key={e.version}>
                <td>{e.username || e.userId}</td>
                <td>{formatDateTime(e.at, i18n.language)}</td>
                <td>{t(`count.events.${e.type}`, { defaultValue: e.type })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
