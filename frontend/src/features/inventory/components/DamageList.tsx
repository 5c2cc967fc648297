import { DAMAGE_REASONS, type DamageReason } from '@tradedesk/contracts/inventory/stock';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANY_TIME, type DateRange } from '../../../components/filters/date-range';
import { DateRangeFilter, useRangeInstants } from '../../../components/filters/DateRangeFilter';
import { FilterBar, optionsOf, SelectFilter } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { buttonsColumn } from '../../../components/list/row-buttons';
import { chosen, exportPages, useListFilters } from '../../../components/list/list-state';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { Dialog } from '../../../components/ui/Dialog';
import { errorMessage } from '../../../lib/api';
import { getStockDocuments, type StockDocumentRow, useStockDocument, useStockDocuments } from '../api/stock-documents';
import { useStockFormat } from '../use-stock-decimals';
import { HistoryDialog } from './HistoryDialog';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { useMoney } from '../../../lib/money';

/** The write-offs recorded so far (GET /be/api/stock/damages), with their reasons, lines and history. */
export function DamageList() {
  const { t } = useTranslation();
  const { filters, bind, limit, offset, pager } = useListFilters<{ warehouseId: string; reason: DamageReason | ''; period: DateRange }>({ warehouseId: '', reason: '', period: ANY_TIME });
  const [lines, setLines] = useState<StockDocumentRow | null>(null);
  const [history, setHistory] = useState<StockDocumentRow | null>(null);
  const fmt = useStockFormat();
  const query = {
    warehouseId: filters.warehouseId || undefined,
    reason: chosen(filters.reason),
    ...useRangeInstants(filters.period),
  };
  const list = useStockDocuments('damage', { ...query, limit, offset });

  const columns = useMemo<GridColumn<StockDocumentRow>[]>(
    () => [
      buttonsColumn<StockDocumentRow>('actions', t('transfer.actions'), [
        { label: t('stock.lines'), onClick: setLines, ariaLabel: (r) => t('damageList.linesOf', { number: r.number }) },
        { label: t('stockHistory.history'), onClick: setHistory, ariaLabel: (r) => t('stockHistory.historyOf', { document: r.number }) },
      ]),
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
    <ListPage<StockDocumentRow>
      card
      titleId="damage-list-title"
      title={t('damageList.title')}
      filters={
        <FilterBar>
          <WarehouseSelect label={t('damageList.warehouseFilter')} {...bind('warehouseId')} allowAll />
          <SelectFilter label={t('damageList.reasonFilter')} allLabel={t('form.all')} options={optionsOf(DAMAGE_REASONS, (r) => t(`stock.reasons.${r}`))} {...bind('reason')} />
          <DateRangeFilter {...bind('period')} />
        </FilterBar>
      }
      query={list}
      table="stockDamageList"
      columns={columns}
      rows={list.data?.rows}
      getRowId={(r) => r.id}
      onRowActivated={setLines}
      height={360}
      pager={pager(list.data?.total)}
      exportAll={exportPages(({ limit, offset }) => getStockDocuments('damage', { ...query, limit, offset }), (a) => a.rows, (a) => a.total)}
    >
      {lines && <DamageLines row={lines} onClose={() => setLines(null)} />}
      {history && <HistoryDialog path={`/api/stock/damages/${encodeURIComponent(history.id)}/history`} title={history.number} onClose={() => setHistory(null)} />}
    </ListPage>
  );
}

function DamageLines({ row, onClose }: { row: StockDocumentRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { quantity: qtyText } = useMoney();
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
                <td>{qtyText(l.unitQuantity)}</td>
                <td>{fmt(l.quantity)}</td>
                <td>{qtyText(l.cost)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}
