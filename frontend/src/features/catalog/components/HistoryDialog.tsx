import type { HistoryEntry } from '@tradedesk/contracts/catalog/products';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/Dialog';
import { LoadError } from '../../../components/ui/LoadError';
import { formatDateTime } from '../../inventory/format';

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

/** Every event of a document with who and when (the platform's history view), in a dialog. */
export function HistoryDialog({ title, queryKey, load, onClose }: { title: string; queryKey: readonly unknown[]; load: () => Promise<HistoryEntry[]>; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const history = useQuery({ queryKey: ['history', ...queryKey], queryFn: load });
  return (
    <Dialog open wide title={title} onClose={onClose}>
      <LoadError error={history.isError ? history.error : null} />
      {history.isPending && <p role="status">…</p>}
      {history.data && history.data.length === 0 && <p className="muted">{t('grid.noRows')}</p>}
      {history.data && history.data.length > 0 && (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('product.historyWho')}</th>
              <th scope="col">{t('product.historyWhen')}</th>
              <th scope="col">{t('product.historyEvent')}</th>
              <th scope="col">{t('basics.details')}</th>
            </tr>
          </thead>
          <tbody>
            {[...history.data].reverse().map((e) => (
              <tr key={e.version}>
                <td>{e.username || e.userId}</td>
                <td className="nowrap">{formatDateTime(e.at, i18n.language)}</td>
                <td>{t(`basics.events.${e.type}`, { defaultValue: e.type })}</td>
                <td className="break">{eventSummary(e.data)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}
