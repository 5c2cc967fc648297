import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '../filters/date-range';
import { DateRangeFilter } from '../filters/DateRangeFilter';
import { FilterBar } from '../filters/FilterBar';
import { ListPage, type ListPageProps } from '../list/ListPage';

const ReportChart = lazy(() => import('./ReportChart'));

/** One figure of the summary line ("Quantity 1,250", "Value 3,400,000 CLP"). */
export interface ReportTotal {
  label: string;
  /** Already formatted for display. */
  value: string;
}

/** A chart over the report's rows; the same rows are the table under it (every chart has its table). */
export interface ReportChartSpec<T> {
  /** The chart's accessible name. */
  title: string;
  /** pie: one slice per row, sized by the first series. */
  kind?: 'bar' | 'line' | 'pie';
  /** The category (x axis) of a row. */
  label: (row: T) => string;
  /** The plotted figures of a row: decimal strings. */
  series: { label: string; value: (row: T) => string }[];
  /** How the tooltip shows series `i`'s figure (the table's formatter). */
  format?: (value: string, series: number) => string;
  height?: number;
  /** Rows to plot when they are not the table's rows (the whole period's days, the top ten). */
  rows?: readonly T[];
}

export interface ReportPageProps<T> extends Omit<ListPageProps<T>, 'filters' | 'summary'> {
  /** The period filter (days in the company's zone, both inclusive); left out for a report without one (stock as of a day). */
  period?: { value: DateRange; onChange: (range: DateRange) => void };
  /** The report's own filter inputs, in the same bar after the period. */
  filters?: ReactNode;
  /** A line under the filters saying what the report counts. */
  help?: ReactNode;
  /** The summary line: what the whole report (every page) adds up to. */
  totals?: ReportTotal[];
  chart?: ReportChartSpec<T> | null;
}

/**
 * The report page of the kit (docs/reports.md "The report kit"): heading, a filter bar whose state
 * lives in the address (useReportState: bookmarkable, shared, kept on reload) with the period
 * first, the totals line, an optional recharts chart above the table of the same rows, and the
 * table on the shared grid with Excel export of every row of the report (pass `exportAll` with
 * the report's own fetch when it is paged on the server).
 */
export function ReportPage<T>({ period, filters, help, totals, chart, rows, ...list }: ReportPageProps<T>) {
  const { t } = useTranslation();
  const chartRows = chart?.rows ?? rows;
  return (
    <ListPage<T>
      {...list}
      rows={rows}
      filters={
        <>
          <FilterBar>
            {period && <DateRangeFilter value={period.value} onChange={period.onChange} />}
            {filters}
          </FilterBar>
          {help && <p className="muted">{help}</p>}
        </>
      }
      summary={
        <>
          {totals && totals.length > 0 && (
            <dl className="report-totals" aria-label={t('reports.kit.totals')}>
              {totals.map((total) => (
                <div key={total.label} className="report-total">
                  <dt>{total.label}</dt>
                  <dd>{total.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {chart && chartRows && chartRows.length > 0 && (
            <Suspense fallback={<div className="report-chart" role="status">…</div>}>
              <ReportChart spec={chart as ReportChartSpec<unknown>} rows={chartRows as readonly unknown[]} />
            </Suspense>
          )}
        </>
      }
    />
  );
}
