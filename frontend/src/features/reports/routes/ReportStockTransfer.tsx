import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { exportPages } from '../../../components/list/list-state';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { ReportPage } from '../../../components/report/ReportPage';
import { filterParams, periodParams } from '../../../components/report/report-url';
import { useReportState } from '../../../components/report/use-report-state';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { useCompanyTime } from '../../../lib/company-time';
import { useMoney } from '../../../lib/money';
import { getStockTransferReport, type StockDocumentReportRow, useStockTransferReport } from '../api/stock-movement-reports';

/**
 * Stock transfers (route ReportStockTransfer, /report/stock-transfer; docs/reports.md "Transfers
 * and damage"): every line of the transfers between warehouses recorded in the period, with the
 * warehouse it left and reached, quantity and value at cost. Period and both warehouses in the
 * address; Excel gets every line.
 */
export default function ReportStockTransfer() {
  const { t } = useTranslation();
  const { stock, money } = useMoney();
  const when = useCompanyTime();
  const report = useReportState({ preset: 'month', filters: { fromWarehouseId: '', toWarehouseId: '' } }, 200);
  const params = { ...periodParams(report.period), ...filterParams(report.filters) };
  const query = useStockTransferReport({ ...params, limit: report.limit, offset: report.offset });
  const data = query.data;
  const currency = data?.currency ?? '';

  const columns = useMemo<GridColumn<StockDocumentReportRow>[]>(
    () => [
      { id: 'at', header: t('reportsMore.col.at'), value: (r) => r.at, format: (v) => when(v as string), width: 150, lockVisible: true },
      { id: 'number', header: t('reportsMore.col.document'), value: (r) => r.number, width: 130 },
      { id: 'fromWarehouse', header: t('reportsMore.col.fromWarehouse'), value: (r) => r.fromWarehouseCode ?? r.fromWarehouseId, width: 130 },
      { id: 'toWarehouse', header: t('reportsMore.col.toWarehouse'), value: (r) => r.toWarehouseCode ?? r.toWarehouseId ?? '', width: 130 },
      { id: 'code', header: t('reports.col.code'), value: (r) => r.code ?? r.productId, width: 120 },
      { id: 'name', header: t('reports.col.product'), value: (r) => r.name ?? '', flex: 1 },
      { id: 'quantity', header: t('reports.col.quantity'), value: (r) => r.quantity, format: (v) => stock(v as string), kind: 'decimal', width: 110 },
      { id: 'unitCost', header: `${t('reports.col.unitCost')} (${currency})`, value: (r) => r.unitCost, kind: 'decimal', width: 120 },
      { id: 'value', header: `${t('reports.col.value')} (${currency})`, value: (r) => r.value, format: (v) => money(v as string, currency), kind: 'decimal', width: 130 },
    ],
    [t, when, stock, money, currency],
  );

  return (
    <ReportPage<StockDocumentReportRow>
      titleId="report-stock-transfer-title"
      title={t('route.ReportStockTransfer')}
      period={{ value: report.period, onChange: report.setPeriod }}
      filters={
        <>
          <WarehouseSelect label={t('reportsMore.col.fromWarehouse')} allowAll {...report.bind('fromWarehouseId')} />
          <WarehouseSelect label={t('reportsMore.col.toWarehouse')} allowAll {...report.bind('toWarehouseId')} />
        </>
      }
      help={t('reportsMore.transfer.help')}
      totals={
        data
          ? [
              { label: t('reportsMore.total.documents'), value: String(data.totals.documents) },
              { label: t('reportsMore.total.lines'), value: String(data.total) },
              { label: t('reports.col.quantity'), value: stock(data.totals.quantity) },
              { label: `${t('reports.col.value')} (${currency})`, value: money(data.totals.value, currency) },
            ]
          : undefined
      }
      query={query}
      table="reportStockTransfer"
      columns={columns}
      rows={data?.rows}
      getRowId={(r) => `${r.documentId}-${r.line}`}
      pager={report.pager(data?.total)}
      exportAll={exportPages(({ limit, offset }) => getStockTransferReport({ ...params, limit, offset }), (a) => a.rows, (a) => a.total)}
    />
  );
}
