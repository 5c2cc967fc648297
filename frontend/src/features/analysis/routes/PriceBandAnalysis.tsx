import { type PriceBand, priceDistQueueBody, type PriceDistResult } from '@tradedesk/contracts/reports/report-jobs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { rangeDays } from '../../../components/filters/date-range';
import ReportChart from '../../../components/report/ReportChart';
import { DateRangeFilter } from '../../../components/filters/DateRangeFilter';
import { FilterBar, TextFilter } from '../../../components/filters/FilterBar';
import { useReportState } from '../../../components/report/use-report-state';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { ChartAndTable, ReportJobPanel } from '../components/ReportJobPanel';
import { useFigures } from '../components/figures';

/** "10, 50; 100" -> ['10', '50', '100']. */
const boundsOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Price band analysis (route PriceBandAnalysis, /main-control/pricebandAnalysis;
 * docs/report-jobs.md): products by their average selling price over a period into the bands the
 * user types (upper bounds); per band the sales, units, profit and number of products.
 */
export default function PriceBandAnalysis() {
  const { t } = useTranslation();
  // Period, bands and warehouse in the address (a bookmark or a shared link reopens them).
  const { filters, bind, period, setPeriod } = useReportState({ preset: 'month', filters: { bounds: '10, 50, 100, 500', warehouseId: '' } });
  const days = rangeDays(period);
  const body = { from: days.from ?? '', to: days.to ?? '', bounds: boundsOf(filters.bounds), ...(filters.warehouseId ? { warehouseId: filters.warehouseId } : {}) };
  const parsed = priceDistQueueBody.safeParse(body);
  const invalid = !days.from || !days.to ? t('analysis.pickPeriod') : parsed.success ? null : parsed.error.issues[0]?.message ?? null;
  return (
    <section className="page" aria-labelledby="price-band-title">
      <h1 id="price-band-title" className="page-title">
        {t('route.PriceBandAnalysis')}
      </h1>
      <p className="muted">{t('analysis.bands.intro')}</p>
      <FilterBar>
        <DateRangeFilter value={period} onChange={setPeriod} />
        <TextFilter label={t('analysis.bands.bounds')} size={24} {...bind('bounds')} />
        <WarehouseSelect label={t('analysis.warehouse')} allowAll {...bind('warehouseId')} />
      </FilterBar>
      <ReportJobPanel<PriceDistResult> kind="price-dist" body={parsed.success ? parsed.data : body} invalid={invalid} describe={(p) => `${p.from} – ${p.to} · ${((p.bounds as string[]) ?? []).join(' / ')}`}>
        {(result, params) => <BandsView result={result} period={`${params.from ?? ''}_${params.to ?? ''}`} />}
      </ReportJobPanel>
    </section>
  );
}

function BandsView({ result, period }: { result: PriceDistResult; period: string }) {
  const { t } = useTranslation();
  const f = useFigures();
  const label = (b: PriceBand) => (b.to === null ? `≥ ${f.quantity(b.from)}` : `${f.quantity(b.from)} – ${f.quantity(b.to)}`);
  const columns = useMemo<GridColumn<PriceBand>[]>(
    () => [
      { id: 'band', header: t('analysis.bands.band'), value: (b) => label(b), width: 140 },
      { id: 'products', header: t('analysis.col.products'), value: (b) => b.products, kind: 'number', width: 100 },
      { id: 'quantity', header: t('analysis.measure.quantity'), value: (b) => b.quantity, format: (v) => f.quantity(String(v)), kind: 'decimal', width: 110 },
      { id: 'amount', header: t('analysis.measure.amount'), value: (b) => b.amount, format: (v) => f.amount(String(v)), kind: 'decimal', width: 130 },
      { id: 'share', header: t('analysis.col.share'), value: (b) => b.amountShare, format: (v) => f.percent(String(v)), kind: 'decimal', width: 90 },
      { id: 'profit', header: t('analysis.measure.profit'), value: (b) => b.profit, format: (v) => f.amount(String(v)), kind: 'decimal', width: 130 },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, f],
  );
  return (
    <>
      {result.unpriced > 0 && <p className="muted">{t('analysis.bands.unpriced', { count: result.unpriced })}</p>}
      <ChartAndTable
        chart={
          <ReportChart<PriceBand>
            spec={{
              title: t('route.PriceBandAnalysis'),
              label,
              series: [
                { label: t('analysis.measure.amount'), value: (b) => b.amount },
                { label: t('analysis.measure.profit'), value: (b) => b.profit },
              ],
              format: (v) => f.amount(v),
              height: 400,
            }}
            rows={result.bands}
          />
        }
        table={<DataGrid<PriceBand> title={`${t('route.PriceBandAnalysis')} ${period}`} columns={columns} rows={result.bands} getRowId={(b) => b.from} height={420} quickFilter={false} />}
      />
    </>
  );
}
