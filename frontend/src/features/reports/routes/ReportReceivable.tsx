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
import { type AgeingRow, getReceivableReport, useReceivableReport } from '../api/ageing-reports';

/**
 * Receivables (route ReportReceivable, /report/receivable; docs/reports.md "Payables and
 * receivables ageing"): what each customer owes per currency as of the end of a day (default
 * today), and how far past their due dates the open debts are: not yet due, 0-30, 31-60, 61-90
 * and over 90 days. As-of day in the address; a bar chart of the buckets above the table; Excel
 * gets every row.
 */
export default function ReportReceivable() {
  const { t } = useTranslation();
  const { money, amount } = useMoney();
  const asOfId = useId();
  const report = useReportState({ preset: null, filters: { asOf: '' } }, 200);
  const params = filterParams(report.filters);
  const query = useReceivableReport({ ...params, limit: report.limit, offset: report.offset });
  const data = query.data;

  const columns = useMemo<GridColumn<AgeingRow>[]>(
    () => [
      { id: 'customer', header: t('reportsMore.col.customer'), value: (r) => (r.code ? `${r.code} · ${r.name ?? ''}` : (r.name ?? r.partyId)), flex: 1, lockVisible: true },
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
      titleId="report-receivable-title"
      title={t('route.ReportReceivable')}
      filters={
        <div className="field">
          <label htmlFor={asOfId}>{t('reports.filter.asOf')}</label>
          <DayInput id={asOfId} value={report.filters.asOf} onChange={(day) => report.set({ asOf: day })} />
        </div>
      }
      help={t('reportsMore.receivable.help', { day: data?.asOf ? displayDay(data.asOf) : '' })}
      totals={
        data
          ? [
              { label: t('reportsMore.total.customers'), value: String(data.total) },
              ...data.totals.flatMap((c) => [
                { label: `${t('reportsMore.col.owedNow')} (${c.currency})`, value: amount(c.balance, c.currency) },
                { label: `${t('reportsMore.ageing.over90')} (${c.currency})`, value: amount(c.over90, c.currency) },
              ]),
            ]
          : undefined
      }
      chart={{
        title: t('reportsMore.receivable.chart'),
        label: (r) => `${r.code || r.partyId} ${r.currency}`,
        series: AGEING_BUCKETS.map((b) => ({ label: t(`reportsMore.ageing.${b}`), value: (r: AgeingRow) => r[b] })),
        rows: data?.rows.slice(0, 20),
      }}
      query={query}
      table="reportReceivable"
      columns={columns}
      rows={data?.rows}
      getRowId={(r) => `${r.partyId}-${r.currency}`}
      pager={report.pager(data?.total)}
      exportAll={exportPages(({ limit, offset }) => getReceivableReport({ ...params, limit, offset }), (a) => a.rows, (a) => a.total)}
    />
  );
}
