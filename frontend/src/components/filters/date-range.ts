/**
 * The date-range filter's state and what it sends (pure, unit-tested). A range is two business
 * days, both inclusive, in the company's time zone; a preset (today, yesterday, the last week,
 * this month, last month: company-time's PERIOD_PRESETS) fills both. Every day boundary comes
 * from the company-time module, never from the browser's own zone.
 */
import { dayEnd, dayStart, isBusinessDay, PERIOD_PRESETS, type PeriodPreset, periodOf } from '@tradedesk/contracts/platform/company-time';

export { PERIOD_PRESETS, type PeriodPreset };

export interface DateRange {
  /** The preset that filled the days ('' once a day is typed, or for any time). */
  preset: PeriodPreset | '';
  /** 'YYYY-MM-DD' or '' (open). */
  from: string;
  to: string;
}

export const ANY_TIME: DateRange = { preset: '', from: '', to: '' };

/** The range a preset sets at `now` ('' clears both days: any time). */
export function presetRange(preset: PeriodPreset | '', now: Date | number, offsetHours: number): DateRange {
  return preset ? { preset, ...periodOf(preset, now, offsetHours) } : ANY_TIME;
}

/** One day typed by hand: the preset no longer describes the range. */
export const withDay = (range: DateRange, edge: 'from' | 'to', day: string): DateRange => ({ ...range, [edge]: day, preset: '' });

/** True when neither day is set. */
export const isAnyTime = (range: DateRange) => !range.from && !range.to;

/**
 * The instants an instant-filtered list asks for: from the first instant of `from` to the last
 * instant of `to` (both inclusive, as the lists compare with >= and <=), at the company's offset;
 * a side left empty (or not a real day) is left out.
 */
export function rangeInstants(range: DateRange, offsetHours: number): { from?: string; to?: string } {
  return {
    from: isBusinessDay(range.from) ? dayStart(range.from, offsetHours).toISOString() : undefined,
    // The next day's first instant less one millisecond: the last instant of `to`.
    to: isBusinessDay(range.to) ? new Date(dayEnd(range.to, offsetHours).getTime() - 1).toISOString() : undefined,
  };
}

/** The days themselves, for lists the server filters by business day: empty sides left out. */
export const rangeDays = (range: DateRange): { from?: string; to?: string } => ({ from: range.from || undefined, to: range.to || undefined });
