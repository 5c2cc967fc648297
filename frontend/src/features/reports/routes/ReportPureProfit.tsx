import { formatDecimal } from '@tradedesk/contracts/platform/money';
import type { PureProfitFigures } from '@tradedesk/contracts/reports/stock-profit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { optionsOf, SelectFilter } from '../../../components/filters/FilterBar';
import { ReportPage } from '../../../components/report/ReportPage';
import { periodParams } from '../../../components/report/report-url';
import { useReportState } from '../../../components/report/use-report-state';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { useMoney } from '../../../lib/money';
import { type PureProfitClassRow, type PureProfitRow, usePureProfit } from '../api/stock-profit';

const VIEWS = ['month', 'day', 'class'] as const;
type View = (typeof VIEWS)[number];
const FIGURES = ['sales', 'cost', 'grossProfit', 'otherIncome', 'expenses', 'netProfit'] as const;

/**
 * Pure profit (route ReportPureProfit, /report/pure-profit; docs/report-stock-profit.md): gross
 * profit of the sales plus other income minus the expenses booked in finance, per month or day of
 * the period, with the margin, in the base currency; or the income and expense classes. Period and
 * view in the address; a chart beside the table of the same rows; every row in one answer, so
 * Excel gets them all.
 */
export default function ReportPureProfit() {
  const { t } = useTranslation();
  const { amount, money, locale } = useMoney();
  const report = useReportState({ preset: 'month', filters: { view: 'month' } }, 500);
  const view: View = VIEWS.includes(report.filters.view as View) ? (report.filters.view as View) : 'month';
  const query = usePureProfit({ ...periodParams(report.period), by: view === 'day' ? 'day' : 'month' });
  const data = query.data;
  const currency = data?.currency ?? '';
  const percent = (v: string | null) => (v === null ? '' : `${formatDecimal(v, 2, locale)} %`);

  const periodColumns = useMemo<GridColumn<PureProfitRow>[]>(
    () => [
      { id: 'period', header: t(`stockProfit.profit.view.${view === 'day' ? 'day' : 'month'}`), value: (r) => r.period, width: 120, lockVisible: true },
      ...FIGURES.map((id): GridColumn<PureProfitRow> => ({ id, header: `${t(`stockProfit.col.${id}`)} (${currency})`, value: (r) => r[id], format: (v) => money(v as string, currency), kind: 'decimal', width: 140 })),
      { id: 'margin', header: t('stockProfit.col.margin'), value: (r) => r.margin ?? '', format: (v) => percent((v as string) || null), kind: 'decimal', width: 110 },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, view, money, currency, locale],
  );
  const classColumns = useMemo<GridColumn<PureProfitClassRow>[]>(
    () => [
      { id: 'class', header: t('stockProfit.col.class'), value: (r) => r.name ?? r.classId, flex: 1, lockVisible: true },
      { id: 'direction', header: t('stockProfit.col.direction'), value: (r) => t(`stockProfit.direction.${r.direction}`), width: 130 },
      { id: 'entries', header: t('stockProfit.col.entries'), value: (r) => r.entries, kind: 'number', width: 100 },
      { id: 'amount', header: `${t('stockProfit.col.amount')} (${currency})`, value: (r) => r.amount, format: (v) => money(v as string, currency), kind: 'decimal', width: 150 },
    ],
    [t, money, currency],
  );

  const totals = data
    ? [
        ...(['sales', 'grossProfit', 'expenses', 'netProfit'] as const satisfies readonly (keyof PureProfitFigures)[]).map((k) => ({ label: t(`stockProfit.col.${k}`), value: amount(data.totals[k], currency) })),
        { label: t('stockProfit.col.margin'), value: percent(data.totals.margin) },
      ]
    : undefined;
  const unconverted = data?.unconverted.length
    ? t('stockProfit.profit.unconverted', { list: data.unconverted.map((u) => amount(u.amount, u.currency)).join(', ') })
    : null;
  const shared = {
    titleId: 'report-pure-profit-title',
    title: t('route.ReportPureProfit'),
    period: { value: report.period, onChange: report.setPeriod },
    filters: <SelectFilter label={t('stockProfit.filter.per')} options={optionsOf(VIEWS, (v) => t(`stockProfit.profit.view.${v}`))} value={view} onChange={(v) => report.set({ view: v || 'month' })} />,
    help: (
      <>
        {t('stockProfit.profit.help', { currency })}
        {unconverted && (
          <>
            {' '}
            <strong role="note">{unconverted}</strong>
          </>
        )}
      </>
    ),
    totals,
    query,
    gridKey: view,
  };

  return view === 'class' ? (
    <ReportPage<PureProfitClassRow>
      {...shared}
      chart={{ title: t('stockProfit.profit.classChart'), label: (r) => r.name ?? r.classId, series: [{ label: `${t('stockProfit.col.amount')} (${currency})`, value: (r) => r.amount }], format: (v) => money(v, currency), rows: data?.classes.slice(0, 20) }}
      table="reportPureProfitClasses"
      columns={classColumns}
      rows={data?.classes}
      getRowId={(r) => r.classId}
    />
  ) : (
    <ReportPage<PureProfitRow>
      {...shared}
      chart={{
        title: t('stockProfit.profit.chart'),
        label: (r) => r.period,
        series: (['grossProfit', 'expenses', 'netProfit'] as const).map((k) => ({ label: t(`stockProfit.col.${k}`), value: (r: PureProfitRow) => r[k] })),
        format: (v) => money(v, currency),
      }}
      table="reportPureProfit"
      columns={periodColumns}
      rows={data?.rows}
      getRowId={(r) => r.period}
    />
  );
}
