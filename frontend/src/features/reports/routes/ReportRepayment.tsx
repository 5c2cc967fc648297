import { REPAYMENT_GROUPS, REPAYMENT_SIDES, type RepaymentGroup, type RepaymentSide } from '@tradedesk/contracts/reports/report-details';
import { displayDay } from '@tradedesk/contracts/platform/company-time';
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { optionsOf, SelectFilter, TextFilter } from '../../../components/filters/FilterBar';
import { exportPages } from '../../../components/list/list-state';
import { ReportPage } from '../../../components/report/ReportPage';
import { filterParams, periodParams } from '../../../components/report/report-url';
import { useReportState } from '../../../components/report/use-report-state';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { useMoney } from '../../../lib/money';
import { getRepayment, type RepaymentParams, type RepaymentRow, useRepayment } from '../api/report-details';
import { currencyParam } from '../components/currency-param';
import { DetailCustomerSelect } from '../components/DetailFilterSelects';
import { ReportSupplierSelect } from '../components/ReportSupplierSelect';

/** A group as the grid shows it: with the grouping and the base currency its cells are formatted by. */
type Row = RepaymentRow & { by: RepaymentGroup; side: RepaymentSide; baseCurrency: string };

/** A group's label: the day, the party, the method in words, the account; '' (walk-in, no method, no account) has words of its own. */
function labelOf(r: Row, t: TFunction): string {
  if (r.by === 'day') return displayDay(r.key);
  if (r.by === 'method') return r.key ? t(`${r.side === 'customers' ? 'customerAccount' : 'supplierAccount'}.methods.${r.key}`, { defaultValue: r.key }) : t('reportDetails.repayment.noMethod');
  if (r.by === 'account') return r.name ?? (r.key ? r.key : t('reportDetails.repayment.noAccount'));
  return r.key ? `${r.code ?? r.key} · ${r.name ?? ''}` : t('reportDetails.walkIn');
}

/**
 * Repayments (route ReportRepayment, /report/repayment; docs/report-details.md "Repayment"): the
 * money collected from customers, or (switch) paid to suppliers, over the period, per day,
 * customer / supplier, method or money account, per currency and in the base currency. Side,
 * grouping, party, currency and period in the address; a bar chart of the first 20 groups in the
 * base currency above the table; Excel of every group.
 */
export default function ReportRepayment() {
  const { t } = useTranslation();
  const { amount, money } = useMoney();
  const report = useReportState({ preset: 'month', filters: { side: 'customers', by: 'day', partyId: '', currency: '' } }, 200);
  const f = report.filters;
  const side = ((REPAYMENT_SIDES as readonly string[]).includes(f.side) ? f.side : 'customers') as RepaymentSide;
  const by = ((REPAYMENT_GROUPS as readonly string[]).includes(f.by) ? f.by : 'day') as RepaymentGroup;
  const params: Omit<RepaymentParams, 'limit' | 'offset'> = { ...periodParams(report.period), ...filterParams({ partyId: f.partyId, currency: currencyParam(f.currency) }), side, by };
  const query = useRepayment({ ...params, limit: report.limit, offset: report.offset });
  const data = query.data;
  const base = data?.base.currency ?? '';
  const rows = useMemo(() => data?.rows.map((r): Row => ({ ...r, by, side, baseCurrency: base })), [data, by, side, base]);

  const columns = useMemo<GridColumn<Row>[]>(
    () => [
      { id: 'group', header: t(`reportDetails.repayment.by.${by}`), value: (r) => labelOf(r, t), flex: 1, lockVisible: true },
      { id: 'currency', header: t('reportDetails.col.currency'), value: (r) => r.currency, width: 90 },
      { id: 'payments', header: t('reportDetails.col.payments'), value: (r) => r.payments, kind: 'number', width: 110 },
      { id: 'amount', header: t('reportDetails.col.amount'), value: (r) => r.amount, format: (v, r) => amount(v as string, r.currency), kind: 'decimal', width: 150 },
      { id: 'baseAmount', header: t('reportDetails.col.baseAmount'), value: (r) => r.baseAmount ?? '', format: (v, r) => (v === '' ? t('reportDetails.repayment.noRate') : amount(v as string, r.baseCurrency)), kind: 'decimal', width: 160 },
    ],
    [t, amount, by],
  );

  return (
    <ReportPage<Row>
      titleId="report-repayment-title"
      title={t('route.ReportRepayment')}
      period={{ value: report.period, onChange: report.setPeriod }}
      filters={
        <>
          <SelectFilter label={t('reportDetails.repayment.side')} options={optionsOf(REPAYMENT_SIDES, (s) => t(`reportDetails.repayment.sides.${s}`))} value={side} onChange={(v) => report.set({ side: v, partyId: '' })} />
          <SelectFilter label={t('reportDetails.repayment.per')} options={optionsOf(REPAYMENT_GROUPS, (g) => t(`reportDetails.repayment.by.${g}`))} value={by} onChange={(v) => report.set({ by: v })} />
          {side === 'customers' ? <DetailCustomerSelect {...report.bind('partyId')} /> : <ReportSupplierSelect {...report.bind('partyId')} />}
          <TextFilter label={t('reportDetails.col.currency')} value={f.currency} size={5} onChange={(v) => report.set({ currency: v })} />
        </>
      }
      help={t(`reportDetails.repayment.help.${side}`)}
      totals={
        data
          ? [
              ...data.totals.flatMap((c) => [
                { label: `${t('reportDetails.col.amount')} (${c.currency})`, value: amount(c.amount, c.currency) },
                { label: `${t('reportDetails.col.payments')} (${c.currency})`, value: String(c.payments) },
              ]),
              { label: `${t('reportDetails.col.baseAmount')} (${base})`, value: money(data.base.amount, base) },
              ...(data.base.unconverted > 0 ? [{ label: t('reportDetails.repayment.unconverted'), value: String(data.base.unconverted) }] : []),
            ]
          : undefined
      }
      chart={{
        title: t('reportDetails.repayment.chart'),
        label: (r) => `${labelOf(r, t)} ${r.currency}`,
        series: [{ label: `${t('reportDetails.col.baseAmount')} (${base})`, value: (r) => r.baseAmount ?? '0' }],
        format: (v) => money(v, base),
        rows: rows?.slice(0, 20),
      }}
      query={query}
      table="reportRepayment"
      columns={columns}
      rows={rows}
      getRowId={(r) => `${r.key}-${r.currency}`}
      pager={report.pager(data?.total)}
      exportAll={exportPages(
        async ({ limit, offset }) => {
          const page = await getRepayment({ ...params, limit, offset });
          return { ...page, rows: page.rows.map((r): Row => ({ ...r, by, side, baseCurrency: page.base.currency })) };
        },
        (a) => a.rows,
        (a) => a.total,
      )}
    />
  );
}
