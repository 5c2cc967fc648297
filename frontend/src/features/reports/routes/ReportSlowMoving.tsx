import { SLOW_MOVING_BYS } from '@tradedesk/contracts/reports/stock-profit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { optionsOf, SelectFilter, TextFilter } from '../../../components/filters/FilterBar';
import { exportPages } from '../../../components/list/list-state';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { ReportPage } from '../../../components/report/ReportPage';
import { filterParams } from '../../../components/report/report-url';
import { useReportState } from '../../../components/report/use-report-state';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { useMoney } from '../../../lib/money';
import { getSlowMoving, type SlowMovingParams, type SlowMovingRow, useSlowMoving } from '../api/stock-profit';

/** A whole number typed in a filter box, or '' (the server's default). */
const whole = (text: string) => (/^\d+$/.test(text.trim()) ? text.trim() : '');

/**
 * Slow moving stock (route ReportSlowMoving, /report/slow-moving; docs/report-stock-profit.md):
 * products with stock that did not sell for N days (default 90) or sold below a sell-through, per
 * product or per product x warehouse, largest stock value first, with the days since the last
 * sale and the last receipt. Filters in the address; a bar chart of the value of the first 20
 * rows above the table; Excel gets every row.
 */
export default function ReportSlowMoving() {
  const { t } = useTranslation();
  const { stock, stockValue, costCurrency } = useMoney();
  const report = useReportState({ preset: null, filters: { days: '90', sellThrough: '', by: 'product', warehouseId: '' } }, 200);
  const by = report.filters.by === 'warehouse' ? 'warehouse' : 'product';
  const params: Omit<SlowMovingParams, 'limit' | 'offset'> = {
    ...filterParams({ days: whole(report.filters.days), sellThrough: whole(report.filters.sellThrough), warehouseId: report.filters.warehouseId }),
    by,
  };
  const query = useSlowMoving({ ...params, limit: report.limit, offset: report.offset });
  const data = query.data;
  const label = (r: SlowMovingRow) => (r.warehouseCode ? `${r.code} · ${r.warehouseCode}` : r.code);

  const columns = useMemo<GridColumn<SlowMovingRow>[]>(
    () => [
      { id: 'code', header: t('reports.col.code'), value: (r) => r.code, width: 130, lockVisible: true },
      { id: 'name', header: t('reports.col.product'), value: (r) => r.name, flex: 1 },
      { id: 'category', header: t('stockProfit.col.category'), value: (r) => r.categoryName ?? '', width: 140 },
      ...(by === 'warehouse' ? [{ id: 'warehouse', header: t('reports.col.warehouse'), value: (r: SlowMovingRow) => `${r.warehouseCode ?? ''} · ${r.warehouseName ?? ''}`, width: 170 }] : []),
      { id: 'onHand', header: t('stockProfit.col.onHand'), value: (r) => r.onHand, format: (v) => stock(v as string), kind: 'decimal', width: 110 },
      { id: 'value', header: `${t('reports.col.value')} (${costCurrency})`, value: (r) => r.stockValue, format: (v) => stockValue(v as string), kind: 'decimal', width: 140 },
      { id: 'sold', header: t('stockProfit.col.sold'), value: (r) => r.sold, format: (v) => stock(v as string), kind: 'decimal', width: 100 },
      { id: 'sellThrough', header: t('stockProfit.col.sellThrough'), value: (r) => r.sellThrough, kind: 'number', width: 110 },
      { id: 'lastSale', header: t('stockProfit.col.lastSale'), value: (r) => r.lastSaleDay ?? t('stockProfit.never'), width: 120 },
      { id: 'daysSince', header: t('stockProfit.col.daysSinceSale'), value: (r) => (r.daysSinceSale === null ? '' : r.daysSinceSale), kind: 'number', width: 120 },
      { id: 'lastReceipt', header: t('stockProfit.col.lastReceipt'), value: (r) => r.lastReceiptDay ?? t('stockProfit.never'), width: 120 },
      { id: 'reason', header: t('stockProfit.col.reason'), value: (r) => t(`stockProfit.reason.${r.reason}`), width: 150 },
    ],
    [t, by, stock, stockValue, costCurrency],
  );

  return (
    <ReportPage<SlowMovingRow>
      titleId="report-slow-moving-title"
      title={t('route.ReportSlowMoving')}
      filters={
        <>
          <TextFilter label={t('stockProfit.filter.days')} size={5} maxLength={4} value={report.filters.days} onChange={(v) => report.set({ days: v })} />
          <TextFilter label={t('stockProfit.filter.sellThrough')} size={5} maxLength={4} value={report.filters.sellThrough} onChange={(v) => report.set({ sellThrough: v })} />
          <SelectFilter label={t('stockProfit.filter.per')} options={optionsOf(SLOW_MOVING_BYS, (b) => t(`stockProfit.slow.by.${b}`))} value={by} onChange={(v) => report.set({ by: v || 'product' })} />
          <WarehouseSelect label={t('reports.filter.warehouse')} allowAll {...report.bind('warehouseId')} />
        </>
      }
      help={data?.day ? t('stockProfit.slow.help', { from: data.from, day: data.day }) : undefined}
      totals={
        data
          ? [
              { label: t('reports.total.rows'), value: String(data.total) },
              { label: t('stockProfit.col.onHand'), value: stock(data.totals.onHand) },
              { label: `${t('reports.col.value')} (${costCurrency})`, value: stockValue(data.totals.stockValue) },
            ]
          : undefined
      }
      chart={{
        title: t('stockProfit.slow.chart'),
        label,
        series: [{ label: `${t('reports.col.value')} (${costCurrency})`, value: (r) => r.stockValue }],
        format: (v) => stockValue(v),
        rows: data?.rows.slice(0, 20),
      }}
      query={query}
      table="reportSlowMoving"
      gridKey={by}
      columns={columns}
      rows={data?.rows}
      getRowId={(r) => `${r.productId}:${r.warehouseId ?? ''}`}
      pager={report.pager(data?.total)}
      exportAll={exportPages(({ limit, offset }) => getSlowMoving({ ...params, limit, offset }), (a) => a.rows, (a) => a.total)}
    />
  );
}
