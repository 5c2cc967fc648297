import type { HistoryEntry } from '@tradedesk/contracts/platform/history';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { useCompanyTime } from '../../lib/company-time';

/**
 * The history view every document has: each event of its stream with who and when (company
 * time), newest first. `describe` turns an event into the words a user reads.
 */
export function HistoryTable({
  title,
  entries,
  error,
  describe,
}: {
  title: string;
  entries: HistoryEntry[] | undefined;
  error?: unknown;
  describe: (e: HistoryEntry) => string;
}) {
  const { t } = useTranslation();
  const companyTime = useCompanyTime();
  return (
    <section className="card history" aria-label={title}>
      <h2>{title}</h2>
      {error ? (
        <p className="form-error" role="alert">
          {t('common.failedToGetData')} {errorMessage(error)}
        </p>
      ) : null}
      {entries && entries.length === 0 && <p className="muted">{t('grid.noRows')}</p>}
      {entries && entries.length > 0 && (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('common.historyWho')}</th>
              <th scope="col">{t('common.historyWhen')}</th>
              <th scope="col">{t('common.historyChange')}</th>
            </tr>
          </thead>
          <tbody>
            {[...entries].reverse().map((e) => (
              <tr key={e.version}>
                <td>{e.username || e.userId}</td>
                <td className="nowrap">{companyTime(e.at, { seconds: true })}</td>
                <td>{describe(e)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
