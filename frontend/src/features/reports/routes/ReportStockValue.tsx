import { STOCK_VALUE_GROUPS, type StockValueGroup } from '@tradedesk/contracts/reports/stock-reports';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { optionsOf, SelectFilter } from '../../../components/filters/FilterBar';
import { DayInput } from '../../../components/form/DayInput';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { ReportPage } from '../../../components/report/ReportPage';
import { filterParams } from '../../../components/report/report-url';
import { useReportState } from '../../../components/report/use-report-state';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { useMoney } from '../../../lib/money';
import { type StockValueGroupRow, useStockValueReport } from '../api/stock-reports';

/**
 * Stock value (route ReportStockValue, /report/stock-value; docs/reports.md): the value of the
 * stock at cost per warehouse or per product category, now or at the end of a past day, largest
 * first, as a bar chart above the table of the same groups. Every group comes in one answer, so
 * the grid's export holds them all. Filters in the address (?by=category&asOf=…).
 */
export default function ReportStockValue() {
  const { t } = useTranslation();
  const { stock, stockValue, costCurrency } = useMoney();
  const asOfId = useId();
  const report = useReportState({ preset: null, filters: { by: 'warehouse', asOf: '', warehouseId: '' } });
  const by: StockValueGroup = report.filters.by === 'category' ? 'category' : 'warehouse';
  const query = useStockValueReport({ ...filterParams({ asOf: report.filters.asOf, warehouseId: report.filters.warehouseId }), by });
  const data = query.data;
  const nameOf = (r: StockValueGroupRow) => (by === 'warehouse' ? `${r.code ?? r.key} · ${r.name ?? ''}` : r.key === '' ? t('reports.stockValue.noCategory') : (r.name ?? r.key));

  const columns = useMemo<GridColumn<StockValueGroupRow>[]>(
    () => [
      { id: 'group', header: t(`reports.stockValue.by.${by}`), value: nameOf, flex: 1, lockVisible: true },
      { id: 'products', header: t('reports.total.products'), value: (r) => r.products, kind: 'number', width: 110 },
      { id: 'quantity', header: t('reports.col.quantity'), value: (r) => r.quantity, format: (v) => stock(v as string), kind: 'decimal', width: 120 },
      { id: 'value', header: `${t('reports.col.value')} (${costCurrency})`, value: (r) => r.value, format: (v) => stockValue(v as string), kind: 'decimal', width: 150 },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, by, stock, stockValue, costCurrency],
  );

  return (
    <ReportPage<StockValueGroupRow>
      titleId="report-stock-value-title"
      title={t('route.ReportStockValue')}
      gridKey={by}
      filters={
        <>
          <SelectFilter label={t('reports.stockValue.per')} options={optionsOf(STOCK_VALUE_GROUPS, (g) => t(`reports.stockValue.by.${g}`))} value={by} onChange={(v) => report.set({ by: v || 'warehouse' })} />
          <div className="field">
            <label htmlFor={asOfId}>{t('reports.filter.asOf')}</label>
            <DayInput id={asOfId} value={report.filters.asOf} onChange={(day) => report.set({ asOf: day })} />
          </div>
          <WarehouseSelect label={t('reports.filter.warehouse')} allowAll {...report.bind('warehouseId')} />
        </>
      }
      help={report.filters.asOf ? t('reports.stock.helpAsOf', { day: report.filters.asOf }) : t('reports.stock.helpNow')}
      totals={data ? [{ label: t('reports.col.quantity'), value: stock(data.totals.quantity) }, { label: `${t('reports.col.value')} (${costCurrency})`, value: stockValue(data.totals.value) }] : undefined}
      chart={{
        title: t('route.ReportStockValue'),
        label: nameOf,
        series: [{ label: `${t('reports.col.value')} (${costCurrency})`, value: (r) => r.value }],
        format: (v) => stockValue(v),
        rows: data?.rows.slice(0, 20),
      }}
      query={query}
      table="reportStockValue"
      columns={columns}
      rows={data?.rows}
      getRowId={(r) => r.key}
    />
  );
}
