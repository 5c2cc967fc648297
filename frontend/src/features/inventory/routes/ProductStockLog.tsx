import type { Product } from '@tradedesk/contracts/catalog/products';
import { MOVEMENT_KINDS, type MovementKind } from '@tradedesk/contracts/inventory/stock';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANY_TIME, type DateRange } from '../../../components/filters/date-range';
import { DateRangeFilter, useRangeInstants } from '../../../components/filters/DateRangeFilter';
import { FilterBar, optionsOf, SelectFilter } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { buttonsColumn } from '../../../components/list/row-buttons';
import { chosen, exportPages, useListFilters } from '../../../components/list/list-state';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { getStockLog, type StockLogRow, useStockLog } from '../api/stock';
import { ProductPicker } from '../../../components/pickers/ProductPicker';
import { ReplayPanel } from '../components/ReplayPanel';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { useStockFormat } from '../use-stock-decimals';

type Row = Omit<StockLogRow, 'warehouseName' | 'code' | 'name'> & { warehouseName: string; code: string; name: string };

interface Filters {
  warehouseId: string;
  product: Product | null;
  kind: MovementKind | '';
  period: DateRange;
}

/** Stock log (route ProductStockLog, /product/stock-log): every movement with its running balance; replay per product. */
export default function ProductStockLog() {
  const { t } = useTranslation();
  const { filters, bind, limit, offset, pager } = useListFilters<Filters>({ warehouseId: '', product: null, kind: '', period: ANY_TIME }, 200);
  const [replaying, setReplaying] = useState<Row | null>(null);
  const fmt = useStockFormat();
  const query = {
    warehouseId: filters.warehouseId || undefined,
    productId: filters.product?.id,
    kind: chosen(filters.kind),
    ...useRangeInstants(filters.period),
  };
  const list = useStockLog({ ...query, limit, offset });
  // The answer carries the names (joined on the server), so any number of products is labelled.
  const rows = useMemo<Row[] | undefined>(() => list.data?.rows.map(shownRow), [list.data]);
  const columns = useMemo<GridColumn<Row>[]>(
    () => [
      buttonsColumn<Row>('replay', t('stock.replay'), [{ label: t('stock.replay'), onClick: setReplaying, ariaLabel: (r) => t('stock.replayOf', { product: `${r.code} · ${r.name}` }) }], 90),
      { id: 'movedAt', header: t('stock.movedAt'), value: (r) => r.movedAt, kind: 'datetime', width: 150, lockVisible: true },
      { id: 'warehouse', header: t('stock.warehouse'), value: (r) => r.warehouseName, width: 140 },
      { id: 'zone', header: t('zoneStock.zone'), value: (r) => r.zoneCode ?? '', width: 90, hiddenByDefault: true },
      { id: 'code', header: t('product.code'), value: (r) => r.code, width: 120 },
      { id: 'name', header: t('product.name'), value: (r) => r.name, width: 180 },
      { id: 'kind', header: t('stock.kind'), value: (r) => t(`stock.kinds.${r.kind}`, { defaultValue: r.kind }), width: 120 },
      { id: 'quantity', header: t('stock.change'), value: (r) => r.quantity, format: (v) => fmt(v), kind: 'decimal', width: 100 },
      { id: 'balanceAfter', header: t('stock.balanceAfter'), value: (r) => r.balanceAfter, format: (v) => fmt(v), kind: 'decimal', width: 110 },
      { id: 'document', header: t('stock.document'), value: (r) => r.source.number, width: 150 },
      { id: 'reason', header: t('stock.reason'), value: (r) => (r.reason ? t(`stock.reasons.${r.reason}`, { defaultValue: r.reason }) : ''), width: 110 },
      { id: 'who', header: t('stock.who'), value: (r) => r.username ?? r.userId, width: 110 },
    ],
    [t, fmt],
  );

  return (
    <ListPage<Row>
      titleId="stock-log-title"
      title={t('route.ProductStockLog')}
      filters={
        <FilterBar>
          <WarehouseSelect label={t('stock.warehouse')} {...bind('warehouseId')} allowAll />
          <ProductPicker label={t('stock.product')} value={filters.product} onPick={bind('product').onChange} allowAll />
          <SelectFilter label={t('stock.kind')} allLabel={t('form.all')} options={optionsOf(MOVEMENT_KINDS, (k) => t(`stock.kinds.${k}`))} {...bind('kind')} />
          <DateRangeFilter {...bind('period')} />
        </FilterBar>
      }
      query={list}
      table="productStockLog"
      columns={columns}
      rows={rows}
      getRowId={(r) => `${r.position}/${r.line}`}
      onRowActivated={(r) => setReplaying(r)}
      rowActions={[{ label: t('stock.replay'), run: setReplaying }]}
      pager={pager(list.data?.total)}
      exportAll={exportPages(({ limit, offset }) => getStockLog({ ...query, limit, offset }), (a) => a.rows.map(shownRow), (a) => a.total)}
    >
      {replaying && (
        <ReplayPanel
          warehouseId={replaying.warehouseId}
          productId={replaying.productId}
          title={`${replaying.code} · ${replaying.name} · ${replaying.warehouseName}`}
          onClose={() => setReplaying(null)}
        />
      )}
    </ListPage>
  );
}

/** A log row as the grid shows it: the names the server joined, or the ids when one is gone. */
function shownRow(r: StockLogRow): Row {
  return { ...r, warehouseName: r.warehouseName ?? r.warehouseId, code: r.code ?? r.productId, name: r.name ?? '' };
}
