import type { HistoryEntry } from '@tradedesk/contracts/platform/history';
import { useTranslation } from 'react-i18next';
import { useCompanyTime } from '../../lib/company-time';
import { Dialog } from './Dialog';
import { LoadError } from './LoadError';

/** What changed, in a line: the changed fields, or the fields an event records (ids left out). */
export function eventSummary(data: unknown): string {
  if (!data || typeof data !== 'object') return '';
  const d = data as Record<string, unknown>;
  const shown = d.changes && typeof d.changes === 'object' && !Array.isArray(d.changes) ? (d.changes as Record<string, unknown>) : d;
  return Object.entries(shown)
    .filter(([k, v]) => !/Id$/.test(k) && k !== 'changes' && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0))
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(' · ');
}

interface HistoryProps {
  entries: HistoryEntry[] | undefined;
  error?: unknown;
  /** The words a user reads for an event ("Order created"). */
  describe: (e: HistoryEntry) => string;
  /** A details column (what changed), when given. */
  detail?: (e: HistoryEntry) => string;
}

function HistoryRows({ entries, error, describe, detail }: HistoryProps) {
  const { t } = useTranslation();
  const companyTime = useCompanyTime();
  return (
    <>
      <LoadError error={error} />
      {entries === undefined && !error && <p role="status">…</p>}
      {entries && entries.length === 0 && <p className="muted">{t('grid.noRows')}</p>}
      {entries && entries.length > 0 && (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('common.historyWho')}</th>
              <th scope="col">{t('common.historyWhen')}</th>
              <th scope="col">{t('common.historyChange')}</th>
              {detail && <th scope="col">{t('common.historyDetails')}</th>}
            </tr>
          </thead>
          <tbody>
            {[...entries].reverse().map((e) => (
              <tr key={e.version}>
                <td>{e.username || e.userId}</td>
                <td className="nowrap">{companyTime(e.at, { seconds: true })}</td>
                <td>{describe(e)}</td>
                {detail && <td className="break">{detail(e)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/**
 * The history view every document has: each event of its stream with who and when (company
 * time), newest first.
 */
export function HistoryTable({ title, ...props }: HistoryProps & { title: string }) {
  return (
    <section className="card history" aria-label={title}>
      <h2>{title}</h2>
      <HistoryRows {...props} />
    </section>
  );
}

/** The same history in a dialog (lists open a row's history without leaving the list). */
export function HistoryDialog({ title, onClose, ...props }: HistoryProps & { title: string; onClose: () => void }) {
  return (
    <Dialog open wide title={title} onClose={onClose}>
      <HistoryRows {...props} />
    </Dialog>
  );
}
