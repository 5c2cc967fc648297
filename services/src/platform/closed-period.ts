import { closedPeriodsOf } from '@tradedesk/projections/finance/finance-closings/finance-closings.query';
import type { Sql } from '@tradedesk/projections/platform/sql';
import { DomainError } from './event-store/errors.js';

/**
 * The closing guard (docs/finance-closing.md): a fact dated in a closed business day or month is
 * refused with `period_closed` (409) until Root reopens the period. A command's loader calls
 * `loadClosedPeriods` with the business days its facts may be dated on and hands the answer to its
 * decide function, which calls `refuseClosedPeriod` for the day it settles on.
 */
export interface ClosedPeriods {
  /** Closed business days (YYYY-MM-DD) among those asked. */
  days: readonly string[];
  /** Closed months (YYYY-MM) the asked days fall in. */
  months: readonly string[];
}

/** Nothing closed: for facts that carry no date, and for tests. */
export const NO_CLOSED_PERIODS: ClosedPeriods = { days: [], months: [] };

/** The closed periods among these business days (read from the inline read model: a close is seen at once). */
export function loadClosedPeriods(sql: Sql, days: readonly (string | null | undefined)[]): Promise<ClosedPeriods> {
  return closedPeriodsOf(sql, days.filter((d): d is string => typeof d === 'string' && d.length >= 10).map((d) => d.slice(0, 10)));
}

/** The closed period a business day falls in (its month first: a closed month holds every day), or null. */
export function closedPeriodOf(closed: ClosedPeriods, day: string): string | null {
  const month = day.slice(0, 7);
  if (closed.months.includes(month)) return month;
  if (closed.days.includes(day)) return day;
  return null;
}

/** Throws `period_closed` (409) when the business day is in a closed day or month. */
export function refuseClosedPeriod(closed: ClosedPeriods, day: string, field = 'date'): void {
  const period = closedPeriodOf(closed, day);
  if (period === null) return;
  const what = period.length === 7 ? `The month ${period}` : `The day ${period}`;
  throw new DomainError('period_closed', `${what} is closed: nothing dated ${day} can be recorded until Root reopens it.`, 409, { period, day, field });
}
