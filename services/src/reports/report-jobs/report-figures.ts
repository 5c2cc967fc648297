import type { AbcClass, AbcClassSummary, AbcMeasure, AbcResult, AbcRow, PriceBand, PriceDistResult, TrendChange, TrendGranularity, TrendPoint, TrendResult, TrendTotals } from '@tradedesk/contracts/reports/report-jobs';
import { addDays, daysBetween, lastDayOfMonth } from '@tradedesk/contracts/platform/company-time';
import { roundTo } from '@tradedesk/contracts/platform/money';
import { Decimal } from 'decimal.js';

/**
 * The pure arithmetic of the heavy reports (ABC, price bands, trend): rows in, result out, no
 * database and no clock, so the unit tests check them on hand-computed data. Money and
 * quantities stay decimal strings (decimal.js), never floats.
 */

/** One product's sales over the period (a `salesBy(..., 'product')` row, or several merged). */
export interface ProductSales {
  key: string;
  code: string;
  name: string;
  quantity: string;
  amount: string;
  cost: string;
  profit: string;
  lines: number;
}

/** Adds rows of the same product (one slice of the period after another) into one row each. */
export function mergeProductSales(into: Map<string, ProductSales>, rows: readonly ProductSales[]): Map<string, ProductSales> {
  for (const r of rows) {
    const seen = into.get(r.key);
    if (!seen) {
      into.set(r.key, { key: r.key, code: r.code, name: r.name, quantity: r.quantity, amount: r.amount, cost: r.cost, profit: r.profit, lines: r.lines });
      continue;
    }
    seen.quantity = new Decimal(seen.quantity).plus(r.quantity).toFixed();
    seen.amount = new Decimal(seen.amount).plus(r.amount).toFixed();
    seen.cost = new Decimal(seen.cost).plus(r.cost).toFixed();
    seen.profit = new Decimal(seen.profit).plus(r.profit).toFixed();
    seen.lines += r.lines;
  }
  return into;
}

const pct = (part: Decimal, whole: Decimal) => (whole.isZero() ? '0.00' : roundTo(part.dividedBy(whole).times(100), 2));

/**
 * ABC analysis: products ranked by the measure (highest first, ties by code), each with its share
 * of the total and the cumulative share down to it. A product is in class A while the share of
 * the products ranked ABOVE it is below cut-off A (so the product that crosses 80 % is still A,
 * and one product making 90 % of sales is A, not B), then B while that share is below cut-off B,
 * then C. The total is the sum of the positive values; a product with a value of 0 or below
 * (a loss-making product ranked by profit, returns only) is C and adds nothing to the cumulative share.
 */
export function abcAnalysis(products: readonly ProductSales[], measure: AbcMeasure, cutoffs: { a: number; b: number }): AbcResult {
  const withValue = products.map((p) => ({ p, value: new Decimal(p[measure]) }));
  withValue.sort((x, y) => y.value.comparedTo(x.value) || (x.p.code < y.p.code ? -1 : x.p.code > y.p.code ? 1 : x.p.key < y.p.key ? -1 : 1));
  const total = withValue.reduce((s, x) => (x.value.isPositive() && !x.value.isZero() ? s.plus(x.value) : s), new Decimal(0));
  const cutA = new Decimal(cutoffs.a);
  const cutB = new Decimal(cutoffs.b);
  let before = new Decimal(0);
  const sums: Record<AbcClass, { products: number; value: Decimal }> = { A: { products: 0, value: new Decimal(0) }, B: { products: 0, value: new Decimal(0) }, C: { products: 0, value: new Decimal(0) } };
  const rows: AbcRow[] = withValue.map(({ p, value }, i) => {
    const positive = value.greaterThan(0);
    const shareBefore = total.isZero() ? new Decimal(100) : before.dividedBy(total).times(100);
    const cls: AbcClass = !positive ? 'C' : shareBefore.lessThan(cutA) ? 'A' : shareBefore.lessThan(cutB) ? 'B' : 'C';
    if (positive) before = before.plus(value);
    sums[cls].products++;
    sums[cls].value = sums[cls].value.plus(value);
    return {
      rank: i + 1,
      productId: p.key,
      code: p.code,
      name: p.name,
      quantity: p.quantity,
      amount: p.amount,
      profit: p.profit,
      value: value.toFixed(),
      share: pct(value, total),
      cumulativeShare: pct(before, total),
      class: cls,
    };
  });
  const classes: AbcClassSummary[] = (['A', 'B', 'C'] as const).map((c) => ({ class: c, products: sums[c].products, value: sums[c].value.toFixed(), share: pct(sums[c].value, total) }));
  return { kind: 'abc', measure, cutoffs: { a: cutoffs.a, b: cutoffs.b }, total: total.toFixed(), classes, rows };
}

/**
 * Price bands: each product's selling price over the period is its amount divided by its units
 * (the average price it was actually sold at, net of line discounts, base currency); band i holds
 * the prices p with bounds[i-1] <= p < bounds[i] (the first band starts at 0, the last has no
 * upper bound). Per band: products, units, amount, profit and the band's share of the amount.
 * A product with no units left over the period (returns only) has no price and is counted apart.
 */
export function priceBands(products: readonly ProductSales[], bounds: readonly string[]): PriceDistResult {
  const limits = bounds.map((b) => new Decimal(b));
  const bands = [new Decimal(0), ...limits].map((from, i) => ({ from, to: limits[i] ?? null, products: 0, quantity: new Decimal(0), amount: new Decimal(0), profit: new Decimal(0) }));
  let unpriced = 0;
  for (const p of products) {
    const quantity = new Decimal(p.quantity);
    if (!quantity.greaterThan(0)) {
      unpriced++;
      continue;
    }
    const price = new Decimal(p.amount).dividedBy(quantity);
    let i = limits.findIndex((l) => price.lessThan(l));
    if (i < 0) i = limits.length;
    const band = bands[i];
    band.products++;
    band.quantity = band.quantity.plus(quantity);
    band.amount = band.amount.plus(p.amount);
    band.profit = band.profit.plus(p.profit);
  }
  const total = bands.reduce((s, b) => s.plus(b.amount), new Decimal(0));
  const out: PriceBand[] = bands.map((b) => ({
    from: b.from.toFixed(),
    to: b.to ? b.to.toFixed() : null,
    products: b.products,
    quantity: b.quantity.toFixed(),
    amount: b.amount.toFixed(),
    profit: b.profit.toFixed(),
    amountShare: pct(b.amount, total),
  }));
  return { kind: 'price-dist', bands: out, unpriced };
}

/** One business day's figures (`salesByDay` rows). */
export interface DaySales {
  day: string;
  quantity: string;
  amount: string;
  profit: string;
}

/** The period of the same length that ends the day before `from`. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const length = daysBetween(from, to) + 1;
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

const totalsOf = (days: readonly DaySales[]): TrendTotals => {
  let q = new Decimal(0),
    a = new Decimal(0),
    p = new Decimal(0);
  for (const d of days) {
    q = q.plus(d.quantity);
    a = a.plus(d.amount);
    p = p.plus(d.profit);
  }
  return { quantity: q.toFixed(), amount: a.toFixed(), profit: p.toFixed() };
};

const changeOf = (now: string, before: string): TrendChange => {
  const n = new Decimal(now);
  const b = new Decimal(before);
  return { difference: n.minus(b).toFixed(), percent: b.isZero() ? null : roundTo(n.minus(b).dividedBy(b.abs()).times(100), 2) };
};

/**
 * The trend: one point per day (or per month, 'YYYY-MM') of the period, days without a sale at 0,
 * the period's totals, and the change against the previous period of the same length
 * (difference, and percent of the previous figure; null when that was 0).
 */
export function salesTrend(period: { from: string; to: string }, granularity: TrendGranularity, days: readonly DaySales[], previousDays: readonly DaySales[]): TrendResult {
  const points = new Map<string, { q: Decimal; a: Decimal; p: Decimal }>();
  const keyOf = (day: string) => (granularity === 'month' ? day.slice(0, 7) : day);
  for (let d = period.from; d <= period.to; d = addDays(d, 1)) if (!points.has(keyOf(d))) points.set(keyOf(d), { q: new Decimal(0), a: new Decimal(0), p: new Decimal(0) });
  for (const d of days) {
    const pt = points.get(keyOf(d.day));
    if (!pt) continue;
    pt.q = pt.q.plus(d.quantity);
    pt.a = pt.a.plus(d.amount);
    pt.p = pt.p.plus(d.profit);
  }
  const inPeriod = days.filter((d) => d.day >= period.from && d.day <= period.to);
  const totals = totalsOf(inPeriod);
  const prev = previousPeriod(period.from, period.to);
  const prevTotals = totalsOf(previousDays.filter((d) => d.day >= prev.from && d.day <= prev.to));
  const list: TrendPoint[] = [...points].map(([k, v]) => ({ period: k, quantity: v.q.toFixed(), amount: v.a.toFixed(), profit: v.p.toFixed() }));
  return {
    kind: 'trend',
    granularity,
    points: list,
    totals,
    previous: { ...prev, totals: prevTotals },
    change: { quantity: changeOf(totals.quantity, prevTotals.quantity), amount: changeOf(totals.amount, prevTotals.amount), profit: changeOf(totals.profit, prevTotals.profit) },
  };
}

/**
 * The period cut into slices of whole months (the first and last possibly partial), so a job can
 * read one slice at a time, report progress and stop between slices.
 */
export function monthSlices(from: string, to: string): { from: string; to: string }[] {
  const out: { from: string; to: string }[] = [];
  let start = from;
  while (start <= to) {
    const monthEnd = lastDayOfMonth(start.slice(0, 7));
    out.push({ from: start, to: monthEnd < to ? monthEnd : to });
    start = addDays(monthEnd, 1);
  }
  return out;
}

/**
 * The period cut into at most `count` slices of whole months (each slice one read of the sale
 * facts): few enough that reading and adding them up costs little more than one read of the whole
 * period, enough for the progress bar to move and for a cancellation to stop the job between them.
 */
export function periodSlices(from: string, to: string, count: number): { from: string; to: string }[] {
  const months = monthSlices(from, to);
  const size = Math.ceil(months.length / Math.max(1, count));
  const out: { from: string; to: string }[] = [];
  for (let i = 0; i < months.length; i += size) out.push({ from: months[i]!.from, to: months[Math.min(months.length, i + size) - 1]!.to });
  return out;
}
