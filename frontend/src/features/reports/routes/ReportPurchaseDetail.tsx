import { PURCHASE_LINE_KINDS } from '@tradedesk/contracts/reports/purchase-reports';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { optionsOf, SelectFilter } from '../../../components/filters/FilterBar';
import { exportPages } from '../../../components/list/list-state';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { ReportPage } from '../../../components/report/ReportPage';
import { filterParams, periodParams } from '../../../components/report/report-url';
import { useReportState } from '../../../components/report/use-report-state';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { useCompanyTime } from '../../../lib/company-time';
import { useMoney } from '../../../lib/money';
import { getPurchaseDetail, type PurchaseDetailRow, usePurchaseDetail } from '../api/purchase-reports';
import { ReportSupplierSelect } from '../components/ReportSupplierSelect';

/**
 * Purchase detail (route ReportPurchaseDetail, /report/purchase-detail; docs/reports.md "Purchase
 * reports"): every purchase line received (or sent back) in the period, in the order the goods
 * moved, with its document, order, supplier, warehouse, product, base quantity, unit cost and
 * value at cost. Period, supplier, warehouse and kind in the address; Excel gets every line.
 */
export default function ReportPurchaseDetail() {
  const { t } = useTranslation();
  const { stock, money } = useMoney();
  const when = useCompanyTime();
  const report = useReportState({ preset: 'month', filters: { supplierId: '', warehouseId: '', kind: '' } }, 200);
  const kind = (PURCHASE_LINE_KINDS as readonly string[]).includes(report.filters.kind) ? report.filters.kind : '';
  const params = { ...periodParams(report.period), ...filterParams({ supplierId: report.filters.supplierId, warehouseId: report.filters.warehouseId, kind }) };
  const query = usePurchaseDetail({ ...params, limit: report.limit, offset: report.offset });
  const data = query.data;
  const currency = data?.currency ?? '';

  const columns = useMemo<GridColumn<PurchaseDetailRow>[]>(
    () => [
      { id: 'at', header: t('reportsMore.col.at'), value: (r) => r.at, format: (v) => when(v as string), width: 150, lockVisible: true },
      { id: 'kind', header: t('reportsMore.col.kind'), value: (r) => t(`reportsMore.kind.${r.kind}`), width: 100 },
      { id: 'document', header: t('reportsMore.col.document'), value: (r) => r.documentNumber, width: 130 },
      { id: 'order', header: t('reportsMore.col.order'), value: (r) => r.orderNumber, width: 130 },
      { id: 'supplier', header: t('reportsMore.col.supplier'), value: (r) => (r.supplierCode ? `${r.supplierCode} · ${r.supplierName ?? ''}` : ''), width: 180 },
      { id: 'warehouse', header: t('reports.col.warehouse'), value: (r) => r.warehouseCode ?? r.warehouseId, width: 110 },
      { id: 'code', header: t('reports.col.code'), value: (r) => r.code ?? r.productId, width: 120 },
      { id: 'name', header: t('reports.col.product'), value: (r) => r.name ?? '', flex: 1 },
      { id: 'quantity', header: t('reports.col.quantity'), value: (r) => r.quantity, format: (v) => stock(v as string), kind: 'decimal', width: 110 },
      { id: 'unitCost', header: `${t('reports.col.unitCost')} (${currency})`, value: (r) => r.unitCost, kind: 'decimal', width: 120 },
      { id: 'value', header: `${t('reports.col.value')} (${currency})`, value: (r) => r.value, format: (v) => money(v as string, currency), kind: 'decimal', width: 130 },
    ],
    [t, when, stock, money, currency],
  );

  return (
    <ReportPage<PurchaseDetailRow>
      titleId="report-purchase-detail-title"
      title={t('route.ReportPurchaseDetail')}
      period={{ value: report.period, onChange: report.setPeriod }}
      filters={
        <>
          <ReportSupplierSelect {...report.bind('supplierId')} />
          <WarehouseSelect label={t('reports.filter.warehouse')} allowAll {...report.bind('warehouseId')} />
          <SelectFilter label={t('reportsMore.col.kind')} allLabel={t('form.all')} options={optionsOf(PURCHASE_LINE_KINDS, (k) => t(`reportsMore.kind.${k}`))} value={kind as '' | 'receipt' | 'return'} onChange={(v) => report.set({ kind: v })} />
        </>
      }
      help={t('reportsMore.detail.help')}
      totals={
        data
          ? [
              { label: t('reportsMore.total.lines'), value: String(data.total) },
              { label: t('reports.col.quantity'), value: stock(data.totals.quantity) },
              { label: `${t('reports.col.value')} (${currency})`, value: money(data.totals.value, currency) },
            ]
          : undefined
      }
      query={query}
      table="reportPurchaseDetail"
      columns={columns}
      rows={data?.rows}
      getRowId={(r) => `${r.documentId}-${r.line}`}
      pager={report.pager(data?.total)}
      exportAll={exportPages(({ limit, offset }) => getPurchaseDetail({ ...params, limit, offset }), (a) => a.rows, (a) => a.total)}
    />
  );
}
