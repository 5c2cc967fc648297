import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../../../components/report/ReportPage';
import { periodParams } from '../../../components/report/report-url';
import { useReportState } from '../../../components/report/use-report-state';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { useMoney } from '../../../lib/money';
import { type FinancialFlowRow, useFinancialFlow } from '../api/financial-flow';

/** 'supplier-payment-reversal' -> 'supplierPaymentReversal' (the key of the kind's label). */
const kindKey = (kind: string) => kind.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Financial flow (route ReportFinancialFlow, /report/financial-flow; docs/reports.md "Financial
 * flow"): money in and out of each money account over the period, per finance class (income and
 * expense entries) and per kind of the other postings (sale and supplier payments, transfers,
 * checks). Period in the address; a bar chart of in and out above the table; every row is in one
 * answer, so Excel gets them all.
 */
export default function ReportFinancialFlow() {
  const { t } = useTranslation();
  const { money, amount } = useMoney();
  const report = useReportState({ preset: 'month', filters: {} }, 500);
  const query = useFinancialFlow(periodParams(report.period));
  const data = query.data;
  const flowName = (r: FinancialFlowRow) =>
    r.group === 'class' ? `${r.name ?? r.key}${r.direction ? ` (${t(`reportsMore.direction.${r.direction}`, { defaultValue: r.direction })})` : ''}` : t(`reportsMore.flowKind.${kindKey(r.key)}`, { defaultValue: r.key });

  const columns = useMemo<GridColumn<FinancialFlowRow>[]>(
    () => [
      { id: 'account', header: t('reportsMore.col.account'), value: (r) => r.accountName ?? r.accountId, width: 180, lockVisible: true },
      { id: 'currency', header: t('reportsMore.col.currency'), value: (r) => r.currency, width: 90 },
      { id: 'flow', header: t('reportsMore.col.flow'), value: flowName, flex: 1 },
      ...(['in', 'out', 'net'] as const).map((id): GridColumn<FinancialFlowRow> => ({ id, header: t(`reports.col.${id}`), value: (r) => r[id], format: (v, r) => money(v as string, r.currency), kind: 'decimal', width: 130 })),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, money],
  );

  return (
    <ReportPage<FinancialFlowRow>
      titleId="report-financial-flow-title"
      title={t('route.ReportFinancialFlow')}
      period={{ value: report.period, onChange: report.setPeriod }}
      help={t('reportsMore.flow.help')}
      totals={data ? data.totals.flatMap((c) => (['in', 'out', 'net'] as const).map((k) => ({ label: `${t(`reports.col.${k}`)} (${c.currency})`, value: amount(c[k], c.currency) }))) : undefined}
      chart={{
        title: t('reportsMore.flow.chart'),
        label: (r) => `${r.accountName ?? r.accountId} · ${flowName(r)}`,
        series: [
          { label: t('reports.col.in'), value: (r) => r.in },
          { label: t('reports.col.out'), value: (r) => r.out },
        ],
        rows: data?.rows.slice(0, 20),
      }}
      query={query}
      table="reportFinancialFlow"
      columns={columns}
      rows={data?.rows}
      getRowId={(r) => `${r.accountId}-${r.group}-${r.key}`}
    />
  );
}
