import type { Product } from '@tradedesk/contracts/catalog/products';
import { TREND_GRANULARITIES, type TrendChange, type TrendGranularity, type TrendPoint, trendQueueBody, type TrendResult } from '@tradedesk/contracts/reports/report-jobs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { rangeDays } from '../../../components/filters/date-range';
import ReportChart from '../../../components/report/ReportChart';
import { DateRangeFilter } from '../../../components/filters/DateRangeFilter';
import { FilterBar, optionsOf, SelectFilter } from '../../../components/filters/FilterBar';
import { useReportState } from '../../../components/report/use-report-state';
import { ProductPicker } from '../../../components/pickers/ProductPicker';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { useProduct } from '../../../api/products';
import { ChartAndTable, ReportJobPanel } from '../components/ReportJobPanel';
import { useFigures } from '../components/figures';

/**
 * Sales trend (route ReportTrendHistogram, /report/trend-histogram; docs/report-jobs.md): amount,
 * quantity and profit per day or month of a period, for everything or one product, with the
 * change against the period of the same length just before. A queue job computes it.
 */
export default function ReportTrendHistogram() {
  const { t } = useTranslation();
  // Period, granularity and product in the address (a bookmark or a shared link reopens them).
  const report = useReportState({ preset: 'month', filters: { granularity: 'day', productId: '' } });
  const granularity: TrendGranularity = (TREND_GRANULARITIES as readonly string[]).includes(report.filters.granularity) ? (report.filters.granularity as TrendGranularity) : 'day';
  const picked = useProduct(report.filters.productId || null);
  const product: Product | null = report.filters.productId ? (picked.data ?? null) : null;
  const days = rangeDays(report.period);
  const body = { from: days.from ?? '', to: days.to ?? '', granularity, ...(report.filters.productId ? { productId: report.filters.productId } : {}) };
  const parsed = trendQueueBody.safeParse(body);
  const invalid = !days.from || !days.to ? t('analysis.pickPeriod') : parsed.success ? null : parsed.error.issues[0]?.message ?? null;
  return (
    <section className="page" aria-labelledby="trend-title">
      <h1 id="trend-title" className="page-title">
        {t('route.ReportTrendHistogram')}
      </h1>
      <p className="muted">{t('analysis.trend.intro')}</p>
      <FilterBar>
        <DateRangeFilter value={report.period} onChange={report.setPeriod} />
        <SelectFilter label={t('analysis.trend.granularity')} options={optionsOf(TREND_GRANULARITIES, (g) => t(`analysis.trend.by.${g}`))} value={granularity} onChange={(v) => report.set({ granularity: v })} />
        <ProductPicker label={t('analysis.product')} value={product} onPick={(p) => report.set({ productId: p?.id ?? '' })} allowAll />
      </FilterBar>
      <ReportJobPanel<TrendResult>
        kind="trend"
        body={parsed.success ? parsed.data : body}
        invalid={invalid}
        describe={(p) => `${p.from} – ${p.to} · ${t(`analysis.trend.by.${String(p.granularity ?? 'day')}`)}${p.productId ? ` · ${String(p.productId)}` : ''}`}
      >
        {(result, params) => <TrendView result={result} period={`${params.from ?? ''}_${params.to ?? ''}`} />}
      </ReportJobPanel>
    </section>
  );
}

function TrendView({ result, period }: { result: TrendResult; period: string }) {
  const { t } = useTranslation();
  const f = useFigures();
  const columns = useMemo<GridColumn<TrendPoint>[]>(
    () => [
      { id: 'period', header: t(`analysis.trend.by.${result.granularity}`), value: (p) => p.period, width: 120 },
      { id: 'amount', header: t('analysis.measure.amount'), value: (p) => p.amount, format: (v) => f.amount(String(v)), kind: 'decimal', width: 130 },
      { id: 'quantity', header: t('analysis.measure.quantity'), value: (p) => p.quantity, format: (v) => f.quantity(String(v)), kind: 'decimal', width: 110 },
      { id: 'profit', header: t('analysis.measure.profit'), value: (p) => p.profit, format: (v) => f.amount(String(v)), kind: 'decimal', width: 130 },
    ],
    [t, f, result.granularity],
  );
  const change = (c: TrendChange, text: (v: string) => string) => `${c.difference.startsWith('-') ? '' : '+'}${text(c.difference)}${c.percent === null ? '' : ` (${c.percent.startsWith('-') ? '' : '+'}${f.percent(c.percent)})`}`;
  return (
    <>
      <table className="table" data-testid="trend-totals" aria-label={t('analysis.trend.totals')}>
        <thead>
          <tr>
            <th scope="col" />
            <th scope="col" className="num">{t('analysis.measure.amount')}</th>
            <th scope="col" className="num">{t('analysis.measure.quantity')}</th>
            <th scope="col" className="num">{t('analysis.measure.profit')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('analysis.trend.thisPeriod')}</th>
            <td className="num">{f.amount(result.totals.amount)}</td>
            <td className="num">{f.quantity(result.totals.quantity)}</td>
            <td className="num">{f.amount(result.totals.profit)}</td>
          </tr>
          <tr>
            <th scope="row">{t('analysis.trend.previous', { from: result.previous.from, to: result.previous.to })}</th>
            <td className="num">{f.amount(result.previous.totals.amount)}</td>
            <td className="num">{f.quantity(result.previous.totals.quantity)}</td>
            <td className="num">{f.amount(result.previous.totals.profit)}</td>
          </tr>
          <tr>
            <th scope="row">{t('analysis.trend.change')}</th>
            <td className="num">{change(result.change.amount, f.amount)}</td>
            <td className="num">{change(result.change.quantity, f.quantity)}</td>
            <td className="num">{change(result.change.profit, f.amount)}</td>
          </tr>
        </tbody>
      </table>
      <ChartAndTable
        chart={
          <ReportChart<TrendPoint>
            spec={{
              title: t('route.ReportTrendHistogram'),
              label: (p) => p.period,
              series: [
                { label: t('analysis.measure.amount'), value: (p) => p.amount },
                { label: t('analysis.measure.profit'), value: (p) => p.profit },
              ],
              format: (v) => f.amount(v),
              height: 400,
            }}
            rows={result.points}
          />
        }
        table={<DataGrid<TrendPoint> title={`${t('route.ReportTrendHistogram')} ${period}`} columns={columns} rows={result.points} getRowId={(p) => p.period} height={420} quickFilter={false} />}
      />
    </>
  );
}
