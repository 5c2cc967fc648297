import type { SaleLineInput } from '@tradedesk/contracts/sales/sale-order';
import type { SheetRow, SheetRowError } from '../../platform/excel/sheet.js';
import { type LineColumn, lineOfRow, type OrderColumn } from '../sale-sheet.js';

/** The rows of one order of the sheet (one `ref`), its customer and warehouse, and its lines. */
export interface SheetOrder {
  ref: string;
  rows: SheetRow<OrderColumn>[];
  customerId: string | null;
  warehouseId: string | null;
  lines: SaleLineInput[];
}

/** What the sheet names, to be looked up before its rows are read: product codes, barcodes, customer and warehouse codes. */
export function namesOf(rows: SheetRow<OrderColumn>[]) {
  const unique = (xs: (string | undefined)[]) => [...new Set(xs.filter((x): x is string => Boolean(x)))];
  return {
    codes: unique(rows.map((r) => r.cells.code)),
    barcodes: unique(rows.map((r) => r.cells.barcode)),
    customerCodes: unique(rows.map((r) => r.cells.customer?.toLowerCase())),
    warehouseCodes: unique(rows.map((r) => r.cells.warehouse?.toLowerCase())),
  };
}

/**
 * Rows grouped into orders by `ref`: an order's customer and warehouse come from its rows (the
 * warehouse on its first row at least; one of each per order), each row is a line. Every refused
 * row is reported.
 */
export function ordersOfSheet(
  rows: SheetRow<OrderColumn>[],
  known: { customerIds: Map<string, string>; warehouseIds: Map<string, string>; productCodes: Map<string, string> },
): { orders: SheetOrder[]; errors: SheetRowError[] } {
  const errors: SheetRowError[] = [];
  const groups = new Map<string, SheetOrder>();
  for (const r of rows) {
    const ref = r.cells.ref;
    if (!ref) {
      errors.push({ row: r.row, field: 'ref', message: 'give the order reference (rows with the same ref form one order)' });
      continue;
    }
    const g = groups.get(ref) ?? { ref, rows: [], customerId: null, warehouseId: null, lines: [] };
    groups.set(ref, g);
    g.rows.push(r);
    if (r.cells.customer) {
      const id = known.customerIds.get(r.cells.customer.toLowerCase());
      if (!id) errors.push({ row: r.row, field: 'customer', message: `no customer has code ${r.cells.customer}` });
      else if (g.customerId && g.customerId !== id) errors.push({ row: r.row, field: 'customer', message: `order ${ref} already has another customer` });
      else g.customerId = id;
    }
    if (r.cells.warehouse) {
      const id = known.warehouseIds.get(r.cells.warehouse.toLowerCase());
      if (!id) errors.push({ row: r.row, field: 'warehouse', message: `no warehouse has code ${r.cells.warehouse}` });
      else if (g.warehouseId && g.warehouseId !== id) errors.push({ row: r.row, field: 'warehouse', message: `order ${ref} already has another warehouse` });
      else g.warehouseId = id;
    } else if (!g.warehouseId && g.rows.length === 1) errors.push({ row: r.row, field: 'warehouse', message: 'give the warehouse code on the first row of the order' });
    const { line, errors: rowErrors } = lineOfRow(r as SheetRow<LineColumn>, known.productCodes);
    errors.push(...rowErrors);
    if (line) g.lines.push(line);
  }
  return { orders: [...groups.values()], errors };
}
