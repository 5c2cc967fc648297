import { PACK_UNITS, type PackUnit } from '@tradedesk/contracts/inventory/stock';
import type { SaleLineInput } from '@tradedesk/contracts/sales/sale-order';
import { Decimal } from 'decimal.js';
import type { SheetRow, SheetRowError } from '../platform/excel/sheet.js';

/**
 * Sale lines as spreadsheets and barcode collectors write them: the columns a sheet may name,
 * a row made into a line input (or the field errors of the row), a collector's dump made into
 * rows. Shared by excel/parse (sale-lines.parser.ts) and the batch import.
 */
export type LineColumn = 'code' | 'barcode' | 'unit' | 'quantity' | 'price' | 'discount' | 'gift' | 'memo';
export type OrderColumn = LineColumn | 'ref' | 'customer' | 'warehouse';

export const LINE_HEADERS: Record<string, LineColumn> = {
  code: 'code', productcode: 'code', product: 'code', barcode: 'barcode', unit: 'unit', quantity: 'quantity', qty: 'quantity',
  price: 'price', unitprice: 'price', discount: 'discount', gift: 'gift', memo: 'memo', note: 'memo',
};
export const ORDER_HEADERS: Record<string, OrderColumn> = { ...LINE_HEADERS, ref: 'ref', order: 'ref', reference: 'ref', customer: 'customer', customercode: 'customer', warehouse: 'warehouse', warehousecode: 'warehouse' };

const UNITS = new Map<string, PackUnit>(PACK_UNITS.map((u) => [u.toLowerCase(), u]));
const DECIMAL = /^\d{1,13}(\.\d{1,6})?$/;
const TRUE = new Set(['1', 'true', 'yes', 'y', 'x', 'si', 'sí', '是']);
const FALSE = new Set(['', '0', 'false', 'no', 'n', '否']);

/** A sheet row as a line input, or the field errors of the row. */
export function lineOfRow(r: SheetRow<LineColumn>, codes: Map<string, string>): { line?: SaleLineInput; errors: SheetRowError[] } {
  const c = r.cells;
  const errors: SheetRowError[] = [];
  const err = (field: string, message: string) => errors.push({ row: r.row, field, message });
  let productId: string | undefined;
  if (c.code) {
    productId = codes.get(c.code.toLowerCase());
    if (!productId) err('code', `no product has code ${c.code}`);
  } else if (!c.barcode) err('code', 'give the product code or a barcode');
  const unit = c.unit ? UNITS.get(c.unit.toLowerCase()) : undefined;
  if (c.unit && !unit) err('unit', `unknown unit "${c.unit}" (unit, box, bigBag, bag)`);
  const quantity = c.quantity ?? '1';
  if (!DECIMAL.test(quantity) || !/[1-9]/.test(quantity)) err('quantity', `"${quantity}" is not a quantity more than zero`);
  if (c.price !== undefined && !DECIMAL.test(c.price)) err('price', `"${c.price}" is not a price`);
  if (c.discount !== undefined && (!DECIMAL.test(c.discount) || new Decimal(c.discount).gt(100))) err('discount', `"${c.discount}" is not a percentage from 0 to 100`);
  const gift = (c.gift ?? '').toLowerCase();
  if (!TRUE.has(gift) && !FALSE.has(gift)) err('gift', `"${c.gift}" is not yes or no`);
  if (errors.length) return { errors };
  return {
    errors,
    line: {
      ...(productId ? { productId } : { barcode: c.barcode! }),
      ...(unit ? { unit } : {}),
      quantity,
      ...(c.price !== undefined ? { price: c.price } : {}),
      ...(c.discount !== undefined ? { discount: c.discount } : {}),
      gift: TRUE.has(gift),
      memo: (c.memo ?? '').slice(0, 500),
    },
  };
}

/** The sheet column a decider refusal is about. */
export function fieldOf(code: string): string {
  for (const f of ['customer', 'warehouse', 'barcode', 'unit']) if (code.includes(f)) return f;
  return 'code';
}

/** A refusal's message without the "Line n, field: " the order screens need and a row report does not. */
export const rowMessage = (message: string) => message.replace(/^Line \d+, \w+: /, '');

/** A collector's dump: one scan per line, "barcode" or "barcode,quantity" (also ; tab or space); repeats add up. */
export function collectorRows(text: string): { rows: SheetRow<LineColumn>[]; errors: SheetRowError[] } {
  const errors: SheetRowError[] = [];
  const byBarcode = new Map<string, SheetRow<LineColumn>>();
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    const [barcode, qty = '1', ...rest] = line.split(/[,;\t ]+/);
    if (rest.length || !DECIMAL.test(qty) || !/[1-9]/.test(qty)) {
      errors.push({ row: i + 1, field: 'quantity', message: `"${line}" is not "barcode" or "barcode,quantity"` });
      return;
    }
    const seen = byBarcode.get(barcode);
    if (seen) seen.cells.quantity = new Decimal(seen.cells.quantity!).plus(qty).toFixed();
    else byBarcode.set(barcode, { row: i + 1, cells: { barcode, quantity: qty } });
  });
  return { rows: [...byBarcode.values()], errors };
}
