import type { CountedLine, CountExpectedLine, CountPostedLine, StockCountEvent } from '@tradedesk/contracts/inventory/count';
import type { StockMovement } from '@tradedesk/contracts/inventory/stock';
import { Decimal } from 'decimal.js';
import type { Decider } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';
import { type RequestedLine, requireWarehouse, resolveLines, type StockFacts } from '../stock-lines.js';

export interface StockCountState {
  opened: boolean;
  posted: boolean;
  number: string;
  warehouseId: string;
  zoneId: string | null;
  expected: CountExpectedLine[];
  lines: CountedLine[];
}

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

export interface RecordCountLines {
  type: 'RecordCountLines';
  countId: string;
  lines: CountRequestLine[];
  /** 'append' adds to the lines recorded before (a spreadsheet import); default: replace them. */
  mode?: 'replace' | 'append';
  facts: StockFacts;
}

export type CountRequestLine = RequestedLine & { countedAt?: string };

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

export interface PostCount {
  type: 'PostCount';
  countId: string;
  /** Stock on hand in the warehouse at posting, base units per product. */
  book: Map<string, string>;
  facts: StockFacts;
}

export type StockCountCommand = OpenCount | RecordCountLines | PostCount;

/** Products counted more than once in the order: each with its entries. */
export function duplicatesOf(lines: CountedLine[]): { productId: string; entries: CountedLine[] }[] {
  const by = new Map<string, CountedLine[]>();
  for (const l of lines) by.set(l.productId, [...(by.get(l.productId) ?? []), l]);
  return [...by.entries()].filter(([, e]) => e.length > 1).map(([productId, entries]) => ({ productId, entries }));
}

function requireOpen(s: StockCountState, countId: string) {
  if (!s.opened) throw new DomainError('count_not_found', `No count order ${countId}.`, 404);
  if (s.posted) throw new DomainError('count_posted', `Count order ${s.number} is posted and can no longer be changed.`, 409);
}

/**
 * A stock check (count order). Opening snapshots the book quantities; counted lines are recorded
 * in any unit and kept in base units (a zero count is a count: nothing found); posting turns
 * counted - book-at-posting into 'count-adjustment' movements. A count states the truth, so the
 * movements may take stock below zero (allowNegative). Uncounted products are left alone.
 */
export const stockCountDecider: Decider<StockCountCommand, StockCountState, StockCountEvent> = {
  initialState: () => ({ opened: false, posted: false, number: '', warehouseId: '', zoneId: null, expected: [], lines: [] }),

  decide(cmd, s, ctx) {
    switch (cmd.type) {
      case 'OpenCount': {
        if (s.opened) throw new DomainError('count_exists', `Count order ${s.number} already exists.`, 409);
        const w = requireWarehouse(cmd.facts, cmd.warehouseId, 'warehouseId');
        if (cmd.zoneId && !w.zones.includes(cmd.zoneId)) throw new DomainError('zone_not_found', `zoneId: ${cmd.zoneId} is not a zone of warehouse ${w.code}.`, 400);
        let expected: CountExpectedLine[];
        if (cmd.productIds.length === 0) {
          expected = [...cmd.book.entries()]
            .filter(([, q]) => !new Decimal(q).isZero())
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([productId, q]) => ({ productId, bookQuantity: new Decimal(q).toString() }));
        } else {
          const ids = [...new Set(cmd.productIds)];
          expected = ids.map((productId, i) => {
            const p = cmd.facts.products.get(productId);
            if (!p) throw new DomainError('product_not_found', `productIds.${i}: product ${productId} does not exist.`, 400, { index: i });
            if (p.status !== 'active') throw new DomainError('product_disabled', `productIds.${i}: product ${p.code} is disabled.`, 400, { index: i });
            return { productId, bookQuantity: new Decimal(cmd.book.get(productId) ?? '0').toString() };
          });
        }
        return [{ type: 'StockCountOpened', data: { countId: cmd.countId, number: cmd.number, warehouseId: cmd.warehouseId, zoneId: cmd.zoneId, note: cmd.note, expected } }];
      }

      case 'RecordCountLines': {
        requireOpen(s, cmd.countId);
        const fresh = resolveCounted(cmd.facts, s.warehouseId, cmd.lines, ctx.now, cmd.mode === 'append' ? s.lines.length : 0);
        const lines = cmd.mode === 'append' ? [...s.lines, ...fresh] : fresh;
        return [{ type: 'StockCountLinesRecorded', data: { countId: cmd.countId, lines } }];
      }

      case 'PostCount': {
        requireOpen(s, cmd.countId);
        const dups = duplicatesOf(s.lines);
        if (dups.length > 0) {
          throw new DomainError('count_has_duplicates', `Products counted more than once: ${dups.map((d) => cmd.facts.products.get(d.productId)?.code ?? d.productId).join(', ')}. Keep one line per product before posting.`, 400, {
            productIds: dups.map((d) => d.productId),
          });
        }
        const posted: CountPostedLine[] = s.lines.map((l) => {
          const book = new Decimal(cmd.book.get(l.productId) ?? '0');
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
            unitCost: cmd.facts.averageCosts.get(`${s.warehouseId}:${p.productId}`) ?? '0',
          }));
        const events: StockCountEvent[] = [{ type: 'StockCountPosted', data: { countId: cmd.countId, number: s.number, warehouseId: s.warehouseId, lines: posted } }];
        if (movements.length > 0) {
          events.push({ type: 'StockMoved', data: { source: { type: 'count', id: cmd.countId, number: s.number }, reason: 'count', allowNegative: true, movements } });
        }
        return events;
      }

      default: {
        const _exhaustive: never = cmd;
        return [];
      }
    }
  },

  evolve(s, e) {
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
  },
};
