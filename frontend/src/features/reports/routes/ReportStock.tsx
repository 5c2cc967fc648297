import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckFilter } from '../../../components/filters/FilterBar';
import { DayInput } from '../../../components/form/DayInput';
import { exportPages } from '../../../components/list/list-state';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { ReportPage } from '../../../components/report/ReportPage';
import { filterParams } from '../../../components/report/report-url';
import { useReportState } from '../../../components/report/use-report-state';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { useMoney } from '../../../lib/money';
import { getStockReport, type StockReportParams, type StockReportRow, useStockReport } from '../api/stock-reports';

/**
 * Stock report (route ReportStock, /report/stock; docs/reports.md): stock per warehouse and product
 * with its value at cost, now or at the end of a past business day. The filters live in the
 * address (?asOf=2026-01-31&warehouseId=…&zero=true); Excel gets every row.
 */
export default function ReportStock() {
  const { t } = useTranslation();
  const { stock, stockValue, costCurrency } = useMoney();
  const asOfId = useId();
  const report = useReportState({ preset: null, filters: { asOf: '', warehouseId: '', zero: '' } }, 200);
  const { asOf, warehouseId, zero } = report.filters;
  const params: Omit<StockReportParams, 'limit' | 'offset'> = { ...filterParams({ asOf, warehouseId }), ...(zero === 'true' ? { zero: 'true' as const } : {}) };
  const query = useStockReport({ ...params, limit: report.limit, offset: report.offset });
  const data = query.data;

  const columns = useMemo<GridColumn<StockReportRow>[]>(
    () => [
      { id: 'warehouse', header: t('reports.col.warehouse'), value: (r) => (r.warehouseCode ? `${r.warehouseCode} · ${r.warehouseName ?? ''}` : r.warehouseId), width: 180 },
      { id: 'code', header: t('reports.col.code'), value: (r) => r.code ?? r.productId, width: 130, lockVisible: true },
      { id: 'name', header: t('reports.col.product'), value: (r) => r.name ?? '', flex: 1 },
      { id: 'unit', header: t('reports.col.unit'), value: (r) => r.unitLabel, width: 80 },
      { id: 'quantity', header: t('reports.col.quantity'), value: (r) => r.quantity, format: (v) => stock(v as string), kind: 'decimal', width: 110 },
      { id: 'unitCost', header: `${t('reports.col.unitCost')} (${costCurrency})`, value: (r) => r.unitCost ?? '', format: (v) => stockValue(v as string), kind: 'decimal', width: 130 },
      { id: 'value', header: `${t('reports.col.value')} (${costCurrency})`, value: (r) => r.value, format: (v) => stockValue(v as string), kind: 'decimal', width: 140 },
    ],
    [t, stock, stockValue, costCurrency],
  );

  return (
    <ReportPage<StockReportRow>
      titleId="report-stock-title"
      title={t('route.ReportStock')}
      filters={
        <>
          <div className="field">
            <label htmlFor={asOfId}>{t('reports.filter.asOf')}</label>
            <DayInput id={asOfId} value={asOf} onChange={(day) => report.set({ asOf: day })} />
          </div>
          <WarehouseSelect label={t('reports.filter.warehouse')} allowAll {...report.bind('warehouseId')} />
          <CheckFilter label={t('reports.filter.zero')} checked={zero === 'true'} onChange={(on) => report.set({ zero: on ? 'true' : '' })} />
        </>
      }
      help={asOf ? t('reports.stock.helpAsOf', { day: asOf }) : t('reports.stock.helpNow')}
      totals={
        data
          ? [
              { label: t('reports.total.rows'), value: String(data.total) },
              { label: t('reports.col.quantity'), value: stock(data.totals.quantity) },
              { label: `${t('reports.col.value')} (${costCurrency})`, value: stockValue(data.totals.value) },
            ]
          : undefined
      }
      query={query}
      table="reportStock"
      columns={columns}
      rows={data?.rows}
      getRowId={(r) => `${r.warehouseId}:${r.productId}`}
      pager={report.pager(data?.total)}
      exportAll={exportPages(({ limit, offset }) => getStockReport({ ...params, limit, offset }), (a) => a.rows, (a) => a.total)}
    />
  );
}
