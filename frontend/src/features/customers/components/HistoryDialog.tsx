import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/Dialog';
import { LoadError } from '../../../components/ui/LoadError';
import { useHistory } from '../api/customers';

/** A document's history (GET .../:id/history): who, when and what kind of change, newest first. */
export function HistoryDialog({ title, readModel, path, onClose }: { title: string; readModel: string; path: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const history = useHistory(readModel, path);
  const when = new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : undefined, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <Dialog open wide title={title} onClose={onClose}>
      <LoadError error={history.isError ? history.error : null} />
      {history.isPending && <p role="status">…</p>}
      {history.data && (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('customer.historyWho')}</th>
              <th scope="col">{t('customer.historyWhen')}</th>
              <th scope="col">{t('customer.historyEvent')}</th>
            </tr>
          </thead>
          <tbody>
            {[...history.data].reverse().map((e) => (
              <tr key={e.version}>
                <td>{e.username || e.userId}</td>
                <td>{when.format(new Date(e.at))}</td>
                <td>{t(`customer.events.${e.type}`, { defaultValue: e.type })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}
