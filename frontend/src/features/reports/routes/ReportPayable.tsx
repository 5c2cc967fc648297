import { AGEING_BUCKETS } from '@tradedesk/contracts/reports/ageing-reports';
import { displayDay } from '@tradedesk/contracts/platform/company-time';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/form/DayInput';
import { exportPages } from '../../../components/list/list-state';
import { ReportPage } from '../../../components/report/ReportPage';
import { filterParams } from '../../../components/report/report-url';
import { useReportState } from '../../../components/report/use-report-state';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { useMoney } from '../../../lib/money';
import { type AgeingRow, getPayableReport, usePayableReport } from '../api/ageing-reports';
import { ReportSupplierSelect } from '../components/ReportSupplierSelect';

/**
 * Payables (route ReportPayable, /report/payable; docs/reports.md "Payables ageing"): what the
 * company owes each supplier per currency as of the end of a day (default today), and how old the
 * open debts are past their due dates (a receipt falls due after the supplier's payment terms):
 * not yet due, 0-30, 31-60, 61-90 and over 90 days. As-of day and supplier in the address; a
 * stacked view as a bar chart above the table; Excel gets every row.
 */
export default function ReportPayable() {
  const { t } = useTranslation();
  const { money, amount } = useMoney();
  const asOfId = useId();
  const report = useReportState({ preset: null, filters: { asOf: '', supplierId: '' } }, 200);
  const params = filterParams(report.filters);
  const query = usePayableReport({ ...params, limit: report.limit, offset: report.offset });
  const data = query.data;

  const columns = useMemo<GridColumn<AgeingRow>[]>(
    () => [
      { id: 'supplier', header: t('reportsMore.col.supplier'), value: (r) => `${r.code ?? r.partyId} · ${r.name ?? ''}`, flex: 1, lockVisible: true },
      { id: 'currency', header: t('reportsMore.col.currency'), value: (r) => r.currency, width: 90 },
      { id: 'balance', header: t('reportsMore.col.owedNow'), value: (r) => r.balance, format: (v, r) => money(v as string, r.currency), kind: 'decimal', width: 130 },
      ...AGEING_BUCKETS.map(
        (b): GridColumn<AgeingRow> => ({ id: b, header: t(`reportsMore.ageing.${b}`), value: (r) => r[b], format: (v, r) => money(v as string, r.currency), kind: 'decimal', width: 120 }),
      ),
    ],
    [t, money],
  );

  return (
    <ReportPage<AgeingRow>
      titleId="report-payable-title"
      title={t('route.ReportPayable')}
      filters={
        <>
          <div className="field">
            <label htmlFor={asOfId}>{t('reports.filter.asOf')}</label>
            <DayInput id={asOfId} value={report.filters.asOf} onChange={(day) => report.set({ asOf: day })} />
          </div>
          <ReportSupplierSelect {...report.bind('supplierId')} />
        </>
      }
      help={t('reportsMore.payable.help', { day: data?.asOf ? displayDay(data.asOf) : '' })}
      totals={
        data
          ? [
              { label: t('reportsMore.total.suppliers'), value: String(data.total) },
              ...data.totals.flatMap((c) => [
                { label: `${t('reportsMore.col.owedNow')} (${c.currency})`, value: amount(c.balance, c.currency) },
                { label: `${t('reportsMore.ageing.over90')} (${c.currency})`, value: amount(c.over90, c.currency) },
              ]),
            ]
          : undefined
      }
      chart={{
        title: t('reportsMore.payable.chart'),
        label: (r) => `${r.code ?? r.partyId} ${r.currency}`,
        series: AGEING_BUCKETS.map((b) => ({ label: t(`reportsMore.ageing.${b}`), value: (r: AgeingRow) => r[b] })),
        rows: data?.rows.slice(0, 20),
      }}
      query={query}
      table="reportPayable"
      columns={columns}
      rows={data?.rows}
      getRowId={(r) => `${r.partyId}-${r.currency}`}
      pager={report.pager(data?.total)}
      exportAll={exportPages(({ limit, offset }) => getPayableReport({ ...params, limit, offset }), (a) => a.rows, (a) => a.total)}
    />
  );
}
