import type { CountExpectedLine, StockCountEvent } from '@tradedesk/contracts/inventory/count';
import { Decimal } from 'decimal.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { requireWarehouse, type StockFacts } from '../../stock-lines.js';
import type { StockCountState } from '../stock-count.state.js';

export interface OpenCount {
  type: 'OpenCount';
  countId: string;
  number: string;
  warehouseId: string;
  zoneId: string | null;
  note: string;
  /** Empty: every product with stock in the warehouse (`book`). */
  productIds: string[];
  /** Stock on hand in the warehouse now, base units per product (rm.stock_on_hand). */
  book: Map<string, string>;
  facts: StockFacts;
}

/**
 * Opening snapshots the book quantity of the order's products: the listed ones (0 when nothing is
 * on hand), or every product with stock in the warehouse when none is listed.
 */
export function decideOpenCount(c: OpenCount, s: StockCountState): StockCountEvent[] {
  if (s.opened) throw new DomainError('count_exists', `Count order ${s.number} already exists.`, 409);
  const w = requireWarehouse(c.facts, c.warehouseId, 'warehouseId');
  if (c.zoneId && !w.zones.includes(c.zoneId)) throw new DomainError('zone_not_found', `zoneId: ${c.zoneId} is not a zone of warehouse ${w.code}.`, 400);
  let expected: CountExpectedLine[];
  if (c.productIds.length === 0) {
    expected = [...c.book.entries()]
      .filter(([, q]) => !new Decimal(q).isZero())
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([productId, q]) => ({ productId, bookQuantity: new Decimal(q).toString() }));
  } else {
    const ids = [...new Set(c.productIds)];
    expected = ids.map((productId, i) => {
      const p = c.facts.products.get(productId);
      if (!p) throw new DomainError('product_not_found', `productIds.${i}: product ${productId} does not exist.`, 400, { index: i });
      if (p.status !== 'active') throw new DomainError('product_disabled', `productIds.${i}: product ${p.code} is disabled.`, 400, { index: i });
      return { productId, bookQuantity: new Decimal(c.book.get(productId) ?? '0').toString() };
    });
  }
  return [{ type: 'StockCountOpened', data: { countId: c.countId, number: c.number, warehouseId: c.warehouseId, zoneId: c.zoneId, note: c.note, expected } }];
}
