import { DAMAGE_REASONS, type DamageReason } from '@tradedesk/contracts/inventory/stock';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { Dialog } from '../../../components/ui/Dialog';
import { Pager } from '../../../components/ui/Pager';
import { errorMessage } from '../../../lib/api';
import { dayBoundary } from '../../../lib/form';
import { type StockDocumentRow, useStockDocument, useStockDocuments } from '../api/stock-documents';
import { useStockFormat } from '../use-stock-decimals';
import { HistoryDialog } from './HistoryDialog';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';

/** The write-offs recorded so far (GET /be/api/stock/damages), with their reasons, lines and history. */
export function DamageList() {
  const { t } = useTranslation();
  const [warehouseId, setWarehouseId] = useState('');
  const [reason, setReason] = useState<DamageReason | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(50);
  const [lines, setLines] = useState<StockDocumentRow | null>(null);
  const [history, setHistory] = useState<StockDocumentRow | null>(null);
  const ids = { reason: useId(), from: useId(), to: useId() };
  const fmt = useStockFormat();
  const reset = () => setPage(1);
  const list = useStockDocuments('damage', {
    warehouseId: warehouseId || undefined,
    reason: reason || undefined,
    from: dayBoundary(from, 'start'),
    to: dayBoundary(to, 'end'),
    limit,
    offset: (page - 1) * limit,
  });

  const columns = useMemo<GridColumn<StockDocumentRow>[]>(
    () => [
      {
        id: 'actions',
        header: t('transfer.actions'),
        value: () => '',
        exportValue: () => '',
        sortable: false,
        width: 170,
        render: (r) => (
          <span className="row-actions">
            <button type="button" className="btn btn-small" onClick={() => setLines(r)} aria-label={t('damageList.linesOf', { number: r.number })}>
              {t('stock.lines')}
            </button>{' '}
            <button type="button" className="btn btn-small" onClick={() => setHistory(r)} aria-label={t('stockHistory.historyOf', { document: r.number })}>
              {t('stockHistory.history')}
            </button>
          </span>
        ),
      },
      { id: 'createdAt', header: t('transfer.date'), value: (r) => r.createdAt, kind: 'datetime', width: 150, lockVisible: true },
      { id: 'number', header: t('transfer.number'), value: (r) => r.number, width: 160 },
      { id: 'warehouse', header: t('stock.warehouse'), value: (r) => (r.fromWarehouseCode ? `${r.fromWarehouseCode} · ${r.fromWarehouseName}` : r.fromWarehouseId), width: 170 },
      { id: 'reason', header: t('stock.reason'), value: (r) => (r.reason ? t(`stock.reasons.${r.reason}`, { defaultValue: r.reason }) : ''), width: 110 },
      { id: 'lines', header: t('transfer.lineCount'), value: (r) => r.lineCount, kind: 'number', width: 80 },
      { id: 'totalQuantity', header: t('transfer.totalQuantity'), value: (r) => r.totalQuantity, format: (v) => fmt(v), kind: 'decimal', width: 110 },
      { id: 'totalCost', header: t('transfer.totalCost'), value: (r) => r.totalCost, kind: 'decimal', width: 110 },
      { id: 'note', header: t('stock.note'), value: (r) => r.note, width: 180 },
      { id: 'who', header: t('stock.who'), value: (r) => r.username ?? r.userId, width: 110 },
    ],
    [t, fmt],
  );

  return (
    <section className="card" aria-labelledby="damage-list-title">
      <h2 id="damage-list-title">{t('damageList.title')}</h2>
      <form className="filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <WarehouseSelect label={t('damageList.warehouseFilter')} value={warehouseId} onChange={(v) => (setWarehouseId(v), reset())} allowAll />
        <div className="field">
          <label htmlFor={ids.reason}>{t('damageList.reasonFilter')}</label>
          <select id={ids.reason} value={reason} onChange={(e) => (setReason(e.target.value as DamageReason | ''), reset())}>
            <option value="">{t('form.all')}</option>
            {DAMAGE_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`stock.reasons.${r}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.from}>{t('form.from')}</label>
          <input id={ids.from} type="date" value={from} onChange={(e) => (setFrom(e.target.value), reset())} />
        </div>
        <div className="field">
          <label htmlFor={ids.to}>{t('form.to')}</label>
          <input id={ids.to} type="date" value={to} onChange={(e) => (setTo(e.target.value), reset())} />
        </div>
      </form>
      {list.isError && (
        <p className="form-error" role="alert">
          {t('common.failedToGetData')} {errorMessage(list.error)}
        </p>
      )}
      <DataGrid<StockDocumentRow>
        table="stockDamageList"
        title={t('damageList.title')}
        columns={columns}
        rows={list.data?.rows}
        getRowId={(r) => r.id}
        loading={list.isPending}
        onRowActivated={setLines}
        height={360}
      />
      <Pager page={page} limit={limit} total={list.data?.total ?? 0} onPage={setPage} onLimit={(n) => (setLimit(n), setPage(1))} />
      {lines && <DamageLines row={lines} onClose={() => setLines(null)} />}
      {history && <HistoryDialog path={`/api/stock/damages/${encodeURIComponent(history.id)}/history`} title={history.number} onClose={() => setHistory(null)} />}
    </section>
  );
}

function DamageLines({ row, onClose }: { row: StockDocumentRow; onClose: () => void }) {
  const { t } = useTranslation();
  const doc = useStockDocument('damage', row.id);
  const fmt = useStockFormat();
  return (
    <Dialog open wide title={`${row.number} · ${row.reason ? t(`stock.reasons.${row.reason}`, { defaultValue: row.reason }) : ''}`} onClose={onClose}>
      {doc.isPending && <p role="status">…</p>}
      {doc.isError && (
        <p className="form-error" role="alert">
          {errorMessage(doc.error)}
        </p>
      )}
      {doc.data && (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('product.code')}</th>
              <th scope="col">{t('product.name')}</th>
              <th scope="col">{t('product.unit')}</th>
              <th scope="col">{t('transfer.unitQuantity')}</th>
              <th scope="col">{t('transfer.baseQuantity')}</th>
              <th scope="col">{t('transfer.cost')}</th>
            </tr>
          </thead>
          <tbody>
            {doc.data.lines.map((l) => (
              <tr key={l.line}>
                <td>{l.line}</td>
                <td>{l.code ?? l.productId}</td>
                <td>{l.name}</td>
                <td>{t(`product.units.${l.unit}`, { defaultValue: l.unit })}</td>
                <td>{l.unitQuantity}</td>
                <td>{fmt(l.quantity)}</td>
                <td>{l.cost}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}
