import { DAMAGE_REASONS } from '@tradedesk/contracts/inventory/stock';
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
import { getReturnDamageReport, type StockDocumentReportRow, useReturnDamageReport } from '../api/stock-movement-reports';

type Reason = (typeof DAMAGE_REASONS)[number];

/**
 * Return and damage (route ReportReturnDamage, /report/return-damage; docs/reports.md "Transfers
 * and damage"): every line of the damage write-offs recorded in the period, with its warehouse,
 * reason, quantity and value at cost. (Customer returns are not a document of the product yet.)
 * Period, warehouse and reason in the address; Excel gets every line.
 */
export default function ReportReturnDamage() {
  const { t } = useTranslation();
  const { stock, money } = useMoney();
  const when = useCompanyTime();
  const report = useReportState({ preset: 'month', filters: { warehouseId: '', reason: '' } }, 200);
  const reason = (DAMAGE_REASONS as readonly string[]).includes(report.filters.reason) ? (report.filters.reason as Reason) : '';
  const params = { ...periodParams(report.period), ...filterParams({ warehouseId: report.filters.warehouseId, reason }) };
  const query = useReturnDamageReport({ ...params, limit: report.limit, offset: report.offset });
  const data = query.data;
  const currency = data?.currency ?? '';

  const columns = useMemo<GridColumn<StockDocumentReportRow>[]>(
    () => [
      { id: 'at', header: t('reportsMore.col.at'), value: (r) => r.at, format: (v) => when(v as string), width: 150, lockVisible: true },
      { id: 'number', header: t('reportsMore.col.document'), value: (r) => r.number, width: 130 },
      { id: 'warehouse', header: t('reports.col.warehouse'), value: (r) => r.fromWarehouseCode ?? r.fromWarehouseId, width: 130 },
      { id: 'reason', header: t('reportsMore.col.reason'), value: (r) => (r.reason ? t(`reportsMore.reason.${r.reason}`) : ''), width: 130 },
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
      titleId="report-return-damage-title"
      title={t('route.ReportReturnDamage')}
      period={{ value: report.period, onChange: report.setPeriod }}
      filters={
        <>
          <WarehouseSelect label={t('reports.filter.warehouse')} allowAll {...report.bind('warehouseId')} />
          <SelectFilter label={t('reportsMore.col.reason')} allLabel={t('form.all')} options={optionsOf(DAMAGE_REASONS, (r) => t(`reportsMore.reason.${r}`))} value={reason} onChange={(v) => report.set({ reason: v })} />
        </>
      }
      help={t('reportsMore.damage.help')}
      totals={
        data
          ? [
              { label: t('reportsMore.total.documents'), value: String(data.totals.documents) },
              { label: t('reports.col.quantity'), value: stock(data.totals.quantity) },
              { label: `${t('reports.col.value')} (${currency})`, value: money(data.totals.value, currency) },
            ]
          : undefined
      }
      query={query}
      table="reportReturnDamage"
      columns={columns}
      rows={data?.rows}
      getRowId={(r) => `${r.documentId}-${r.line}`}
      pager={report.pager(data?.total)}
      exportAll={exportPages(({ limit, offset }) => getReturnDamageReport({ ...params, limit, offset }), (a) => a.rows, (a) => a.total)}
    />
  );
}
