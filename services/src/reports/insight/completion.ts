import { addDays, daysBetween, lastDayOfMonth } from '@tradedesk/contracts/platform/company-time';
import { wholePercent } from '@tradedesk/contracts/platform/money';
import type { CompletionReport, CompletionRow, Salesperson } from '@tradedesk/contracts/reports/report-insight';
import type { SalesTargetRow } from '@tradedesk/projections/reports/sales-targets/sales-targets.query';
import { Decimal } from 'decimal.js';

/**
 * Target completion (docs/report-insight.md "Target completion"). The month's elapsed share is
 * calendar days in the company's time zone (the company keeps no working-day calendar): a past
 * month 1, the current one (days up to today, today included) / (days in the month), a future one 0.
 */
export function monthProgress(month: string, today: string): { first: string; last: string; asOf: string; days: number; elapsedDays: number } {
  const first = `${month}-01`;
  const last = lastDayOfMonth(month);
  const days = daysBetween(first, last) + 1;
  if (today > last) return { first, last, asOf: last, days, elapsedDays: days };
  if (today < first) return { first, last, asOf: addDays(first, -1), days, elapsedDays: 0 };
  return { first, last, asOf: today, days, elapsedDays: daysBetween(first, today) + 1 };
}

/**
 * A salesperson's target in a scope: the warehouse's when one is asked; for the whole company the
 * company-wide target when set, else the sum of the per-warehouse ones.
 */
export function targetInScope(targets: readonly SalesTargetRow[], salespersonId: string, warehouseId: string | undefined): string | null {
  const own = targets.filter((t) => t.salespersonId === salespersonId);
  if (warehouseId) return own.find((t) => t.warehouseId === warehouseId)?.amount ?? null;
  const company = own.find((t) => t.warehouseId === '');
  if (company) return company.amount;
  const parts = own.filter((t) => t.warehouseId !== '');
  return parts.length ? parts.reduce((s, t) => s.plus(t.amount), new Decimal(0)).toFixed() : null;
}

const money = (v: Decimal) => v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed();

/** One row per salesperson with a target or sales in the scope, by name; totals over the rows. */
export function completionReport(
  input: { month: string; today: string; currency: string; warehouseId?: string },
  targets: readonly SalesTargetRow[],
  actuals: ReadonlyMap<string, string>,
  people: ReadonlyMap<string, Salesperson>,
): CompletionReport {
  const p = monthProgress(input.month, input.today);
  const share = new Decimal(p.elapsedDays).dividedBy(p.days);
  const ids = new Set([...targets.map((t) => t.salespersonId), ...[...actuals.entries()].filter(([, a]) => !new Decimal(a).isZero()).map(([id]) => id)]);
  const rows: CompletionRow[] = [];
  for (const id of ids) {
    const target = targetInScope(targets, id, input.warehouseId);
    const actual = new Decimal(actuals.get(id) ?? 0);
    if (target === null && actual.isZero()) continue;
    const expected = target === null ? null : new Decimal(target).times(share);
    rows.push({
      salespersonId: id,
      username: people.get(id)?.username ?? '',
      name: people.get(id)?.name ?? '',
      target,
      actual: actual.toFixed(),
      completion: target === null ? null : wholePercent(actual, target),
      expected: expected === null ? null : money(expected),
      gap: expected === null ? null : money(actual.minus(expected)),
      projected: share.isZero() ? null : money(actual.dividedBy(share)),
      pace: expected === null ? 'noTarget' : actual.gte(expected) ? 'ahead' : 'behind',
    });
  }
  rows.sort((a, b) => (a.name || a.username).localeCompare(b.name || b.username) || (a.salespersonId < b.salespersonId ? -1 : 1));
  const target = rows.reduce((s, r) => s.plus(r.target ?? 0), new Decimal(0));
  const actual = rows.reduce((s, r) => s.plus(r.actual), new Decimal(0));
  return {
    month: input.month,
    asOf: p.asOf,
    days: p.days,
    elapsedDays: p.elapsedDays,
    elapsedShare: share.toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4),
    currency: input.currency,
    rows,
    totals: { target: target.toFixed(), actual: actual.toFixed(), completion: target.isZero() ? null : wholePercent(actual, target), expected: money(target.times(share)) },
  };
}
