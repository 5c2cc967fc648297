import type { StockCountEvent } from '@tradedesk/contracts/inventory/count';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import type { StockFacts } from '../../stock-lines.js';
import { type CountRequestLine, requireOpen, resolveCounted, type StockCountState } from '../stock-count.state.js';

export interface RecordCountLines {
  type: 'RecordCountLines';
  countId: string;
  lines: CountRequestLine[];
  facts: StockFacts;
}

/**
 * The counted lines replace those recorded before: in any unit, kept in base units, a zero count
 * is a count (nothing found), a product counted twice stays two lines (a duplicate, never summed).
 */
export function decideRecordCountLines(c: RecordCountLines, s: StockCountState, ctx: DecideContext): StockCountEvent[] {
  requireOpen(s, c.countId);
  return [{ type: 'StockCountLinesRecorded', data: { countId: c.countId, lines: resolveCounted(c.facts, s.warehouseId, c.lines, ctx.now) } }];
}
