import { PURCHASE_REPORT_GROUPS, type PurchaseReportGroup } from '@tradedesk/contracts/reports/purchase-reports';
import { displayDay } from '@tradedesk/contracts/platform/company-time';
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
import { getPurchaseReport, type PurchaseReportRow, usePurchaseReport } from '../api/purchase-reports';
import { ReportSupplierSelect } from '../components/ReportSupplierSelect';

/** Groups drawn in the chart: the first ones of the page (the table holds them all). */
const CHART_ROWS = 31;

/**
 * Purchases (route ReportPurchase, /report/purchase; docs/reports.md "Purchase reports"): goods
 * received from suppliers over a period per business day, month, supplier or warehouse: value
 * received, value returned, net and base units, at cost. Period, grouping, supplier and warehouse
 * live in the address; a bar chart of received and returned above the table of the same rows;
 * Excel gets every row.
 */
export default function ReportPurchase() {
  const { t } = useTranslation();
  const { stock, money } = useMoney();
  const report = useReportState({ preset: 'month', filters: { by: 'day', supplierId: '', warehouseId: '' } }, 200);
  const by: PurchaseReportGroup = (PURCHASE_REPORT_GROUPS as readonly string[]).includes(report.filters.by) ? (report.filters.by as PurchaseReportGroup) : 'day';
  const params = { ...periodParams(report.period), ...filterParams({ supplierId: report.filters.supplierId, warehouseId: report.filters.warehouseId }), by };
  const query = usePurchaseReport({ ...params, limit: report.limit, offset: report.offset });
  const data = query.data;
  const currency = data?.currency ?? '';
  const cash = (v: string) => money(v, currency);
  const label = (r: PurchaseReportRow) =>
    by === 'day' ? displayDay(r.key) : by === 'month' ? r.key : r.key === '' ? t('reportsMore.purchase.noSupplier') : `${r.code ?? r.key} · ${r.name ?? ''}`;

  const columns = useMemo<GridColumn<PurchaseReportRow>[]>(() => {
    const value = (id: 'received' | 'returned' | 'net'): GridColumn<PurchaseReportRow> => ({
      id, header: `${t(`reportsMore.col.${id}`)} (${currency})`, value: (r) => r[id], format: (v) => cash(v as string), kind: 'decimal', width: 140,
    });
    return [
      { id: 'group', header: t(`reportsMore.purchase.by.${by}`), value: label, flex: 1, lockVisible: true },
      { id: 'orders', header: t('reportsMore.col.orders'), value: (r) => r.orders, kind: 'number', width: 100 },
      { id: 'quantity', header: t('reports.col.quantity'), value: (r) => r.quantity, format: (v) => stock(v as string), kind: 'decimal', width: 120 },
      value('received'), value('returned'), value('net'),
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, by, currency, stock, money]);

  return (
    <ReportPage<PurchaseReportRow>
      titleId="report-purchase-title"
      title={t('route.ReportPurchase')}
      gridKey={by}
      period={{ value: report.period, onChange: report.setPeriod }}
      filters={
        <>
          <SelectFilter label={t('reportsMore.purchase.per')} options={optionsOf(PURCHASE_REPORT_GROUPS, (g) => t(`reportsMore.purchase.by.${g}`))} value={by} onChange={(v) => report.set({ by: v || 'day' })} />
          <ReportSupplierSelect {...report.bind('supplierId')} />
          <WarehouseSelect label={t('reports.filter.warehouse')} allowAll {...report.bind('warehouseId')} />
        </>
      }
      help={t('reportsMore.purchase.help')}
      totals={
        data
          ? [
              { label: t('reportsMore.col.orders'), value: String(data.totals.orders) },
              { label: t('reports.col.quantity'), value: stock(data.totals.quantity) },
              { label: `${t('reportsMore.col.received')} (${currency})`, value: cash(data.totals.received) },
              { label: `${t('reportsMore.col.returned')} (${currency})`, value: cash(data.totals.returned) },
              { label: `${t('reportsMore.col.net')} (${currency})`, value: cash(data.totals.net) },
            ]
          : undefined
      }
      chart={{
        title: t('reportsMore.purchase.chart'),
        label,
        series: [
          { label: t('reportsMore.col.received'), value: (r) => r.received },
          { label: t('reportsMore.col.returned'), value: (r) => r.returned },
        ],
        format: (v) => cash(v),
        rows: data?.rows.slice(0, CHART_ROWS),
      }}
      query={query}
      table="reportPurchase"
      columns={columns}
      rows={data?.rows}
      getRowId={(r) => r.key}
      pager={report.pager(data?.total)}
      exportAll={exportPages(({ limit, offset }) => getPurchaseReport({ ...params, limit, offset }), (a) => a.rows, (a) => a.total)}
    />
  );
}
