import type { CountPostedLine, StockCountEvent } from '@tradedesk/contracts/inventory/count';
import type { StockMovement } from '@tradedesk/contracts/inventory/stock';
import { Decimal } from 'decimal.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { type StockFacts, unitCostIn } from '../../stock-lines.js';
import { duplicatesOf, requireOpen, type StockCountState } from '../stock-count.state.js';

export interface PostCount {
  type: 'PostCount';
  countId: string;
  /** Stock on hand in the warehouse at posting, base units per product. */
  book: Map<string, string>;
  facts: StockFacts;
}

/**
 * Posting turns counted - book AT POSTING into 'count-adjustment' movements. A count states the
 * truth, so the movements may take stock below zero (allowNegative). Uncounted products are left
 * alone; a product counted twice must be settled first.
 */
export function decidePostCount(c: PostCount, s: StockCountState): StockCountEvent[] {
  requireOpen(s, c.countId);
  const dups = duplicatesOf(s.lines);
  if (dups.length > 0) {
    throw new DomainError('count_has_duplicates', `Products counted more than once: ${dups.map((d) => c.facts.products.get(d.productId)?.code ?? d.productId).join(', ')}. Keep one line per product before posting.`, 400, {
      productIds: dups.map((d) => d.productId),
    });
  }
  const posted: CountPostedLine[] = s.lines.map((l) => {
    const book = new Decimal(c.book.get(l.productId) ?? '0');
    return { productId: l.productId, bookQuantity: book.toString(), countedQuantity: new Decimal(l.quantity).toString(), difference: new Decimal(l.quantity).minus(book).toString() };
  });
  const movements: StockMovement[] = posted
    .filter((p) => !new Decimal(p.difference).isZero())
    .map((p, i) => ({
      line: i + 1,
      kind: 'count-adjustment',
      warehouseId: s.warehouseId,
      zoneId: s.zoneId,
      productId: p.productId,
      quantity: p.difference,
      unit: 'unit',
      unitQuantity: new Decimal(p.difference).abs().toString(),
      unitCost: unitCostIn(c.facts, s.warehouseId, p.productId),
    }));
  const events: StockCountEvent[] = [{ type: 'StockCountPosted', data: { countId: c.countId, number: s.number, warehouseId: s.warehouseId, lines: posted } }];
  if (movements.length > 0) {
    events.push({ type: 'StockMoved', data: { source: { type: 'count', id: c.countId, number: s.number }, reason: 'count', allowNegative: true, movements } });
  }
  return events;
}
