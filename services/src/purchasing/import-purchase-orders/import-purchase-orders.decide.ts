import { isBusinessDay } from '@tradedesk/contracts/platform/company-time';
import { PACK_UNITS, type PackUnit } from '@tradedesk/contracts/inventory/stock';
import { toBase } from '@tradedesk/contracts/catalog/units';
import type { PurchaseImportReport, PurchaseLineInput } from '@tradedesk/contracts/purchasing/purchase-order';
import type { PurchaseFacts } from '../purchase-facts.js';
import type { PurchaseSheetRow } from './purchase-sheet.js';

type RowError = PurchaseImportReport['errors'][number];

/** What the decision of a purchase import is given (PurchaseFactsLoader.forPurchaseSheet). */
export interface ImportPurchaseOrders {
  rows: PurchaseSheetRow[];
  fileErrors: RowError[];
  /** Commit the orders (prices required; a rate for an order not in the cost currency), else drafts. */
  commit: boolean;
  /** By lower-case code. */
  suppliers: ReadonlyMap<string, { id: string; code: string; status: 'active' | 'disabled'; currency: string }>;
  warehouses: ReadonlyMap<string, { id: string; code: string; status: 'active' | 'disabled' }>;
  /** Lower-case product code -> product id. */
  productCodes: ReadonlyMap<string, string>;
  /** Products, warehouses, cost currency and the company's currencies (supplier: none; each order names its own). */
  facts: PurchaseFacts;
}

/** One order the import makes: rows sharing a ref, in the order refs first appear. */
export interface PlannedOrder {
  ref: string;
  rows: number[];
  supplierId: string;
  warehouseId: string;
  currency: string;
  expectedDate: string | null;
  note: string;
  rate?: string;
  lines: PurchaseLineInput[];
}

const UNITS = new Map<string, PackUnit>(PACK_UNITS.map((u) => [u.toLowerCase(), u]));
const DECIMAL = /^\d{1,12}(\.\d{1,6})?$/;

/**
 * Purchase orders from a spreadsheet, all or nothing. Rows with the same `ref` make one order;
 * its supplier, warehouse, currency, expected date, rate and note are those of its first row
 * (a later row naming another supplier, warehouse or currency is refused). Each row: the product
 * by code (known, active), the unit (unit, box, bigBag, bag; one with a packing size), quantity
 * > 0, price >= 0 (required when committing); per order: the supplier and the warehouse by code
 * (known, active), a currency of the company or the supplier, and, when committing an order not
 * in the cost currency, its rate. Any refused row refuses the file with a row-by-row report.
 */
export function decideImportPurchaseOrders(cmd: ImportPurchaseOrders): { errors: RowError[]; orders: PlannedOrder[] } {
  if (cmd.fileErrors.length) return { errors: cmd.fileErrors, orders: [] };
  const errors: RowError[] = [];
  const err = (row: number, field: string, message: string) => errors.push({ row, field, message });
  const orders = new Map<string, PlannedOrder>();
  for (const { row, cells } of cmd.rows) {
    const ref = cells.ref?.trim();
    if (!ref) {
      err(row, 'ref', 'the order reference is missing');
      continue;
    }
    let order = orders.get(ref);
    if (!order) {
      const supplierCode = cells.supplier?.trim() ?? '';
      const s = cmd.suppliers.get(supplierCode.toLowerCase());
      if (!supplierCode) err(row, 'supplier', 'the supplier code is missing');
      else if (!s) err(row, 'supplier', `no supplier with code ${supplierCode}`);
      else if (s.status !== 'active') err(row, 'supplier', `supplier ${s.code} is disabled`);
      const warehouseCode = cells.warehouse?.trim() ?? '';
      const w = cmd.warehouses.get(warehouseCode.toLowerCase());
      if (!warehouseCode) err(row, 'warehouse', 'the warehouse code is missing');
      else if (!w) err(row, 'warehouse', `no warehouse with code ${warehouseCode}`);
      else if (w.status !== 'active') err(row, 'warehouse', `warehouse ${w.code} is disabled`);
      const currency = (cells.currency ?? '').trim().toUpperCase();
      const known = new Set([...cmd.facts.currencies, cmd.facts.costCurrency, ...(s ? [s.currency] : [])]);
      if (!/^[A-Z]{3}$/.test(currency)) err(row, 'currency', 'a three-letter currency code such as USD');
      else if (!known.has(currency)) err(row, 'currency', `${currency} is not one of the company's currencies nor the supplier's`);
      const expected = cells.expected?.trim() || null;
      if (expected && !isBusinessDay(expected)) err(row, 'expected', 'a date as YYYY-MM-DD');
      const rate = cells.rate?.trim() || undefined;
      if (rate !== undefined && (!DECIMAL.test(rate) || !/[1-9]/.test(rate))) err(row, 'rate', 'a positive decimal number such as 950 or 7.1');
      else if (cmd.commit && rate === undefined && currency !== cmd.facts.costCurrency && /^[A-Z]{3}$/.test(currency)) {
        err(row, 'rate', `give the rate from ${currency} to the cost currency ${cmd.facts.costCurrency}`);
      }
      const note = cells.note?.trim() ?? '';
      if (note.length > 500) err(row, 'note', 'at most 500 characters');
      order = { ref, rows: [], supplierId: s?.id ?? '', warehouseId: w?.id ?? '', currency, expectedDate: expected, note, rate, lines: [] };
      orders.set(ref, order);
    } else {
      const same = (field: 'supplier' | 'warehouse' | 'currency', value: string | undefined, first: string | undefined) => {
        if (value?.trim() && first !== undefined && value.trim().toLowerCase() !== first.toLowerCase()) err(row, field, `order ${ref} has another ${field} on an earlier row`);
      };
      const firstCells = cmd.rows.find((r) => r.row === order!.rows[0])?.cells ?? {};
      same('supplier', cells.supplier, firstCells.supplier?.trim());
      same('warehouse', cells.warehouse, firstCells.warehouse?.trim());
      same('currency', cells.currency, firstCells.currency?.trim());
    }
    order.rows.push(row);
    const code = cells.code?.trim() ?? '';
    const productId = cmd.productCodes.get(code.toLowerCase());
    const product = productId ? cmd.facts.products.get(productId) : undefined;
    if (!code) err(row, 'code', 'the product code is missing');
    else if (!product) err(row, 'code', `no product with code ${code}`);
    else if (product.status !== 'active') err(row, 'code', `product ${product.code} is disabled`);
    const unit = UNITS.get((cells.unit?.trim() || 'unit').toLowerCase());
    if (!unit) err(row, 'unit', 'one of unit, box, bigBag, bag');
    const quantity = cells.quantity?.trim() ?? '';
    if (!DECIMAL.test(quantity) || !/[1-9]/.test(quantity)) err(row, 'quantity', 'a decimal number more than zero');
    else if (product && unit && toBase(quantity, unit, product.packings) === '') err(row, 'unit', `product ${product.code} has no ${unit} packing size`);
    const price = cells.price?.trim() || undefined;
    if (price !== undefined && !DECIMAL.test(price)) err(row, 'price', 'a decimal number such as 12.5');
    else if (price === undefined && cmd.commit) err(row, 'price', 'give the price to commit the order');
    if (product && unit) order.lines.push({ productId: product.id, unit, quantity, ...(price !== undefined ? { unitPrice: price } : {}) });
  }
  if (cmd.rows.length === 0) err(0, 'file', 'the sheet has no rows');
  errors.sort((a, b) => a.row - b.row);
  return errors.length ? { errors, orders: [] } : { errors: [], orders: [...orders.values()] };
}

export function refusedReport(total: number, errors: RowError[], commit: boolean): PurchaseImportReport {
  const refused = new Set(errors.filter((e) => e.row > 1).map((e) => e.row)).size;
  return { total, imported: 0, refused, errors, orders: [], committed: commit, duplicate: false };
}
