import type { StockCountEvent } from '@tradedesk/contracts/inventory/count';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { importRefused, type SheetRowError } from '../../../platform/excel/sheet.js';
import type { StockFacts } from '../../stock-lines.js';
import { decideOpenCount } from '../open-count/open-count.decide.js';
import { decideRecordCountLines } from '../record-count-lines/record-count-lines.decide.js';
import { countedLineRefusal, type CountRequestLine, evolveStockCount, initialStockCountState } from '../stock-count.state.js';

/** One row of a batch count sheet, resolved: the warehouse it counts and the counted line. */
export interface BatchCountRow {
  row: number;
  warehouseId: string;
  line: CountRequestLine;
}

/** One row of a batch count sheet as read: the warehouse code it names and, when its product, unit and quantity resolved, the counted line. */
export interface BatchSheetRow {
  row: number;
  warehouse: string | undefined;
  line: CountRequestLine | null;
}

/** A warehouse the sheet names by its code. */
export interface BatchWarehouse {
  id: string;
  code: string;
  status: string;
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
  /** Every row of the sheet, in sheet order. */
  rows: BatchSheetRow[];
  /** The warehouses the sheet names, by lower-case code (unknown codes are absent). */
  warehouses: ReadonlyMap<string, BatchWarehouse>;
  /** What reading the sheet and resolving its rows (product, unit, quantity) found wrong, by row and field. */
  rowErrors: SheetRowError[];
  counts: PlannedCount[];
  facts: StockFacts;
}

/** The warehouses of a batch, in the order the sheet's counted rows first name them: those a count order is planned for. */
export function batchWarehouses(rows: readonly BatchSheetRow[], warehouses: ReadonlyMap<string, BatchWarehouse>): string[] {
  const ids = new Set<string>();
  for (const r of rows) {
    const w = r.line && r.warehouse ? warehouses.get(r.warehouse.toLowerCase()) : undefined;
    if (w) ids.add(w.id);
  }
  return [...ids];
}

/**
 * A batch count import, all or nothing: one refused row refuses the file with a report naming each
 * bad row and field (what reading and resolving found, a warehouse code missing, unknown or
 * disabled, and the count rules of each row on its own: product active, the unit's packing).
 * Otherwise one count order per warehouse, opened (book snapshot of the listed products, or of
 * every product with stock) with the warehouse's rows recorded as its counted lines in sheet
 * order. The rules are the count order's own (open-count, record-count-lines), applied to each
 * order; any refusal refuses the whole batch, so the handler appends all orders or none.
 *
 * Pure but async: `pace` lets the event loop breathe now and then on a sheet of 20,000 rows (the
 * in-process queue runs in the API's process); it reads nothing.
 */
export async function decideCountBatch(
  cmd: DecideCountBatch,
  ctx: DecideContext,
  pace: () => Promise<void> | undefined = () => undefined,
): Promise<{ countId: string; warehouseId: string; number: string; lines: number; events: StockCountEvent[] }[]> {
  const errors = [...cmd.rowErrors];
  const rows: BatchCountRow[] = [];
  for (const { row, warehouse: code, line } of cmd.rows) {
    await pace();
    const w = code ? cmd.warehouses.get(code.toLowerCase()) : undefined;
    if (!code) errors.push({ row, field: 'warehouse', message: 'give the warehouse code' });
    else if (!w) errors.push({ row, field: 'warehouse', message: `no warehouse with code ${code}` });
    else if (w.status !== 'active') errors.push({ row, field: 'warehouse', message: `warehouse ${w.code} is disabled` });
    else if (line) {
      const refusal = countedLineRefusal(cmd.facts, w.id, line);
      if (refusal) errors.push({ row, ...refusal });
      else rows.push({ row, warehouseId: w.id, line });
    }
  }
  if (errors.length) throw importRefused(errors, cmd.rows.length);
  if (rows.length === 0) throw new DomainError('batch_empty', 'The sheet has no counted rows.', 400);
  const planned = new Map(cmd.counts.map((c) => [c.warehouseId, c]));
  return [...new Set(rows.map((r) => r.warehouseId))].map((warehouseId) => {
    const plan = planned.get(warehouseId);
    if (!plan) throw new Error(`no count order planned for warehouse ${warehouseId}`);
    const own = rows.filter((r) => r.warehouseId === warehouseId);
    const productIds = cmd.expect === 'listed' ? [...new Set(own.map((r) => r.line.productId))] : [];
    const opened = decideOpenCount(
      { type: 'OpenCount', countId: plan.countId, number: plan.number, warehouseId, zoneId: null, note: cmd.note, productIds, book: plan.book, facts: cmd.facts },
      initialStockCountState(),
    );
    const state = opened.reduce(evolveStockCount, initialStockCountState());
    const recorded = decideRecordCountLines({ type: 'RecordCountLines', countId: plan.countId, lines: own.map((r) => r.line), facts: cmd.facts }, state, ctx);
    return { countId: plan.countId, warehouseId, number: plan.number, lines: own.length, events: [...opened, ...recorded] };
  });
}
