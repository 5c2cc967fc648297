import type { CountedLine, CountExpectedLine, StockCountEvent } from '@tradedesk/contracts/inventory/count';
import { Decimal } from 'decimal.js';
import type { EvolveEvent } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';
import { type RequestedLine, resolveLines, type StockFacts } from '../stock-lines.js';

/**
 * A stock check (count order), as far as decisions need it. Opening snapshots the book
 * quantities; counted lines are kept in base units; posting closes it.
 */
export interface StockCountState {
  opened: boolean;
  posted: boolean;
  number: string;
  warehouseId: string;
  zoneId: string | null;
  expected: CountExpectedLine[];
  lines: CountedLine[];
}

export const initialStockCountState = (): StockCountState => ({ opened: false, posted: false, number: '', warehouseId: '', zoneId: null, expected: [], lines: [] });

export function evolveStockCount(s: StockCountState, e: EvolveEvent<StockCountEvent>): StockCountState {
  switch (e.type) {
    case 'StockCountOpened':
      return { ...s, opened: true, number: e.data.number, warehouseId: e.data.warehouseId, zoneId: e.data.zoneId, expected: e.data.expected };
    case 'StockCountLinesRecorded':
      return { ...s, lines: e.data.lines };
    case 'StockCountPosted':
      return { ...s, posted: true };
    case 'StockMoved':
      return s;
    default: {
      const _exhaustive: never = e;
      return s;
    }
  }
}

/** A counted line as asked for: any unit, a quantity (zero: nothing found), when it was counted. */
export type CountRequestLine = RequestedLine & { countedAt?: string };

/** Only an open count order takes lines or is posted. */
export function requireOpen(s: StockCountState, countId: string) {
  if (!s.opened) throw new DomainError('count_not_found', `No count order ${countId}.`, 404);
  if (s.posted) throw new DomainError('count_posted', `Count order ${s.number} is posted and can no longer be changed.`, 409);
}

/**
 * Counted lines in base units. resolveLines refuses zero; a counted zero is valid (nothing found),
 * so it is resolved as 1 (checking the product and the unit's packing) and written back as zero.
 */
export function resolveCounted(facts: StockFacts, warehouseId: string, requested: CountRequestLine[], now: Date, lineOffset = 0): CountedLine[] {
  const zero = requested.map((l) => new Decimal(l.quantity).isZero());
  const resolved = resolveLines(facts, warehouseId, requested.map((l, i) => (zero[i] ? { ...l, quantity: '1' } : l)));
  return resolved.map((r, i) => ({
    line: r.line + lineOffset,
    productId: r.productId,
    unit: r.unit,
    unitQuantity: zero[i] ? '0' : r.unitQuantity,
    quantity: zero[i] ? '0' : r.quantity,
    countedAt: requested[i].countedAt ? new Date(requested[i].countedAt!).toISOString() : now.toISOString(),
  }));
}

/** Any instant: checking a line only looks for its refusal, the time it was counted plays no part. */
const CHECKED_AT = new Date(0);

/**
 * The count rules of one counted line on its own (product active, the unit's packing), as an
 * import names a refusal: the field of its row and the message. Null when the line passes.
 */
export function countedLineRefusal(facts: StockFacts, warehouseId: string, line: CountRequestLine): { field: string; message: string } | null {
  try {
    resolveCounted(facts, warehouseId, [line], CHECKED_AT);
    return null;
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
    const field = e.code === 'unit_without_packing' ? 'unit' : e.code.startsWith('product') ? 'code' : 'quantity';
    return { field, message: e.message.replace(/^Line 1, [a-z]+: /, '') };
  }
}

/** Products counted more than once in the order: each with its entries. */
export function duplicatesOf(lines: CountedLine[]): { productId: string; entries: CountedLine[] }[] {
  const by = new Map<string, CountedLine[]>();
  for (const l of lines) by.set(l.productId, [...(by.get(l.productId) ?? []), l]);
  return [...by.entries()].filter(([, e]) => e.length > 1).map(([productId, entries]) => ({ productId, entries }));
}
