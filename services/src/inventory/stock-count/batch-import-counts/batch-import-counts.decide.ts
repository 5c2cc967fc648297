import type { StockCountEvent } from '@tradedesk/contracts/inventory/count';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { importRefused, type SheetRowError } from '../../../platform/excel/sheet.js';
import type { StockFacts } from '../../stock-lines.js';
import { decideOpenCount } from '../open-count/open-count.decide.js';
import { decideRecordCountLines } from '../record-count-lines/record-count-lines.decide.js';
import { type CountRequestLine, evolveStockCount, initialStockCountState } from '../stock-count.state.js';

/** One row of a batch count sheet, resolved: the warehouse it counts and the counted line. */
export interface BatchCountRow {
  row: number;
  warehouseId: string;
  line: CountRequestLine;
}

/** The count order planned for one warehouse: its id, its number and the book quantities now. */
export interface PlannedCount {
  warehouseId: string;
  countId: string;
  number: string;
  /** Stock on hand of the warehouse, base units per product (all products with a row, or the listed ones). */
  book: Map<string, string>;
}

export interface DecideCountBatch {
  note: string;
  expect: 'listed' | 'stock';
  rows: BatchCountRow[];
  /** Every problem of the sheet by row and field: reading it, resolving each row and its warehouse, the count rules per row. */
  rowErrors: SheetRowError[];
  /** Rows in the sheet. */
  total: number;
  counts: PlannedCount[];
  facts: StockFacts;
}

/** The warehouses of a batch, in the order the sheet first names them. */
export function batchWarehouses(rows: BatchCountRow[]): string[] {
  return [...new Set(rows.map((r) => r.warehouseId))];
}

/**
 * A batch count import, all or nothing: one refused row refuses the file with a report naming each
 * bad row and field. Otherwise one count order per warehouse, opened (book snapshot of the listed
 * products, or of every product with stock) with the warehouse's rows recorded as its counted lines
 * in sheet order. The rules are the count order's own (open-count, record-count-lines), applied to
 * each order; any refusal refuses the whole batch, so the handler appends all orders or none.
 */
export function decideCountBatch(cmd: DecideCountBatch, ctx: DecideContext): { countId: string; warehouseId: string; number: string; lines: number; events: StockCountEvent[] }[] {
  if (cmd.rowErrors.length) throw importRefused([...cmd.rowErrors], cmd.total);
  if (cmd.rows.length === 0) throw new DomainError('batch_empty', 'The sheet has no counted rows.', 400);
  const planned = new Map(cmd.counts.map((c) => [c.warehouseId, c]));
  return batchWarehouses(cmd.rows).map((warehouseId) => {
    const plan = planned.get(warehouseId);
    if (!plan) throw new Error(`no count order planned for warehouse ${warehouseId}`);
    const rows = cmd.rows.filter((r) => r.warehouseId === warehouseId);
    const productIds = cmd.expect === 'listed' ? [...new Set(rows.map((r) => r.line.productId))] : [];
    const opened = decideOpenCount(
      { type: 'OpenCount', countId: plan.countId, number: plan.number, warehouseId, zoneId: null, note: cmd.note, productIds, book: plan.book, facts: cmd.facts },
      initialStockCountState(),
    );
    const state = opened.reduce(evolveStockCount, initialStockCountState());
    const recorded = decideRecordCountLines({ type: 'RecordCountLines', countId: plan.countId, lines: rows.map((r) => r.line), facts: cmd.facts }, state, ctx);
    return { countId: plan.countId, warehouseId, number: plan.number, lines: rows.length, events: [...opened, ...recorded] };
  });
}
