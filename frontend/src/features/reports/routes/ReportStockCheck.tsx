import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckFilter } from '../../../components/filters/FilterBar';
import { exportPages } from '../../../components/list/list-state';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { ReportPage } from '../../../components/report/ReportPage';
import { filterParams, periodParams } from '../../../components/report/report-url';
import { useReportState } from '../../../components/report/use-report-state';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { useCompanyTime } from '../../../lib/company-time';
import { useMoney } from '../../../lib/money';
import { getStockCheckReport, type StockCheckReportRow, useStockCheckReport } from '../api/stock-movement-reports';

/**
 * Stock check (route ReportStockCheck, /report/stock-check; docs/reports.md "Transfers and damage"):
 * what the stock counts posted in the period found: per count and product the book quantity, the
 * counted one, the difference and its value at cost; gains and losses apart in the totals.
 * Period, warehouse and "lines without a difference too" in the address; Excel gets every line.
 */
export default function ReportStockCheck() {
  const { t } = useTranslation();
  const { stock, money } = useMoney();
  const when = useCompanyTime();
  const report = useReportState({ preset: 'month', filters: { warehouseId: '', all: '' } }, 200);
  const params = { ...periodParams(report.period), ...filterParams({ warehouseId: report.filters.warehouseId, all: report.filters.all === 'true' ? 'true' : '' }) };
  const query = useStockCheckReport({ ...params, limit: report.limit, offset: report.offset });
  const data = query.data;
  const currency = data?.currency ?? '';

  const columns = useMemo<GridColumn<StockCheckReportRow>[]>(() => {
    const qty = (id: 'book' | 'counted' | 'difference'): GridColumn<StockCheckReportRow> => ({
      id, header: t(`reportsMore.col.${id}`), value: (r) => r[id], format: (v) => stock(v as string), kind: 'decimal', width: 110,
    });
    return [
      { id: 'at', header: t('reportsMore.col.at'), value: (r) => r.at, format: (v) => when(v as string), width: 150, lockVisible: true },
      { id: 'number', header: t('reportsMore.col.document'), value: (r) => r.number, width: 150 },
      { id: 'warehouse', header: t('reports.col.warehouse'), value: (r) => r.warehouseCode ?? r.warehouseId, width: 120 },
      { id: 'code', header: t('reports.col.code'), value: (r) => r.code ?? r.productId, width: 120 },
      { id: 'name', header: t('reports.col.product'), value: (r) => r.name ?? '', flex: 1 },
      qty('book'), qty('counted'), qty('difference'),
      { id: 'value', header: `${t('reports.col.value')} (${currency})`, value: (r) => r.value, format: (v) => money(v as string, currency), kind: 'decimal', width: 130 },
    ];
  }, [t, when, stock, money, currency]);

  return (
    <ReportPage<StockCheckReportRow>
      titleId="report-stock-check-title"
      title={t('route.ReportStockCheck')}
      period={{ value: report.period, onChange: report.setPeriod }}
      filters={
        <>
          <WarehouseSelect label={t('reports.filter.warehouse')} allowAll {...report.bind('warehouseId')} />
          <CheckFilter label={t('reportsMore.check.all')} checked={report.filters.all === 'true'} onChange={(on) => report.set({ all: on ? 'true' : '' })} />
        </>
      }
      help={t('reportsMore.check.help')}
      totals={
        data
          ? [
              { label: t('reportsMore.total.counts'), value: String(data.totals.counts) },
              { label: t('reportsMore.total.gain'), value: stock(data.totals.gain) },
              { label: t('reportsMore.total.loss'), value: stock(data.totals.loss) },
              { label: t('reportsMore.col.difference'), value: stock(data.totals.net) },
              { label: `${t('reports.col.value')} (${currency})`, value: money(data.totals.value, currency) },
            ]
          : undefined
      }
      query={query}
      table="reportStockCheck"
      columns={columns}
      rows={data?.rows}
      getRowId={(r) => `${r.countId}-${r.productId}`}
      pager={report.pager(data?.total)}
      exportAll={exportPages(({ limit, offset }) => getStockCheckReport({ ...params, limit, offset }), (a) => a.rows, (a) => a.total)}
    />
  );
}
