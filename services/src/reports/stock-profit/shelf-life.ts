import { addDays, businessDayOf, daysBetween } from '@tradedesk/contracts/platform/company-time';
import type { ShelfLifeRow, ShelfLifeStatus } from '@tradedesk/contracts/reports/stock-profit';
import type { StockWithIncoming } from '@tradedesk/projections/inventory/cost/cost-shelf-life.query';
import { Decimal } from 'decimal.js';

/**
 * Shelf life under first in, first out (docs/report-stock-profit.md "Shelf life"). Stock is not
 * kept per lot, so the stock on hand of a product in a warehouse is taken to be what came in last:
 * the oldest units are the first to leave. Pure functions over what the cost projection answers.
 */

export interface Incoming {
  day: string;
  kind: string;
  document: string;
  quantity: string;
}

/**
 * The parts of `onHand` by the movement each came in with: walking the incoming movements newest
 * first, each gives what it brought until the stock on hand is covered (the oldest part may be a
 * share of its movement). Nothing for stock at or below zero; newest first.
 */
export function fifoParts<T extends Incoming>(onHand: string, incomingNewestFirst: readonly T[]): T[] {
  let left = new Decimal(onHand);
  const parts: T[] = [];
  for (const m of incomingNewestFirst) {
    if (left.lte(0)) break;
    const q = Decimal.min(left, m.quantity);
    if (q.lte(0)) continue;
    parts.push({ ...m, quantity: q.toFixed() });
    left = left.minus(q);
  }
  return parts;
}

/** expired: the expiry day is before the day; expiring: at most `within` days left (the expiry day itself is 0 days left); else fine. */
export function shelfLifeStatus(daysLeft: number, within: number): ShelfLifeStatus {
  if (daysLeft < 0) return 'expired';
  return daysLeft <= within ? 'expiring' : 'fine';
}

/** Every part of the stock on hand with its expiry day = the day it came in + the product's shelf life, as of business day `day`. */
export function shelfLifeRows(stock: readonly StockWithIncoming[], day: string, within: number, offsetHours: number): ShelfLifeRow[] {
  return stock.flatMap((s) => {
    const incoming = s.incoming.map((i) => ({ day: businessDayOf(i.at, offsetHours), kind: i.kind, document: i.document, quantity: i.quantity }));
    return fifoParts(s.onHand, incoming).map((part): ShelfLifeRow => {
      const expiryDay = addDays(part.day, s.shelfLifeDays);
      const daysLeft = daysBetween(day, expiryDay);
      return {
        productId: s.productId, code: s.code, name: s.name, unitLabel: s.unitLabel,
        warehouseId: s.warehouseId, warehouseCode: s.warehouseCode, warehouseName: s.warehouseName, shelfLifeDays: s.shelfLifeDays,
        receivedDay: part.day, kind: part.kind, document: part.document, quantity: part.quantity,
        value: new Decimal(part.quantity).times(s.unitCost ?? 0).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed(),
        expiryDay, daysLeft, status: shelfLifeStatus(daysLeft, within),
      };
    });
  });
}
