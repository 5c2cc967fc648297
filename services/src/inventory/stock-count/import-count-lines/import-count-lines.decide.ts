import type { StockCountEvent } from '@tradedesk/contracts/inventory/count';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { importRefused, type SheetRowError } from '../../../platform/excel/sheet.js';
import type { StockFacts } from '../../stock-lines.js';
import { type CountRequestLine, requireOpen, resolveCounted, type StockCountState } from '../stock-count.state.js';

export interface ImportCountLines {
  type: 'ImportCountLines';
  countId: string;
  /** The sheet's rows that resolved to counted lines, in sheet order. */
  lines: CountRequestLine[];
  /** Every problem of the sheet by row and field: reading it, resolving each row, the count rules per row. */
  rowErrors: SheetRowError[];
  /** Rows in the sheet. */
  rows: number;
  facts: StockFacts;
}

/**
 * Counted lines from a spreadsheet, all or nothing: one refused row refuses the file with a report
 * naming each bad row and field (400 import_refused, in `details`). Otherwise the rows are added
 * after the lines counted before, numbering on.
 */
export function decideImportCountLines(c: ImportCountLines, s: StockCountState, ctx: DecideContext): StockCountEvent[] {
  requireOpen(s, c.countId);
  if (c.rowErrors.length) throw importRefused([...c.rowErrors], c.rows);
  const added = resolveCounted(c.facts, s.warehouseId, c.lines, ctx.now, s.lines.length);
  return [{ type: 'StockCountLinesRecorded', data: { countId: c.countId, lines: [...s.lines, ...added] } }];
}
