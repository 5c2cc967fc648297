import { daysBetween } from '@tradedesk/contracts/platform/company-time';
import { Decimal } from 'decimal.js';

/**
 * What to offer a customer (docs/report-insight.md "Recommend"), worked out from purchases only
 * (no product attributes):
 * - co-purchase: the customers who bought at least one of the customer's products in the window
 *   are its similar customers, each weighted by its similarity = shared products / products of
 *   either (Jaccard). A product the customer never bought scores the sum of the similarities of
 *   the similar customers who bought it;
 * - lapsed regulars: a product the customer bought on at least REGULAR_DAYS days whose last
 *   purchase is more than LAPSE_FACTOR x its average interval ago.
 */
export const REGULAR_DAYS = 3;
export const LAPSE_FACTOR = 1.5;
/** The customer's own products shown as the link of an offer. */
const VIA = 3;

export interface Purchase {
  customerId: string;
  productId: string;
  day: string;
  quantity: string;
}

export interface Offer {
  productId: string;
  /** 4 decimals. */
  score: string;
  buyers: number;
  via: string[];
}

/**
 * `window`: every customer's purchases in the window; `everBought`: the products the customer ever
 * bought (never offered). Best score first, then more buyers, then product id.
 */
export function coPurchaseOffers(customerId: string, window: readonly Purchase[], everBought: ReadonlySet<string>, limit: number): { similarCustomers: number; offers: Offer[] } {
  const baskets = new Map<string, Set<string>>();
  for (const p of window) {
    let b = baskets.get(p.customerId);
    if (!b) baskets.set(p.customerId, (b = new Set()));
    b.add(p.productId);
  }
  const own = baskets.get(customerId) ?? new Set<string>();
  const scores = new Map<string, { score: Decimal; buyers: number; via: Map<string, number> }>();
  let similarCustomers = 0;
  for (const [other, basket] of baskets) {
    if (other === customerId) continue;
    const shared = [...basket].filter((p) => own.has(p));
    if (!shared.length) continue;
    similarCustomers++;
    const similarity = new Decimal(shared.length).dividedBy(new Set([...own, ...basket]).size);
    for (const product of basket) {
      if (own.has(product) || everBought.has(product)) continue;
      let s = scores.get(product);
      if (!s) scores.set(product, (s = { score: new Decimal(0), buyers: 0, via: new Map() }));
      s.score = s.score.plus(similarity);
      s.buyers++;
      for (const v of shared) s.via.set(v, (s.via.get(v) ?? 0) + 1);
    }
  }
  const offers = [...scores.entries()]
    .sort(([a, x], [b, y]) => y.score.comparedTo(x.score) || y.buyers - x.buyers || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, limit)
    .map(([productId, s]) => ({
      productId,
      score: s.score.toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4),
      buyers: s.buyers,
      via: [...s.via.entries()].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1)).slice(0, VIA).map(([p]) => p),
    }));
  return { similarCustomers, offers };
}

export interface Lapsed {
  productId: string;
  purchases: number;
  /** 1 decimal. */
  interval: string;
  lastDay: string;
  daysSince: number;
  quantity: string;
}

/** The customer's regular products not bought for longer than usual by `day` (its purchases up to then); longest overdue (days since / interval) first. */
export function lapsedRegulars(history: readonly Purchase[], day: string): Lapsed[] {
  const byProduct = new Map<string, { days: Set<string>; quantity: Decimal }>();
  for (const p of history) {
    let h = byProduct.get(p.productId);
    if (!h) byProduct.set(p.productId, (h = { days: new Set(), quantity: new Decimal(0) }));
    h.days.add(p.day);
    h.quantity = h.quantity.plus(p.quantity);
  }
  const out: (Lapsed & { overdue: Decimal })[] = [];
  for (const [productId, h] of byProduct) {
    if (h.days.size < REGULAR_DAYS) continue;
    const days = [...h.days].sort();
    const first = days[0]!;
    const last = days[days.length - 1]!;
    const interval = new Decimal(daysBetween(first, last)).dividedBy(days.length - 1);
    const since = daysBetween(last, day);
    if (interval.isZero() || new Decimal(since).lte(interval.times(LAPSE_FACTOR))) continue;
    out.push({ productId, purchases: days.length, interval: interval.toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toFixed(1), lastDay: last, daysSince: since, quantity: h.quantity.toFixed(), overdue: new Decimal(since).dividedBy(interval) });
  }
  return out.sort((a, b) => b.overdue.comparedTo(a.overdue) || (a.productId < b.productId ? -1 : 1)).map(({ overdue: _o, ...l }) => l);
}
