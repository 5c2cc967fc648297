/**
 * A report's filters live in the address (pure, unit-tested), so a report can be bookmarked,
 * shared and reloaded as it was: `?period=lastMonth`, or `?from=2026-01-01&to=2026-01-31` for days
 * typed by hand, `?period=all` for any time, then the report's own filters by name
 * (`?warehouseId=w1`) and the page (`?page=2`). What equals the report's default is left out, so
 * the bare address is the default report (this month in the company's time zone, first page).
 * A preset is kept as a preset: a link to "this month" opened next month shows that month.
 */
import { isBusinessDay, PERIOD_PRESETS, type PeriodPreset } from '@tradedesk/contracts/platform/company-time';
import { ANY_TIME, type DateRange, presetRange } from '../filters/date-range';

/** A report's own filters: name -> value ('' = not set). */
export type ReportFilters = Record<string, string>;

export interface ReportDefaults<F extends ReportFilters> {
  /** The period the bare address shows: a preset, '' for any time, or null for a report without a period. */
  preset: PeriodPreset | '' | null;
  filters: F;
}

export interface ReportState<F extends ReportFilters> {
  period: DateRange;
  filters: F;
  page: number;
}

/** `?period=all`: any time. */
export const ALL_TIME = 'all';
/** Address parameters the kit itself uses; a report's filter may not take these names. */
export const RESERVED_PARAMS = ['period', 'from', 'to', 'page'] as const;

const isPreset = (value: string | null): value is PeriodPreset => value !== null && (PERIOD_PRESETS as readonly string[]).includes(value);

/** The period an address names (the default when it names none or nonsense), worked out at `now` in the company's zone. */
function periodOf(params: URLSearchParams, preset: PeriodPreset | '' | null, now: Date | number, offsetHours: number): DateRange {
  if (preset === null) return ANY_TIME;
  const named = params.get('period');
  if (named === ALL_TIME) return ANY_TIME;
  if (isPreset(named)) return presetRange(named, now, offsetHours);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const fromOk = from === '' || isBusinessDay(from);
  const toOk = to === '' || isBusinessDay(to);
  if ((from || to) && fromOk && toOk) return { preset: '', from, to };
  return presetRange(preset, now, offsetHours);
}

/** The report's state as the address (its query string, with or without '?') describes it. */
export function readReportState<F extends ReportFilters>(search: string, defaults: ReportDefaults<F>, now: Date | number, offsetHours: number): ReportState<F> {
  const params = new URLSearchParams(search);
  const filters = { ...defaults.filters };
  for (const key of Object.keys(defaults.filters) as (keyof F & string)[]) {
    const value = params.get(key);
    if (value !== null) filters[key] = value as F[typeof key];
  }
  const page = Number(params.get('page'));
  return { period: periodOf(params, defaults.preset, now, offsetHours), filters, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The query string ('?…', or '' for the default report) that describes `state`. */
export function reportSearch<F extends ReportFilters>(state: ReportState<F>, defaults: ReportDefaults<F>): string {
  const params = new URLSearchParams();
  if (defaults.preset !== null) {
    const { preset, from, to } = state.period;
    if (preset) {
      if (preset !== defaults.preset) params.set('period', preset);
    } else if (!from && !to) {
      if (defaults.preset !== '') params.set('period', ALL_TIME);
    } else {
      if (from) params.set('from', from);
      if (to) params.set('to', to);
    }
  }
  for (const key of Object.keys(defaults.filters)) {
    const value = state.filters[key] ?? '';
    if (value !== (defaults.filters[key] ?? '')) params.set(key, value);
  }
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The days a business-day report asks for: both sides, '' left out. */
export const periodParams = (period: DateRange): { from?: string; to?: string } => ({ from: period.from || undefined, to: period.to || undefined });

/** The filters a report sends: the ones set ('' left out). */
export function filterParams<F extends ReportFilters>(filters: F): Partial<F> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')) as Partial<F>;
}
