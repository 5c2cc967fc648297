import { daysBetween } from '@tradedesk/contracts/platform/company-time';
import type { InsightRow, RfmSegment } from '@tradedesk/contracts/reports/report-insight';
import type { CustomerPeriods } from '@tradedesk/projections/reports/sale-facts/sale-facts-insight.query';
import { Decimal } from 'decimal.js';

/**
 * RFM scoring (docs/report-insight.md "Customer insight"). Among the customers who bought in the
 * period, each of recency (days since the last purchase: fewer is better), frequency (orders) and
 * monetary (sales) scores 1-5 by where the customer stands: 5 x the share of customers who do no
 * better (the customer included), rounded up. Ties score alike; the best always scores 5.
 */
export function quintileScores(values: readonly number[], higherIsBetter: boolean): number[] {
  const n = values.length;
  // Worst first; a value's "no better" count is the index after the last equal value.
  const sorted = [...values].sort((a, b) => (higherIsBetter ? a - b : b - a));
  const upTo = new Map<number, number>();
  sorted.forEach((v, i) => upTo.set(v, i + 1));
  return values.map((v) => Math.ceil((5 * upTo.get(v)!) / n));
}

/** The segment of a customer (the first rule that holds, in this order); not bought in the period = lost (it bought in the one before). */
export function segmentOf(c: { boughtInPeriod: boolean; isNew: boolean; r: number; f: number; m: number }): RfmSegment {
  if (!c.boughtInPeriod) return 'lost';
  if (c.isNew) return 'new';
  if (c.r >= 4 && c.f >= 4 && c.m >= 4) return 'champions';
  if (c.r >= 3 && c.f >= 3) return 'loyal';
  if (c.r <= 2 && c.f >= 3) return 'atRisk';
  if (c.r >= 3) return 'promising';
  return 'hibernating';
}

/** One row per customer who bought in the period or in the period before it, with scores, segment and the change against the period before. */
export function rfmRows(customers: readonly CustomerPeriods[], period: { from: string; to: string }): InsightRow[] {
  const active = customers.filter((c) => c.orders > 0);
  // Amounts are decimals: rank them exactly (by their distinct values), then score the ranks.
  const moneyRank = (cs: readonly CustomerPeriods[]) => {
    const distinct = [...new Set(cs.map((c) => new Decimal(c.amount).toFixed()))].sort((a, b) => new Decimal(a).comparedTo(b));
    const rank = new Map(distinct.map((v, i) => [v, i]));
    return cs.map((c) => rank.get(new Decimal(c.amount).toFixed())!);
  };
  const r = quintileScores(active.map((c) => daysBetween(c.lastDay!, period.to)), false);
  const f = quintileScores(active.map((c) => c.orders), true);
  const m = quintileScores(moneyRank(active), true);
  const scores = new Map(active.map((c, i) => [c.customerId, { r: r[i]!, f: f[i]!, m: m[i]! }]));
  return customers.map((c) => {
    const s = scores.get(c.customerId);
    const amount = new Decimal(c.amount);
    const previous = new Decimal(c.previousAmount);
    const change = amount.minus(previous);
    return {
      customerId: c.customerId,
      code: c.code,
      name: c.name,
      segment: segmentOf({ boughtInPeriod: !!s, isNew: c.firstDay >= period.from, r: s?.r ?? 0, f: s?.f ?? 0, m: s?.m ?? 0 }),
      recency: daysBetween(c.lastDay ?? c.lastDayEver, period.to),
      frequency: c.orders,
      monetary: amount.toFixed(),
      r: s?.r ?? null,
      f: s?.f ?? null,
      m: s?.m ?? null,
      lastDay: c.lastDay ?? c.lastDayEver,
      firstDay: c.firstDay,
      previousOrders: c.previousOrders,
      previousAmount: previous.toFixed(),
      change: change.toFixed(),
      changePercent: previous.isZero() ? null : change.dividedBy(previous).times(100).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toFixed(1),
    };
  });
}
