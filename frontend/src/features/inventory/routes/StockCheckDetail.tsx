import type { Product } from '@tradedesk/contracts/catalog/products';
import type { CountDetailLine, CountedLine } from '@tradedesk/contracts/inventory/count';
import type { PackUnit } from '@tradedesk/contracts/inventory/stock';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { ApiRequestError, errorMessage } from '../../../lib/api';
import { type CountDetail, postCount, recordCountLines, useCount, useRefreshCounts } from '../api/counts';
import { CountEntryBar } from '../components/CountEntryBar';
import { CountHistory } from '../components/CountHistory';
import { withEntry, withoutEntry } from '../count-lines';
import { useCompanyTime } from '../../../lib/company-time';
import { useStockFormat } from '../use-stock-decimals';
import '../stock-check.css';
import { LoadError } from '../../../components/ui/LoadError';
import { useMoney } from '../../../lib/money';

/** A stale version: someone else changed the order after this screen read it. */
const isStale = (e: unknown) => e instanceof ApiRequestError && e.error?.code === 40901;

/**
 * One count order (route StockCheckDetail, /product/stock-check/:id/detail): book, counted and
 * difference per product; counting from the keyboard; removing an entry; posting with a
 * confirmation; the order's history. Every edit sends the version this screen shows, so an edit
 * made meanwhile elsewhere is never overwritten: the screen says so and offers to reload.
 */
export default function StockCheckDetail() {
  const { t } = useTranslation();
  const companyTime = useCompanyTime();
  const { id = '' } = useParams();
  const count = useCount(id);
  const refresh = useRefreshCounts();
  const fmt = useStockFormat();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ stale: boolean; message: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [posted, setPosted] = useState(false);
  const c = count.data;
  const draft = c?.status === 'draft';

  const fail = (e: unknown) => setProblem(isStale(e) ? { stale: true, message: t('count.stale') } : { stale: false, message: errorMessage(e) });
  const send = async (detail: CountDetail, lines: ReturnType<typeof withEntry>) => {
    setBusy(true);
    setProblem(null);
    try {
      await recordCountLines(detail.id, { commandId: crypto.randomUUID(), version: detail.version, lines });
      refresh();
      await count.refetch();
      return true;
    } catch (e) {
      fail(e);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const onCount = async (product: Product, unit: PackUnit, quantity: string) => (c ? send(c, withEntry(c.countedEntries, { productId: product.id, unit, quantity })) : false);
  const remove = (entry: CountedLine) => (c ? void send(c, withoutEntry(c.countedEntries, entry.line)) : undefined);
  const post = async () => {
    if (!c) return;
    setBusy(true);
    setProblem(null);
    try {
      await postCount(c.id, { commandId: crypto.randomUUID(), version: c.version });
      setConfirming(false);
      setPosted(true);
      refresh(true);
      await count.refetch();
    } catch (e) {
      setConfirming(false);
      fail(e);
    } finally {
      setBusy(false);
    }
  };
  const reload = async () => {
    setProblem(null);
    await count.refetch();
  };

  const columns = useMemo<GridColumn<CountDetailLine>[]>(
    () => [
      { id: 'code', header: t('product.code'), value: (r) => r.code ?? r.productId, width: 130, lockVisible: true },
      { id: 'name', header: t('product.name'), value: (r) => r.name ?? '', width: 200 },
      { id: 'unitLabel', header: t('count.unitLabel'), value: (r) => r.unitLabel, width: 80, hiddenByDefault: true },
      { id: 'book', header: t('count.book'), value: (r) => r.bookQuantity, format: (v) => fmt(v), kind: 'decimal', width: 110 },
      { id: 'counted', header: t('count.counted'), value: (r) => r.countedQuantity, format: (v) => fmt(v), kind: 'decimal', width: 110 },
      { id: 'difference', header: t('count.difference'), value: (r) => r.difference, format: (v) => fmt(v), kind: 'decimal', width: 110 },
      {
        id: 'state',
        header: t('count.lineState'),
        value: (r) => (r.entries > 1 ? t('count.countedTimes', { n: String(r.entries) }) : r.uncounted ? t('count.notCounted') : r.expected ? '' : t('count.notExpected')),
        width: 150,
      },
    ],
    [t, fmt],
  );
  const dupCount = c ? c.lines.filter((l) => l.entries > 1).length : 0;
  const uncountedCount = c ? c.lines.filter((l) => l.uncounted).length : 0;

  return (
    <section className="page" aria-labelledby="count-detail-title">
      <h1 id="count-detail-title" className="page-title">
        {t('route.StockCheckDetail')}
        {c ? `: ${c.number}` : ''}
      </h1>
      <LoadError error={count.error} />
      {count.isPending && <p role="status">…</p>}
      {c && (
        <>
          <div className="card">
            <dl className="facts" aria-label={t('count.facts')}>
              <dt>{t('count.status.label')}</dt>
              <dd>{t(`count.status.${c.status}`)}</dd>
              <dt>{t('stock.warehouse')}</dt>
              <dd>{`${c.warehouseCode ?? ''} · ${c.warehouseName ?? c.warehouseId}`}</dd>
              <dt>{t('zoneStock.zone')}</dt>
              <dd>{c.zoneCode ? `${c.zoneCode} · ${c.zoneName ?? ''}` : '—'}</dd>
              <dt>{t('stock.note')}</dt>
              <dd>{c.note || '—'}</dd>
              <dt>{t('count.openedBy')}</dt>
              <dd>{`${c.createdByName ?? c.createdBy} · ${companyTime(c.createdAt)}`}</dd>
              {c.postedAt && (
                <>
                  <dt>{t('count.postedBy')}</dt>
                  <dd>{`${c.postedByName ?? c.postedBy ?? ''} · ${companyTime(c.postedAt)}`}</dd>
                </>
              )}
              <dt>{t('count.progress')}</dt>
              <dd>{t('count.progressText', { counted: String(c.lines.length - uncountedCount), total: String(c.lines.length) })}</dd>
            </dl>
            <nav className="actions count-links" aria-label={t('count.links')}>
              <Link to={`/product/stock-check/${encodeURIComponent(c.id)}/duplicate`}>{t('count.duplicatesN', { n: String(dupCount) })}</Link>
              <Link to={`/product/stock-check/${encodeURIComponent(c.id)}/uncounted`}>{t('count.uncountedN', { n: String(uncountedCount) })}</Link>
              <Link to={`/product/stock-check/print/${encodeURIComponent(c.id)}`}>{t('count.print')}</Link>
              {draft && <Link to={`/product/stock-check/excel-import?id=${encodeURIComponent(c.id)}`}>{t('route.StockCheckExcelImport')}</Link>}
            </nav>
          </div>
          {problem && (
            <div className="form-error" role="alert">
              <span>{problem.message} </span>
              {problem.stale && (
                <button type="button" className="btn btn-small" onClick={() => void reload()}>
                  {t('count.reload')}
                </button>
              )}
            </div>
          )}
          {posted && (
            <p className="card" role="status">
              {t('count.postedDone', { number: c.number })}
            </p>
          )}
          {draft && <CountEntryBar onCount={onCount} busy={busy} />}
          <DataGrid<CountDetailLine>
            table="stockCheckDetail"
            title={`${t('route.StockCheckDetail')} ${c.number}`}
            columns={columns}
            rows={c.lines}
            getRowId={(r) => r.productId}
            height={360}
            toolbar={
              draft ? (
                <button type="button" className="btn btn-small btn-primary" disabled={busy} onClick={() => setConfirming(true)}>
                  {t('count.post')}
                </button>
              ) : undefined
            }
          />
          <CountedEntries entries={c.countedEntries} lines={c.lines} onRemove={draft ? remove : undefined} busy={busy} />
          <CountHistory countId={c.id} />
          <ConfirmDialog
            open={confirming}
            title={t('count.postTitle', { number: c.number })}
            message={t('count.postMessage', { counted: String(c.lines.length - uncountedCount), uncounted: String(uncountedCount) })}
            confirmLabel={t('count.post')}
            busy={busy}
            onConfirm={() => void post()}
            onClose={() => setConfirming(false)}
          />
        </>
      )}
    </section>
  );
}

/** Every counted entry as recorded (unit used, quantity in that unit, base units, when); a draft can drop one. */
function CountedEntries({ entries, lines, onRemove, busy }: { entries: CountedLine[]; lines: CountDetailLine[]; onRemove?: (e: CountedLine) => void; busy: boolean }) {
  const { t } = useTranslation();
  const { quantity: qtyText } = useMoney();
  const companyTime = useCompanyTime();
  const fmt = useStockFormat();
  const codes = new Map(lines.map((l) => [l.productId, l.code ?? l.productId]));
  return (
    <section className="card" aria-labelledby="count-entries-title">
      <h2 id="count-entries-title">{t('count.entries')}</h2>
      {entries.length === 0 ? (
        <p className="muted">{t('count.noEntries')}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('product.code')}</th>
              <th scope="col">{t('count.entry.unit')}</th>
              <th scope="col">{t('count.entry.quantity')}</th>
              <th scope="col">{t('count.baseQuantity')}</th>
              <th scope="col">{t('count.countedAt')}</th>
              {onRemove && <th scope="col">{t('count.remove')}</th>}
            </tr>
          </thead>
          <tbody>
            {[...entries].reverse().map((e) => (
              <tr key={e.line}>
                <td>{e.line}</td>
                <td>{codes.get(e.productId) ?? e.productId}</td>
                <td>{t(`product.units.${e.unit}`)}</td>
                <td>{qtyText(e.unitQuantity)}</td>
                <td>{fmt(e.quantity)}</td>
                <td>{companyTime(e.countedAt)}</td>
                {onRemove && (
                  <td>
                    <button type="button" className="btn btn-small" disabled={busy} aria-label={t('count.removeEntry', { n: String(e.line), product: codes.get(e.productId) ?? '' })} onClick={() => onRemove(e)}>
                      {t('count.remove')}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
