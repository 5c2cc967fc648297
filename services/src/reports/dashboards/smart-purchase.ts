import { addDays } from '@tradedesk/contracts/platform/company-time';
import type { AiPurchaseLine, AiPurchaseList, AiPurchaseQuery } from '@tradedesk/contracts/reports/dashboards';
import { getSupplier } from '@tradedesk/projections/catalog/suppliers/suppliers.query';
import type { Sql } from '@tradedesk/projections/platform/sql';
import { lastPurchases, onOrderQuantities } from '@tradedesk/projections/purchasing/on-order/on-order.query';
import { purchaseDemand } from '@tradedesk/projections/reports/sale-facts/sale-facts-stock.query';
import { Decimal } from 'decimal.js';

export interface SuggestionInput {
  sold: Decimal.Value;
  windowDays: number;
  leadDays: number;
  coverDays: number;
  safetyDays: number;
  onHand: Decimal.Value;
  onOrder: Decimal.Value;
}

export interface Suggestion {
  averageDaily: string;
  demand: string;
  safetyStock: string;
  suggested: string;
}

const SHOWN = 4;

/**
 * The smart purchase's rule (issue 15 "AI purchase"), pure: average daily demand over the window
 * x (lead time + cover days) + safety stock (average daily demand x safety days) - on hand - on
 * order, rounded up to whole base units (a part unit cannot be bought), never below zero. Each
 * figure is one division of a product (exact whenever the result is); the figures shown are
 * rounded to 4 decimals (half up).
 */
export function suggestPurchase(i: SuggestionInput): Suggestion {
  // Multiplied before the one division: 20 sold in 3 days over 3 days is 20, not 20.000…1 rounded up to 21.
  const sold = new Decimal(i.sold);
  const perWindow = (days: number) => sold.times(days).dividedBy(i.windowDays);
  const avg = perWindow(1);
  const demand = perWindow(i.leadDays + i.coverDays);
  const safety = perWindow(i.safetyDays);
  const raw = perWindow(i.leadDays + i.coverDays + i.safetyDays).minus(i.onHand).minus(i.onOrder);
  const show = (d: Decimal) => d.toDecimalPlaces(SHOWN, Decimal.ROUND_HALF_UP).toFixed();
  return { averageDaily: show(avg), demand: show(demand), safetyStock: show(safety), suggested: raw.isPositive() && !raw.isZero() ? raw.ceil().toFixed() : '0' };
}

/** Suggestions for the products sold in the warehouse over the window (docs/dashboards.md "AI purchase"). */
export async function smartPurchase(sql: Sql, q: AiPurchaseQuery, day: string): Promise<AiPurchaseList> {
  const from = addDays(day, -(q.windowDays - 1));
  const demand = await purchaseDemand(sql, { warehouseId: q.warehouseId, from, to: day });
  const ids = demand.map((d) => d.productId);
  const [onOrder, last] = await Promise.all([onOrderQuantities(sql, ids.map((productId) => ({ warehouseId: q.warehouseId, productId }))), lastPurchases(sql, ids)]);
  const supplierIds = [...new Set([...last.values()].map((l) => l.supplierId))];
  const names = new Map((await Promise.all(supplierIds.map((id) => getSupplier(sql, id)))).flatMap((s) => (s ? [[s.id, s.name] as const] : [])));
  const lines: AiPurchaseLine[] = demand.map((d) => {
    const ordered = onOrder.get(`${q.warehouseId}:${d.productId}`) ?? '0';
    const s = suggestPurchase({ sold: d.sold, windowDays: q.windowDays, leadDays: q.leadDays, coverDays: q.coverDays, safetyDays: q.safetyDays, onHand: d.onHand, onOrder: ordered });
    const l = last.get(d.productId);
    return {
      productId: d.productId, code: d.code, name: d.name, sold: d.sold, windowDays: q.windowDays, averageDaily: s.averageDaily,
      leadDays: q.leadDays, coverDays: q.coverDays, safetyDays: q.safetyDays, demand: s.demand, safetyStock: s.safetyStock,
      onHand: d.onHand, onOrder: new Decimal(ordered).toFixed(), suggested: s.suggested,
      supplierId: l?.supplierId ?? null, supplierName: l ? (names.get(l.supplierId) ?? '') : '', lastUnit: l?.unit ?? null, lastUnitPrice: l?.unitPrice ?? null, lastCurrency: l?.currency ?? null,
    };
  });
  const shown = q.onlyNeeded === 'true' ? lines.filter((l) => l.suggested !== '0') : lines;
  // The largest need first.
  shown.sort((a, b) => new Decimal(b.suggested).comparedTo(a.suggested) || a.code.localeCompare(b.code));
  return { day, from, warehouseId: q.warehouseId, lines: shown };
}
