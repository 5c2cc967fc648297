import { PACK_UNITS, type PackUnit } from '@tradedesk/contracts/inventory/stock';
import { UPLOAD_LIMITS } from '@tradedesk/contracts/platform/uploads';
import { takenBarcodes, takenCodes } from '@tradedesk/projections/catalog/products/products.query';
import type { Sql } from '@tradedesk/projections/platform/sql';
import { normHeader } from '../../platform/excel/cells.js';
import { pacer } from '../../platform/excel/upload-file.js';
import { importRefused, readSheet, type SheetRow as GenericSheetRow, type SheetRowError } from '../../platform/excel/sheet.js';
import type { StockFacts } from '../stock-lines.js';
import { countedLineRefusal, type CountRequestLine } from './stock-count.state.js';

/**
 * Counted lines from a spreadsheet, shared by the import into one count order and the batch
 * import that opens a count per warehouse: reading the first sheet by its header row, resolving
 * each row (product by code or barcode, unit, quantity), and checking the unit's packing. Every
 * problem is reported with its row and field; nothing here writes.
 */

export type CountImportRowError = SheetRowError;
export type SheetColumn = 'warehouse' | 'code' | 'barcode' | 'unit' | 'quantity';
export type SheetRow = GenericSheetRow<SheetColumn>;
export { importRefused };

const HEADERS = new Map<string, SheetColumn>([
  ['warehouse', 'warehouse'], ['warehousecode', 'warehouse'],
  ['code', 'code'], ['productcode', 'code'], ['barcode', 'barcode'], ['unit', 'unit'], ['quantity', 'quantity'], ['qty', 'quantity'], ['counted', 'quantity'],
]);
const UNITS = new Map<string, PackUnit>(PACK_UNITS.map((u) => [u.toLowerCase(), u]));
const DECIMAL = /^\d{1,12}(\.\d{1,6})?$/;

/** The first sheet's rows by column, or the file's errors. `withWarehouse`: the batch import's warehouse column is required (and allowed). */
export function readCountSheet(base64: string, withWarehouse = false): Promise<{ rows: SheetRow[]; errors: CountImportRowError[] }> {
  const headers = new Map([...HEADERS].filter(([, c]) => withWarehouse || c !== 'warehouse'));
  return readSheet<SheetColumn>(base64, headers, [...(withWarehouse ? [['warehouse' as const]] : []), ['code', 'barcode'], ['quantity']], {
    limit: withWarehouse ? UPLOAD_LIMITS.countBatchImport : UPLOAD_LIMITS.countLinesImport,
  });
}

/** Each row's product (by code or barcode; a packing barcode selects its unit), unit and quantity, or its errors. */
export async function resolveSheetRows(sql: Sql, rows: SheetRow[]): Promise<{ lines: { row: number; line: CountRequestLine }[]; errors: CountImportRowError[] }> {
  const codes = await takenCodes(sql, [...new Set(rows.map((r) => r.cells.code).filter((c): c is string => !!c))]);
  const barcodes = await takenBarcodes(sql, [...new Set(rows.map((r) => r.cells.barcode).filter((c): c is string => !!c))]);
  const errors: CountImportRowError[] = [];
  const lines: { row: number; line: CountRequestLine }[] = [];
  // A sheet of 20,000 rows is checked in the API's process (the in-process queue): let requests through.
  const pace = pacer();
  for (const { row, cells } of rows) {
    await pace();
    const rowErrors: CountImportRowError[] = [];
    let productId: string | undefined;
    let unit: PackUnit | undefined;
    if (cells.code) {
      productId = codes.get(cells.code.toLowerCase());
      if (!productId) rowErrors.push({ row, field: 'code', message: `no product with code ${cells.code}` });
    }
    if (cells.barcode) {
      const b = barcodes.get(cells.barcode);
      if (!b) rowErrors.push({ row, field: 'barcode', message: `no product with barcode ${cells.barcode}` });
      else if (productId && b.productId !== productId) rowErrors.push({ row, field: 'barcode', message: `barcode ${cells.barcode} is not a barcode of product ${cells.code}` });
      else {
        productId = b.productId;
        unit = b.unit as PackUnit;
      }
    }
    if (!cells.code && !cells.barcode) rowErrors.push({ row, field: 'code', message: 'give the product code or barcode' });
    if (cells.unit) {
      const u = UNITS.get(normHeader(cells.unit));
      if (!u) rowErrors.push({ row, field: 'unit', message: `unknown unit "${cells.unit}" (unit, box, bigBag, bag)` });
      else if (unit && cells.barcode && u !== unit) rowErrors.push({ row, field: 'unit', message: `barcode ${cells.barcode} is the ${unit} barcode, not ${u}` });
      else unit = u;
    }
    const q = cells.quantity ?? '';
    if (!DECIMAL.test(q)) rowErrors.push({ row, field: 'quantity', message: q ? `"${q}" is not a quantity (a number like 12 or 2.5, 0 when nothing was found)` : 'the quantity is missing' });
    if (rowErrors.length) errors.push(...rowErrors);
    else lines.push({ row, line: { productId: productId!, unit: unit ?? 'unit', quantity: q } });
  }
  return { lines, errors };
}

/** The count rules of each resolved row on its own (product active, the unit's packing), so every bad row is named. */
export async function checkCountedRows(facts: StockFacts, rows: { row: number; warehouseId: string; line: CountRequestLine }[]): Promise<CountImportRowError[]> {
  const errors: CountImportRowError[] = [];
  const pace = pacer();
  for (const r of rows) {
    await pace();
    const refusal = countedLineRefusal(facts, r.warehouseId, r.line);
    if (refusal) errors.push({ row: r.row, ...refusal });
  }
  return errors;
}
