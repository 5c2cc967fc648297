import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/Dialog';
import { errorMessage } from '../../../lib/api';
import { useDocumentHistory } from '../api/stock-documents';
import { formatDateTime } from '../format';

/** The history view of a stock document (transfer, write-off, defective lot): every event, who and when. */
export function HistoryDialog({ path, title, onClose }: { path: string; title: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const history = useDocumentHistory(path);
  return (
    <Dialog open wide title={t('stockHistory.title', { document: title })} onClose={onClose}>
      {history.isPending && <p role="status">…</p>}
      {history.isError && (
        <p className="form-error" role="alert">
          {t('common.failedToGetData')} {errorMessage(history.error)}
        </p>
      )}
      {history.data && (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('stockHistory.when')}</th>
              <th scope="col">{t('stock.who')}</th>
              <th scope="col">{t('stockHistory.event')}</th>
            </tr>
          </thead>
          <tbody>
            {history.data.map((e) => (
              <tr key={e.version}>
                <td>{e.version}</td>
                <td>{formatDateTime(e.at, i18n.language)}</td>
                <td>{e.username || e.userId}</td>
                <td>{t(`stockHistory.events.${e.type}`, { defaultValue: e.type })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}
