import { ABC_MEASURES, abcQueueBody, type AbcMeasure, type AbcResult, type AbcRow } from '@tradedesk/contracts/reports/report-jobs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { rangeDays } from '../../../components/filters/date-range';
import { DateRangeFilter } from '../../../components/filters/DateRangeFilter';
import { FilterBar, optionsOf, SelectFilter, TextFilter } from '../../../components/filters/FilterBar';
import { useReportState } from '../../../components/report/use-report-state';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { ChartAndTable, ReportJobPanel } from '../components/ReportJobPanel';
import { plot, useFigures } from '../components/figures';

/** Products drawn in the Pareto chart (the table lists them all). */
const CHART_PRODUCTS = 40;

/**
 * ABC analysis (route AbcAnalysis, /main-control/abc-analysis; docs/report-jobs.md): products
 * ranked by amount, profit or quantity over a period, class A while the products above make less
 * than cut-off A of the total, B up to cut-off B, C the rest. A queue job computes it.
 */
export default function AbcAnalysis() {
  const { t } = useTranslation();
  // Period, measure, cut-offs and warehouse in the address (a bookmark or a shared link reopens them).
  const { filters, bind, period, setPeriod } = useReportState({ preset: 'month', filters: { measure: 'amount', a: '80', b: '95', warehouseId: '' } });
  const measure: AbcMeasure = (ABC_MEASURES as readonly string[]).includes(filters.measure) ? (filters.measure as AbcMeasure) : 'amount';
  const days = rangeDays(period);
  const body = { from: days.from ?? '', to: days.to ?? '', measure, cutoffs: { a: filters.a, b: filters.b }, ...(filters.warehouseId ? { warehouseId: filters.warehouseId } : {}) };
  const parsed = abcQueueBody.safeParse(body);
  const invalid = !days.from || !days.to ? t('analysis.pickPeriod') : parsed.success ? null : parsed.error.issues[0]?.message ?? null;

  return (
    <section className="page" aria-labelledby="abc-title">
      <h1 id="abc-title" className="page-title">
        {t('route.AbcAnalysis')}
      </h1>
      <p className="muted">{t('analysis.abc.intro')}</p>
      <FilterBar>
        <DateRangeFilter value={period} onChange={setPeriod} />
        <SelectFilter label={t('analysis.abc.measure')} options={optionsOf(ABC_MEASURES, (m) => t(`analysis.measure.${m}`))} value={measure} onChange={(v) => bind('measure').onChange(v)} />
        <TextFilter label={t('analysis.abc.cutA')} size={5} maxLength={6} {...bind('a')} />
        <TextFilter label={t('analysis.abc.cutB')} size={5} maxLength={6} {...bind('b')} />
        <WarehouseSelect label={t('analysis.warehouse')} allowAll {...bind('warehouseId')} />
      </FilterBar>
      <ReportJobPanel<AbcResult>
        kind="abc"
        body={parsed.success ? parsed.data : body}
        invalid={invalid}
        describe={(p) => `${p.from} – ${p.to} · ${t(`analysis.measure.${String(p.measure)}`)} · ${(p.cutoffs as { a: number })?.a}/${(p.cutoffs as { b: number })?.b}`}
      >
        {(result, params) => <AbcView result={result} period={`${params.from ?? ''}_${params.to ?? ''}`} />}
      </ReportJobPanel>
    </section>
  );
}

function AbcView({ result, period }: { result: AbcResult; period: string }) {
  const { t } = useTranslation();
  const f = useFigures();
  const valueText = (v: string) => (result.measure === 'quantity' ? f.quantity(v) : f.amount(v));
  const columns = useMemo<GridColumn<AbcRow>[]>(
    () => [
      { id: 'rank', header: t('analysis.col.rank'), value: (r) => r.rank, kind: 'number', width: 70 },
      { id: 'code', header: t('analysis.col.code'), value: (r) => r.code, width: 110 },
      { id: 'name', header: t('analysis.col.name'), value: (r) => r.name, width: 180 },
      { id: 'value', header: t(`analysis.measure.${result.measure}`), value: (r) => r.value, format: (v) => valueText(String(v)), kind: 'decimal', width: 120 },
      { id: 'share', header: t('analysis.col.share'), value: (r) => r.share, format: (v) => f.percent(String(v)), kind: 'decimal', width: 90 },
      { id: 'cumulative', header: t('analysis.col.cumulative'), value: (r) => r.cumulativeShare, format: (v) => f.percent(String(v)), kind: 'decimal', width: 110 },
      { id: 'class', header: t('analysis.col.class'), value: (r) => r.class, width: 70 },
      { id: 'quantity', header: t('analysis.measure.quantity'), value: (r) => r.quantity, format: (v) => f.quantity(String(v)), kind: 'decimal', width: 100, hiddenByDefault: result.measure === 'quantity' },
      { id: 'amount', header: t('analysis.measure.amount'), value: (r) => r.amount, format: (v) => f.amount(String(v)), kind: 'decimal', width: 120, hiddenByDefault: result.measure === 'amount' },
      { id: 'profit', header: t('analysis.measure.profit'), value: (r) => r.profit, format: (v) => f.amount(String(v)), kind: 'decimal', width: 120, hiddenByDefault: result.measure === 'profit' },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, f, result.measure],
  );
  const chartRows = result.rows.slice(0, CHART_PRODUCTS).map((r) => ({ name: r.code || r.name || r.productId, value: plot(r.value), cumulative: plot(r.cumulativeShare), class: r.class }));
  return (
    <>
      <table className="table" data-testid="abc-classes" aria-label={t('analysis.abc.classes')}>
        <thead>
          <tr>
            <th scope="col">{t('analysis.col.class')}</th>
            <th scope="col" className="num">{t('analysis.col.products')}</th>
            <th scope="col" className="num">{t(`analysis.measure.${result.measure}`)}</th>
            <th scope="col" className="num">{t('analysis.col.share')}</th>
          </tr>
        </thead>
        <tbody>
          {result.classes.map((c) => (
            <tr key={c.class}>
              <th scope="row">{c.class}</th>
              <td className="num">{c.products}</td>
              <td className="num">{valueText(c.value)}</td>
              <td className="num">{f.percent(c.share)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ChartAndTable
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={chartRows} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="name" />
              <YAxis yAxisId="value" />
              <YAxis yAxisId="share" orientation="right" domain={[0, 100]} unit="%" />
              <Tooltip />
              <Legend />
              <Bar yAxisId="value" dataKey="value" name={t(`analysis.measure.${result.measure}`)} fill="#4f7cac" />
              <Line yAxisId="share" dataKey="cumulative" name={t('analysis.col.cumulative')} stroke="#d9822b" dot={false} />
            </ComposedChart>
          </ResponsiveContainer>
        }
        table={<DataGrid<AbcRow> title={`${t('route.AbcAnalysis')} ${period}`} columns={columns} rows={result.rows} getRowId={(r) => r.productId} height={420} />}
      />
    </>
  );
}
