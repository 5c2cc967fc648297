import type { CountedLine } from '@tradedesk/contracts/inventory/count';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ListPage } from '../../../components/list/ListPage';
import { buttonsColumn } from '../../../components/list/row-buttons';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { ApiRequestError, errorMessage } from '../../../lib/api';
import { recordCountLines, useCount, useCountDuplicates, useRefreshCounts } from '../api/counts';
import { CountHeader } from '../components/CountHeader';
import { withoutEntry } from '../count-lines';
import { useCompanyTime } from '../../../lib/company-time';
import { useStockFormat } from '../use-stock-decimals';

type Row = CountedLine & { code: string; name: string };

/**
 * Products counted more than once (route StockCheckDuplicate, /product/stock-check/:id/duplicate):
 * each entry of each, to keep one and remove the others before posting (a count is never summed
 * silently).
 */
export default function StockCheckDuplicate() {
  const { t } = useTranslation();
  const companyTime = useCompanyTime();
  const { id = '' } = useParams();
  const count = useCount(id);
  const dups = useCountDuplicates(id);
  const refresh = useRefreshCounts();
  const fmt = useStockFormat();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const draft = count.data?.status === 'draft';

  const remove = async (entry: CountedLine) => {
    const c = count.data;
    if (!c) return;
    setBusy(true);
    setProblem(null);
    try {
      await recordCountLines(c.id, { commandId: crypto.randomUUID(), version: c.version, lines: withoutEntry(c.countedEntries, entry.line) });
      refresh();
      await Promise.all([count.refetch(), dups.refetch()]);
    } catch (e) {
      setProblem(e instanceof ApiRequestError && e.error?.code === 40901 ? t('count.stale') : errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const rows = useMemo<Row[] | undefined>(() => dups.data?.rows.flatMap((d) => d.entries.map((e) => ({ ...e, code: d.code ?? d.productId, name: d.name ?? '' }))), [dups.data]);
  const columns = useMemo<GridColumn<Row>[]>(
    () => [
      { id: 'code', header: t('product.code'), value: (r) => r.code, width: 130, lockVisible: true },
      { id: 'name', header: t('product.name'), value: (r) => r.name, width: 200 },
      { id: 'line', header: t('count.entryNo'), value: (r) => r.line, kind: 'number', width: 80 },
      { id: 'unit', header: t('count.entry.unit'), value: (r) => t(`product.units.${r.unit}`), width: 90 },
      { id: 'unitQuantity', header: t('count.entry.quantity'), value: (r) => r.unitQuantity, kind: 'decimal', width: 100 },
      { id: 'quantity', header: t('count.baseQuantity'), value: (r) => r.quantity, format: (v) => fmt(v), kind: 'decimal', width: 110 },
      { id: 'countedAt', header: t('count.countedAt'), value: (r) => companyTime(r.countedAt), width: 160 },
      // Only a draft's entries can be removed: a posted count shows the column empty.
      buttonsColumn<Row>(
        'remove',
        t('count.remove'),
        draft ? [{ label: t('count.remove'), ariaLabel: (r) => t('count.removeEntry', { n: String(r.line), product: r.code }), onClick: (r) => void remove(r), disabled: () => busy }] : [],
        100,
      ),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, fmt, companyTime, draft, busy, count.data],
  );

  return (
    <ListPage<Row>
      titleId="count-dup-title"
      title={t('route.StockCheckDuplicate')}
      head={count.data && <CountHeader count={count.data} />}
      query={{ error: dups.error ?? count.error, isPending: dups.isPending }}
      summary={
        <>
          {problem && (
            <p className="form-error" role="alert">
              {problem}
            </p>
          )}
          {dups.data && <p className="muted">{t('count.duplicatesHelp', { n: String(dups.data.total) })}</p>}
        </>
      }
      table="stockCheckDuplicate"
      columns={columns}
      rows={rows}
      getRowId={(r) => String(r.line)}
    />
  );
}
