import { PRICE_TYPES } from '@tradedesk/contracts/catalog/products';
import { PRICE_MOVES } from '@tradedesk/contracts/reports/price-change-report';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { optionsOf, SelectFilter } from '../../../components/filters/FilterBar';
import { exportPages } from '../../../components/list/list-state';
import { ReportPage } from '../../../components/report/ReportPage';
import { filterParams, periodParams } from '../../../components/report/report-url';
import { useReportState } from '../../../components/report/use-report-state';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { useCompanyTime } from '../../../lib/company-time';
import { getPriceChangeReport, type PriceChangeReportRow, usePriceChangeReport } from '../api/price-change-report';

type PriceType = (typeof PRICE_TYPES)[number];
type Move = (typeof PRICE_MOVES)[number];

/**
 * Price changes (route ReportPriceChange, /report/price-change; docs/reports.md "Price changes"):
 * per product, packing and price type changed in the period, the price before and after, how many
 * changes, the difference and the percent. Period, price type and direction in the address; Excel
 * gets every row.
 */
export default function ReportPriceChange() {
  const { t } = useTranslation();
  const when = useCompanyTime();
  const report = useReportState({ preset: 'month', filters: { priceType: '', move: '' } }, 200);
  const priceType = (PRICE_TYPES as readonly string[]).includes(report.filters.priceType) ? (report.filters.priceType as PriceType) : '';
  const move = (PRICE_MOVES as readonly string[]).includes(report.filters.move) ? (report.filters.move as Move) : '';
  const params = { ...periodParams(report.period), ...filterParams({ priceType, move }) };
  const query = usePriceChangeReport({ ...params, limit: report.limit, offset: report.offset });
  const data = query.data;

  const columns = useMemo<GridColumn<PriceChangeReportRow>[]>(
    () => [
      { id: 'code', header: t('reports.col.code'), value: (r) => r.code ?? r.productId, width: 130, lockVisible: true },
      { id: 'name', header: t('reports.col.product'), value: (r) => r.name ?? '', flex: 1 },
      { id: 'unit', header: t('reportsMore.col.packing'), value: (r) => t(`reportsMore.packing.${r.unit}`), width: 110 },
      { id: 'priceType', header: t('reportsMore.col.priceType'), value: (r) => t(`reportsMore.priceType.${r.priceType}`), width: 120 },
      { id: 'before', header: t('reportsMore.col.priceBefore'), value: (r) => r.before ?? '', kind: 'decimal', width: 120 },
      { id: 'after', header: t('reportsMore.col.priceAfter'), value: (r) => r.after ?? '', kind: 'decimal', width: 120 },
      { id: 'changes', header: t('reportsMore.col.changes'), value: (r) => r.changes, kind: 'number', width: 100 },
      { id: 'difference', header: t('reportsMore.col.difference'), value: (r) => r.difference ?? '', kind: 'decimal', width: 120 },
      { id: 'percent', header: t('reportsMore.col.percent'), value: (r) => r.percent ?? '', kind: 'decimal', width: 100 },
      { id: 'lastAt', header: t('reportsMore.col.lastChange'), value: (r) => r.lastAt, format: (v) => when(v as string), width: 150 },
    ],
    [t, when],
  );

  return (
    <ReportPage<PriceChangeReportRow>
      titleId="report-price-change-title"
      title={t('route.ReportPriceChange')}
      period={{ value: report.period, onChange: report.setPeriod }}
      filters={
        <>
          <SelectFilter label={t('reportsMore.col.priceType')} allLabel={t('form.all')} options={optionsOf(PRICE_TYPES, (p) => t(`reportsMore.priceType.${p}`))} value={priceType} onChange={(v) => report.set({ priceType: v })} />
          <SelectFilter label={t('reportsMore.priceChange.move')} allLabel={t('form.all')} options={optionsOf(PRICE_MOVES, (m) => t(`reportsMore.priceChange.${m}`))} value={move} onChange={(v) => report.set({ move: v })} />
        </>
      }
      help={t('reportsMore.priceChange.help')}
      totals={
        data
          ? [
              { label: t('reportsMore.total.products'), value: String(data.totals.products) },
              { label: t('reportsMore.priceChange.up'), value: String(data.totals.up) },
              { label: t('reportsMore.priceChange.down'), value: String(data.totals.down) },
            ]
          : undefined
      }
      query={query}
      table="reportPriceChange"
      columns={columns}
      rows={data?.rows}
      getRowId={(r) => `${r.productId}-${r.unit}-${r.priceType}`}
      pager={report.pager(data?.total)}
      exportAll={exportPages(({ limit, offset }) => getPriceChangeReport({ ...params, limit, offset }), (a) => a.rows, (a) => a.total)}
    />
  );
}
