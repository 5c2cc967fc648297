import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { exportPages } from '../../../components/list/list-state';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { ReportPage } from '../../../components/report/ReportPage';
import { filterParams, periodParams } from '../../../components/report/report-url';
import { useReportState } from '../../../components/report/use-report-state';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { useMoney } from '../../../lib/money';
import { getStockInOut, type StockInOutRow, useStockInOut } from '../api/stock-reports';

/** Products drawn in the chart: the first ones of the page (the table holds them all). */
const CHART_ROWS = 20;

/**
 * Stock in and out (route ReportStockInOut, /report/stock-in-out; docs/reports.md): per product,
 * the quantity before the period, what came in, what went out, the net and the quantity after it,
 * for the whole company or one warehouse. Period and warehouse live in the address; a bar chart of
 * in and out above the table of the same rows; Excel gets every row.
 */
export default function ReportStockInOut() {
  const { t } = useTranslation();
  const { stock } = useMoney();
  const report = useReportState({ preset: 'month', filters: { warehouseId: '' } }, 200);
  const params = { ...periodParams(report.period), ...filterParams(report.filters) };
  const query = useStockInOut({ ...params, limit: report.limit, offset: report.offset });
  const data = query.data;

  const columns = useMemo<GridColumn<StockInOutRow>[]>(() => {
    const qty = (id: 'opening' | 'in' | 'out' | 'net' | 'closing'): GridColumn<StockInOutRow> => ({
      id, header: t(`reports.col.${id}`), value: (r) => r[id], format: (v) => stock(v as string), kind: 'decimal', width: 110,
    });
    return [
      { id: 'code', header: t('reports.col.code'), value: (r) => r.code ?? r.productId, width: 130, lockVisible: true },
      { id: 'name', header: t('reports.col.product'), value: (r) => r.name ?? '', flex: 1 },
      { id: 'unit', header: t('reports.col.unit'), value: (r) => r.unitLabel, width: 80 },
      qty('opening'), qty('in'), qty('out'), qty('net'), qty('closing'),
    ];
  }, [t, stock]);

  return (
    <ReportPage<StockInOutRow>
      titleId="report-stock-in-out-title"
      title={t('route.ReportStockInOut')}
      period={{ value: report.period, onChange: report.setPeriod }}
      filters={<WarehouseSelect label={t('reports.filter.warehouse')} allowAll {...report.bind('warehouseId')} />}
      help={report.filters.warehouseId ? t('reports.inOut.helpWarehouse') : t('reports.inOut.helpCompany')}
      totals={
        data
          ? [
              { label: t('reports.total.products'), value: String(data.total) },
              { label: t('reports.col.in'), value: stock(data.totals.in) },
              { label: t('reports.col.out'), value: stock(data.totals.out) },
              { label: t('reports.col.net'), value: stock(data.totals.net) },
            ]
          : undefined
      }
      chart={{
        title: t('reports.inOut.chart'),
        label: (r) => r.code ?? r.productId,
        series: [
          { label: t('reports.col.in'), value: (r) => r.in },
          { label: t('reports.col.out'), value: (r) => r.out },
        ],
        format: (v) => stock(v),
        rows: data?.rows.slice(0, CHART_ROWS),
      }}
      query={query}
      table="reportStockInOut"
      columns={columns}
      rows={data?.rows}
      getRowId={(r) => r.productId}
      pager={report.pager(data?.total)}
      exportAll={exportPages(({ limit, offset }) => getStockInOut({ ...params, limit, offset }), (a) => a.rows, (a) => a.total)}
    />
  );
}
