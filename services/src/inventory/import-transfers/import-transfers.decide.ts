import { PACK_UNITS, type PackUnit } from '@tradedesk/contracts/inventory/stock';
import type { TransferImportReport, TransferImportRowError } from '@tradedesk/contracts/inventory/stock-documents';
import { Decimal } from 'decimal.js';
import { DomainError } from '../../platform/event-store/errors.js';
import { normHeader } from '../../platform/excel/cells.js';
import { type RequestedLine, resolveLines, type StockFacts } from '../stock-lines.js';
import type { TransferSheetRow } from './transfer-sheet.js';

/** What the decision of a transfer import is given: the sheet as read and the catalogue it names (StockFactsLoader.forTransferSheet). */
export interface ImportTransfers {
  rows: TransferSheetRow[];
  /** What is wrong with the file itself (unreadable, too large, headers): the sheet has no rows then. */
  fileErrors: TransferImportRowError[];
  /** The warehouses the sheet names, by lower-case code. */
  warehouses: ReadonlyMap<string, { id: string; code: string; status: 'active' | 'disabled' }>;
  /** The products the sheet names by code: lower-case code -> product id. */
  productCodes: ReadonlyMap<string, string>;
  /** The barcodes the sheet names: barcode -> product and the unit it is the barcode of. */
  barcodes: ReadonlyMap<string, { productId: string; unit: string }>;
  /** The warehouses and products above, as stock decisions know them. */
  facts: StockFacts;
  allowNegative: boolean;
  /** Stock on hand per stockKey(source warehouse, product) named by the sheet (read when the company refuses negative stock). */
  onHand: ReadonlyMap<string, string>;
}

/** One transfer the import makes: a pair of warehouses, its lines in sheet order and the rows they came from. */
export interface PlannedTransfer {
  fromWarehouseId: string;
  toWarehouseId: string;
  fromWarehouseCode: string;
  toWarehouseCode: string;
  /** The first note given on its rows. */
  note: string;
  lines: RequestedLine[];
  /** The sheet row of each line. */
  rows: number[];
}

/** Refused rows (sorted by row; none refused when empty) or the transfers to make. */
export interface ImportTransfersDecision {
  errors: TransferImportRowError[];
  transfers: PlannedTransfer[];
}

const UNITS = new Map<string, PackUnit>(PACK_UNITS.map((u) => [u.toLowerCase(), u]));
const DECIMAL = /^\d{1,12}(\.\d{1,6})?$/;

export const stockKey = (warehouseId: string, productId: string) => `${warehouseId}:${productId}`;

interface CheckedRow extends RequestedLine {
  row: number;
  fromId: string;
  toId: string;
  note: string;
}

/**
 * A batch of transfers from a spreadsheet, all or nothing. Every row is checked: both warehouses
 * by code (given, known, active, not the same), the product by code or barcode (a packing's
 * barcode selects its unit; code and barcode must name the same product), the unit, quantity > 0,
 * note <= 500; then the catalogue's rules (product active, the unit has a packing size) and, when
 * the company refuses negative stock, the whole file's demand per source warehouse and product
 * against the stock on hand. Any refused row refuses the file: the errors name each row and
 * field. Otherwise one transfer per pair of warehouses, in the order the pairs first appear.
 */
export function decideImportTransfers(cmd: ImportTransfers): ImportTransfersDecision {
  if (cmd.fileErrors.length) return refused(cmd.fileErrors);
  const errors: TransferImportRowError[] = [];
  const err = (row: number, field: string, message: string) => errors.push({ row, field, message });

  const checked: CheckedRow[] = [];
  for (const { row, cells } of cmd.rows) {
    const before = errors.length;
    const warehouse = (field: 'from' | 'to') => {
      const code = cells[field];
      if (!code) return err(row, field, `the ${field === 'from' ? 'source' : 'destination'} warehouse code is missing`), undefined;
      const w = cmd.warehouses.get(code.toLowerCase());
      if (!w) return err(row, field, `no warehouse with code ${code}`), undefined;
      if (w.status !== 'active') return err(row, field, `warehouse ${w.code} is disabled`), undefined;
      return w;
    };
    const from = warehouse('from');
    const to = warehouse('to');
    if (from && to && from.id === to.id) err(row, 'to', `the destination is the source warehouse ${from.code}: choose two different warehouses`);
    let productId: string | undefined;
    let unit: PackUnit | undefined;
    if (cells.code) {
      productId = cmd.productCodes.get(cells.code.toLowerCase());
      if (!productId) err(row, 'code', `no product with code ${cells.code}`);
    }
    if (cells.barcode) {
      const b = cmd.barcodes.get(cells.barcode);
      if (!b) err(row, 'barcode', `no product with barcode ${cells.barcode}`);
      else if (productId && b.productId !== productId) err(row, 'barcode', `barcode ${cells.barcode} is not a barcode of product ${cells.code}`);
      else {
        productId = b.productId;
        unit = b.unit as PackUnit;
      }
    }
    if (!cells.code && !cells.barcode) err(row, 'code', 'give the product code or barcode');
    if (cells.unit) {
      const u = UNITS.get(normHeader(cells.unit));
      if (!u) err(row, 'unit', `unknown unit "${cells.unit}" (unit, box, bigBag, bag)`);
      else if (unit && cells.barcode && u !== unit) err(row, 'unit', `barcode ${cells.barcode} is the ${unit} barcode, not ${u}`);
      else unit = u;
    }
    const quantity = cells.quantity ?? '';
    if (!DECIMAL.test(quantity) || new Decimal(quantity).lte(0)) {
      err(row, 'quantity', quantity ? `"${quantity}" is not a quantity greater than zero (a number like 12 or 2.5)` : 'the quantity is missing');
    }
    const note = cells.note ?? '';
    if (note.length > 500) err(row, 'note', 'at most 500 characters');
    if (errors.length === before) checked.push({ row, fromId: from!.id, toId: to!.id, productId: productId!, unit: unit ?? 'unit', quantity, note });
  }

  // The catalogue's rules per row (product active, the unit has a packing size): its base quantity.
  const base = new Map<number, string>();
  for (const r of checked) {
    try {
      base.set(r.row, resolveLines(cmd.facts, r.fromId, [r])[0]!.quantity);
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      err(r.row, e.code === 'unit_without_packing' ? 'unit' : 'code', e.message.replace(/^Line 1, [a-z]+: /, ''));
    }
  }

  // The whole file's demand per source warehouse and product, against what is on hand.
  if (!cmd.allowNegative) {
    const wanted = new Map<string, { fromId: string; productId: string; total: Decimal; rows: number[] }>();
    for (const r of checked) {
      const b = base.get(r.row);
      if (b === undefined) continue;
      const key = stockKey(r.fromId, r.productId);
      const w = wanted.get(key) ?? { fromId: r.fromId, productId: r.productId, total: new Decimal(0), rows: [] };
      w.total = w.total.plus(b);
      w.rows.push(r.row);
      wanted.set(key, w);
    }
    for (const [key, w] of wanted) {
      const have = new Decimal(cmd.onHand.get(key) ?? '0');
      if (w.total.gt(have)) {
        const by = w.rows.length > 1 ? ` by rows ${w.rows.join(', ')}` : '';
        for (const row of w.rows) err(row, 'quantity', notEnough(cmd.facts, w.productId, w.fromId, have.toFixed(), w.total.toFixed()) + by);
      }
    }
  }
  if (errors.length) return refused(errors);

  // One transfer per pair of warehouses, in the order the pairs first appear.
  const groups = new Map<string, CheckedRow[]>();
  for (const r of checked) {
    const key = stockKey(r.fromId, r.toId);
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const transfers = [...groups.values()].map((g) => ({
    fromWarehouseId: g[0]!.fromId,
    toWarehouseId: g[0]!.toId,
    fromWarehouseCode: codeOfWarehouse(cmd.facts, g[0]!.fromId),
    toWarehouseCode: codeOfWarehouse(cmd.facts, g[0]!.toId),
    note: g.find((r) => r.note)?.note ?? '',
    lines: g.map((r) => ({ productId: r.productId, unit: r.unit, quantity: r.quantity })),
    rows: g.map((r) => r.row),
  }));
  return { errors: [], transfers };
}

/**
 * The refusal when stock was taken between the check and the append (the inline stock projection
 * refused the transfers): every row taking that product from that warehouse is named.
 */
export function refusedByStockRace(
  transfers: PlannedTransfer[],
  facts: StockFacts,
  shortage: { productId: string; warehouseId: string; available: string; requested: string },
): TransferImportRowError[] {
  const rows = transfers
    .filter((t) => t.fromWarehouseId === shortage.warehouseId)
    .flatMap((t) => t.rows.filter((_, i) => t.lines[i]!.productId === shortage.productId));
  const message = notEnough(facts, shortage.productId, shortage.warehouseId, shortage.available, shortage.requested);
  return sortByRow(rows.map((row) => ({ row, field: 'quantity', message })));
}

/** The report of a refused import: nothing imported, each refused row counted once. */
export function refusedReport(total: number, errors: TransferImportRowError[]): TransferImportReport {
  return { total, imported: 0, refused: new Set(errors.filter((e) => e.row > 1).map((e) => e.row)).size, errors: sortByRow(errors), transfers: [], duplicate: false };
}

const refused = (errors: TransferImportRowError[]): ImportTransfersDecision => ({ errors: sortByRow(errors), transfers: [] });
const sortByRow = (errors: TransferImportRowError[]) => [...errors].sort((a, b) => a.row - b.row);
const codeOfWarehouse = (facts: StockFacts, id: string) => facts.warehouses.get(id)?.code ?? id;
const notEnough = (facts: StockFacts, productId: string, warehouseId: string, available: string, requested: string) =>
  `not enough stock of ${facts.products.get(productId)?.code ?? productId} in ${codeOfWarehouse(facts, warehouseId)}: ${available} on hand, ${requested} requested`;
