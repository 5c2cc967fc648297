import type { Product } from '@tradedesk/contracts/catalog/products';
import { MOVEMENT_KINDS, type MovementKind } from '@tradedesk/contracts/inventory/stock';
import type { InOut, StockChangeRow } from '@tradedesk/contracts/inventory/stock-views';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateRange, presetRange } from '../../../components/filters/date-range';
import { DateRangeFilter } from '../../../components/filters/DateRangeFilter';
import { FilterBar } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { exportPages, useListFilters } from '../../../components/list/list-state';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { useCompanyOffset } from '../../../lib/company-time';
import { getStockChanges, useStockChanges } from '../api/stock-views';
import { addDays, isBusinessDay } from '@tradedesk/contracts/platform/company-time';
import { ProductPicker } from '../../../components/pickers/ProductPicker';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { useStockFormat } from '../use-stock-decimals';
import { useMoney } from '../../../lib/money';

/** Kinds that are not in use in this product yet start hidden (the column layout can show them). */
const RARE: readonly MovementKind[] = ['production-out', 'production-in', 'allocation-out', 'allocation-in'];
const net = (k: InOut | undefined) => k?.net ?? null;

/**
 * Stock change (route ProductStockChange, /product/stock-change): for a warehouse or all, over
 * business days from..to (both included on screen; the API takes [from, to)), per product the
 * opening balance, what came in and went out by movement kind, the closing balance and values.
 */
export default function ProductStockChange() {
  const { t } = useTranslation();
  const offset = useCompanyOffset();
  // This month so far, at the company's day.
  const { filters, bind, limit, offset: rowOffset, pager } = useListFilters<{ warehouseId: string; product: Product | null; period: DateRange }>(
    () => ({ warehouseId: '', product: null, period: presetRange('month', Date.now(), offset) }),
    200,
  );
  const fmt = useStockFormat();
  const { stockValue } = useMoney();
  const money = (v: unknown) => stockValue(v as string | null | undefined);
  const { from, to } = filters.period;
  const valid = isBusinessDay(from) && isBusinessDay(to) && from <= to;
  const query = valid ? { warehouseId: filters.warehouseId || undefined, productId: filters.product?.id, from, to: addDays(to, 1) } : null;
  const report = useStockChanges(query ? { ...query, limit, offset: rowOffset } : null);

  const columns = useMemo<GridColumn<StockChangeRow>[]>(() => {
    const qty = (id: string, header: string, value: (r: StockChangeRow) => string | null, extra: Partial<GridColumn<StockChangeRow>> = {}): GridColumn<StockChangeRow> => ({
      id,
      header,
      value,
      format: (v) => fmt(v),
      kind: 'decimal',
      width: 105,
      ...extra,
    });
    const val = (id: string, header: string, value: (r: StockChangeRow) => string): GridColumn<StockChangeRow> => ({ id, header, value, format: (v) => money(v), kind: 'decimal', width: 115 });
    return [
      { id: 'code', header: t('product.code'), value: (r) => r.code ?? r.productId, width: 130, lockVisible: true },
      { id: 'name', header: t('product.name'), value: (r) => r.name ?? '', width: 190 },
      { id: 'unitLabel', header: t('count.unitLabel'), value: (r) => r.unitLabel, width: 70, hiddenByDefault: true },
      qty('opening', t('stockChange.opening'), (r) => r.opening),
      ...MOVEMENT_KINDS.map((k) => qty(`kind-${k}`, t(`stock.kinds.${k}`), (r) => net(r.kinds[k]), { hiddenByDefault: RARE.includes(k) })),
      qty('totalIn', t('stockChange.totalIn'), (r) => r.totalIn),
      qty('totalOut', t('stockChange.totalOut'), (r) => r.totalOut),
      qty('closing', t('stockChange.closing'), (r) => r.closing, { lockVisible: true }),
      val('openingValue', t('stockChange.openingValue'), (r) => r.openingValue),
      val('inValue', t('stockChange.inValue'), (r) => r.inValue),
      val('outValue', t('stockChange.outValue'), (r) => r.outValue),
      val('closingValue', t('stockChange.closingValue'), (r) => r.closingValue),
    ];
  }, [t, fmt]);
  const totals = report.data?.totals;

  return (
    <ListPage<StockChangeRow>
      titleId="stock-change-title"
      title={t('route.ProductStockChange')}
      filters={
        <>
          <FilterBar>
            <WarehouseSelect label={t('stock.warehouse')} {...bind('warehouseId')} allowAll />
            <ProductPicker label={t('stock.product')} value={filters.product} onPick={bind('product').onChange} allowAll />
            <DateRangeFilter {...bind('period')} fromLabel={t('stockChange.from')} toLabel={t('stockChange.to')} />
          </FilterBar>
          <p className="muted">{t('stockChange.help')}</p>
          {!valid && (
            <p className="form-error" role="alert">
              {t('stockChange.badPeriod')}
            </p>
          )}
          {totals && (
            <dl className="facts card" aria-label={t('stockChange.totals')}>
              <dt>{t('stockChange.opening')}</dt>
              <dd>{`${fmt(totals.opening)} · ${money(totals.openingValue)}`}</dd>
              <dt>{t('stockChange.totalIn')}</dt>
              <dd>{`${fmt(totals.totalIn)} · ${money(totals.inValue)}`}</dd>
              <dt>{t('stockChange.totalOut')}</dt>
              <dd>{`${fmt(totals.totalOut)} · ${money(totals.outValue)}`}</dd>
              <dt>{t('stockChange.closing')}</dt>
              <dd>{`${fmt(totals.closing)} · ${money(totals.closingValue)}`}</dd>
            </dl>
          )}
        </>
      }
      query={report}
      loading={valid && report.isPending}
      table="productStockChange"
      columns={columns}
      rows={valid ? report.data?.rows : []}
      getRowId={(r) => r.productId}
      pager={pager(report.data?.total)}
      exportAll={query ? exportPages(({ limit: l, offset: o }) => getStockChanges({ ...query, limit: l, offset: o }), (a) => a.rows, (a) => a.total) : undefined}
    />
  );
}
