import type { StockCountEvent, StockCountOpened } from '@tradedesk/contracts/inventory/count';

/** Events of count order c1 the count decider tests start from (with countFacts()). */

/** Opened in warehouse w1, zone z1, expecting p1 (48 on the book) and p2 (10). */
export const opened: StockCountOpened = {
  type: 'StockCountOpened',
  data: { countId: 'c1', number: 'CK-20260115-0001', warehouseId: 'w1', zoneId: 'z1', note: '', expected: [{ productId: 'p1', bookQuantity: '48' }, { productId: 'p2', bookQuantity: '10' }] },
};

/** Counted lines: [productId, unit, unitQuantity, base quantity] each. */
export const counted = (...lines: [string, string, string, string][]): StockCountEvent => ({
  type: 'StockCountLinesRecorded',
  data: { countId: 'c1', lines: lines.map(([productId, unit, unitQuantity, quantity], i) => ({ line: i + 1, productId, unit: unit as any, unitQuantity, quantity, countedAt: '2026-01-15T10:00:00.000Z' })) },
});

export const postedEvent: StockCountEvent = { type: 'StockCountPosted', data: { countId: 'c1', number: 'CK-20260115-0001', warehouseId: 'w1', lines: [] } };
