import { GIFT_BYS } from '@tradedesk/contracts/reports/stock-profit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { optionsOf, SelectFilter } from '../../../components/filters/FilterBar';
import { exportPages } from '../../../components/list/list-state';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { ReportPage } from '../../../components/report/ReportPage';
import { filterParams, periodParams } from '../../../components/report/report-url';
import { useReportState } from '../../../components/report/use-report-state';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { useMoney } from '../../../lib/money';
import { getGifts, type GiftParams, type GiftRow, useGifts } from '../api/stock-profit';

type GiftBy = (typeof GIFT_BYS)[number];

/**
 * Gifts (route ReportGift, /report/gift; docs/report-stock-profit.md): what committed sales gave
 * away as gifts over the period, per product, customer or salesperson: base units and their cost
 * when they left. Period and grouping in the address; a bar chart of the cost of the first 20
 * rows above the table; Excel gets every row.
 */
export default function ReportGift() {
  const { t } = useTranslation();
  const { stock, stockValue, costCurrency } = useMoney();
  const report = useReportState({ preset: 'month', filters: { by: 'product', warehouseId: '' } }, 200);
  const by: GiftBy = (GIFT_BYS as readonly string[]).includes(report.filters.by) ? (report.filters.by as GiftBy) : 'product';
  const params: Omit<GiftParams, 'limit' | 'offset'> = { ...periodParams(report.period), ...filterParams({ warehouseId: report.filters.warehouseId }), by };
  const query = useGifts({ ...params, limit: report.limit, offset: report.offset });
  const data = query.data;
  const nameOf = (r: GiftRow) => (by === 'customer' && r.key === '' ? t('stockProfit.gift.walkIn') : r.name || r.code || r.key);

  const columns = useMemo<GridColumn<GiftRow>[]>(
    () => [
      { id: 'code', header: t('reports.col.code'), value: (r) => r.code, width: 130, lockVisible: true },
      { id: 'name', header: t(`stockProfit.gift.by.${by}`), value: nameOf, flex: 1 },
      { id: 'quantity', header: t('reports.col.quantity'), value: (r) => r.quantity, format: (v) => stock(v as string), kind: 'decimal', width: 120 },
      { id: 'cost', header: `${t('stockProfit.col.giftCost')} (${costCurrency})`, value: (r) => r.cost, format: (v) => stockValue(v as string), kind: 'decimal', width: 150 },
      { id: 'lines', header: t('stockProfit.col.lines'), value: (r) => r.lines, kind: 'number', width: 90 },
      { id: 'orders', header: t('stockProfit.col.orders'), value: (r) => r.orders, kind: 'number', width: 90 },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, by, stock, stockValue, costCurrency],
  );

  return (
    <ReportPage<GiftRow>
      titleId="report-gift-title"
      title={t('route.ReportGift')}
      gridKey={by}
      period={{ value: report.period, onChange: report.setPeriod }}
      filters={
        <>
          <SelectFilter label={t('stockProfit.filter.per')} options={optionsOf(GIFT_BYS, (b) => t(`stockProfit.gift.by.${b}`))} value={by} onChange={(v) => report.set({ by: v || 'product' })} />
          <WarehouseSelect label={t('reports.filter.warehouse')} allowAll {...report.bind('warehouseId')} />
        </>
      }
      help={t('stockProfit.gift.help')}
      totals={
        data
          ? [
              { label: t('reports.col.quantity'), value: stock(data.totals.quantity) },
              { label: `${t('stockProfit.col.giftCost')} (${costCurrency})`, value: stockValue(data.totals.cost) },
              { label: t('stockProfit.col.lines'), value: String(data.totals.lines) },
              { label: t('stockProfit.col.orders'), value: String(data.totals.orders) },
            ]
          : undefined
      }
      chart={{
        title: t('stockProfit.gift.chart'),
        label: nameOf,
        series: [{ label: `${t('stockProfit.col.giftCost')} (${costCurrency})`, value: (r) => r.cost }],
        format: (v) => stockValue(v),
        rows: data?.rows.slice(0, 20),
      }}
      query={query}
      table="reportGift"
      columns={columns}
      rows={data?.rows}
      getRowId={(r) => r.key}
      pager={report.pager(data?.total)}
      exportAll={exportPages(({ limit, offset }) => getGifts({ ...params, limit, offset }), (a) => a.rows, (a) => a.total)}
    />
  );
}
