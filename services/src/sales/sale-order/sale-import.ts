import { Inject, Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PACK_UNITS, type PackUnit } from '@tradedesk/contracts/inventory/stock';
import {
  type ParsedSaleLines,
  SALE_NUMBER_PREFIX,
  type SaleLineInput,
  type SaleOrderEvent,
  type SaleOrdersImported,
  saleImportStreamId,
  saleOrderStreamId,
} from '@tradedesk/contracts/sales/sale-order';
import { warehousesByCode } from '@tradedesk/projections/catalog/warehouses/warehouses-by-code.query';
import { customersByCode } from '@tradedesk/projections/customers/customers/customers.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { UPLOAD_LIMITS } from '@tradedesk/contracts/platform/uploads';
import { Decimal } from 'decimal.js';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { NumberedDocumentWriter } from '../../platform/documents/numbered-document.writer.js';
import { DomainError } from '../../platform/event-store/errors.js';
import { importRefused, readSheet, type SheetRow, type SheetRowError } from '../../platform/excel/sheet.js';
import { DATABASE } from '../../platform/tokens.js';
import { pricingHeader, resolveSaleLine } from './sale-facts.js';
import { SaleFactsLoader } from './sale-facts.loader.js';
import { ImportSaleOrdersCommand } from './sale-order.commands.js';
import { type SaleOrderCommand, saleOrderDecider } from './sale-order.decider.js';
import { SaleOrderReader } from './sale-order.reader.js';

type LineColumn = 'code' | 'barcode' | 'unit' | 'quantity' | 'price' | 'discount' | 'gift' | 'memo';
type OrderColumn = LineColumn | 'ref' | 'customer' | 'warehouse';

const LINE_HEADERS: Record<string, LineColumn> = {
  code: 'code', productcode: 'code', product: 'code', barcode: 'barcode', unit: 'unit', quantity: 'quantity', qty: 'quantity',
  price: 'price', unitprice: 'price', discount: 'discount', gift: 'gift', memo: 'memo', note: 'memo',
};
const ORDER_HEADERS: Record<string, OrderColumn> = { ...LINE_HEADERS, ref: 'ref', order: 'ref', reference: 'ref', customer: 'customer', customercode: 'customer', warehouse: 'warehouse', warehousecode: 'warehouse' };

const UNITS = new Map<string, PackUnit>(PACK_UNITS.map((u) => [u.toLowerCase(), u]));
const DECIMAL = /^\d{1,13}(\.\d{1,6})?$/;
const TRUE = new Set(['1', 'true', 'yes', 'y', 'x', 'si', 'sí', '是']);
const FALSE = new Set(['', '0', 'false', 'no', 'n', '否']);

/** A sheet row as a line input, or the field errors of the row. */
function lineOfRow(r: SheetRow<LineColumn>, codes: Map<string, string>): { line?: SaleLineInput; errors: SheetRowError[] } {
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
function fieldOf(code: string): string {
  for (const f of ['customer', 'warehouse', 'barcode', 'unit']) if (code.includes(f)) return f;
  return 'code';
}

/** A collector's dump: one scan per line, "barcode" or "barcode,quantity" (also ; tab or space); repeats add up. */
function collectorRows(text: string): { rows: SheetRow<LineColumn>[]; errors: SheetRowError[] } {
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

/** excel/parse: lines from a spreadsheet or a collector dump, priced for an order, nothing saved. */
@Injectable()
export class SaleLinesParser {
  constructor(
    private readonly facts: SaleFactsLoader,
    private readonly reader: SaleOrderReader,
  ) {}

  async parse(body: { file?: string; text?: string; id?: string }): Promise<ParsedSaleLines> {
    const sheet = body.file ? await readSheet(body.file, LINE_HEADERS, [['code', 'barcode']], { limit: UPLOAD_LIMITS.saleLinesParse }) : collectorRows(body.text!);
    if (sheet.rows.length === 0) return { lines: [], errors: sheet.errors };
    const order = body.id ? (await this.reader.load(body.id)).doc : undefined;
    const codes = sheet.rows.map((r) => r.cells.code).filter((c): c is string => Boolean(c));
    const barcodes = sheet.rows.map((r) => r.cells.barcode).filter((c): c is string => Boolean(c));
    const facts = await this.facts.load({ order, codes, lines: barcodes.map((barcode) => ({ barcode, quantity: '1', gift: false, memo: '' })) });
    const header = order?.header ?? pricingHeader(facts.settings);
    const out: ParsedSaleLines = { lines: [], errors: [...sheet.errors] };
    for (const r of sheet.rows) {
      const { line, errors } = lineOfRow(r, facts.catalog.codes);
      out.errors.push(...errors);
      if (!line) continue;
      try {
        const resolved = resolveSaleLine(line, r.row, header, facts, `row-${r.row}`);
        out.lines.push({ ...line, productId: resolved.productId, code: resolved.code, name: resolved.name, unit: resolved.unit, price: resolved.price, row: r.row });
      } catch (e) {
        if (!(e instanceof DomainError)) throw e;
        out.errors.push({ row: r.row, field: fieldOf(e.code), message: e.message.replace(/^Line \d+, \w+: /, '') });
      }
    }
    out.errors.sort((a, b) => a.row - b.row);
    return out;
  }
}

/**
 * Batch import: one spreadsheet, several orders (rows grouped by `ref`), all or nothing. Every
 * row is checked and every refused row reported before anything is written; then the orders,
 * their numbers and the import record are appended in one transaction (committing them when
 * asked, under the negative-stock rule: one order short of stock refuses the whole file).
 */
@CommandHandler(ImportSaleOrdersCommand)
export class ImportSaleOrdersHandler implements ICommandHandler<ImportSaleOrdersCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: SaleFactsLoader,
    private readonly writer: NumberedDocumentWriter,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({ body, env }: ImportSaleOrdersCommand) {
    const prior = await this.writer.prior(env, undefined, (s) => s.slice('sale-import-'.length));
    if (prior) return { importId: prior.id, orders: [], duplicate: true, globalPosition: prior.globalPosition };
    const sheet = await readSheet(body.file, ORDER_HEADERS, [['ref'], ['warehouse'], ['code', 'barcode']], { limit: UPLOAD_LIMITS.saleBatchImport });
    if (sheet.errors.length) throw importRefused(sheet.errors, sheet.rows.length);

    const codes = [...new Set(sheet.rows.map((r) => r.cells.code).filter((c): c is string => Boolean(c)))];
    const barcodes = [...new Set(sheet.rows.map((r) => r.cells.barcode).filter((c): c is string => Boolean(c)))];
    const customerCodes = [...new Set(sheet.rows.map((r) => r.cells.customer?.toLowerCase()).filter((c): c is string => Boolean(c)))];
    const warehouseCodes = [...new Set(sheet.rows.map((r) => r.cells.warehouse?.toLowerCase()).filter((c): c is string => Boolean(c)))];
    const [customerIds, warehouses] = await Promise.all([
      customersByCode(this.db, customerCodes).then((m) => new Map([...m].map(([code, c]) => [code, c.id]))),
      warehousesByCode(this.db, warehouseCodes),
    ]);
    const warehouseIds = new Map([...warehouses].map(([code, w]) => [code, w.id]));
    const facts = await this.facts.load({
      warehouseIds: [...warehouseIds.values()],
      customerIds: [...customerIds.values()],
      codes,
      lines: barcodes.map((barcode) => ({ barcode, quantity: '1', gift: false, memo: '' })),
    });

    // Group rows into orders; the order's customer and warehouse come from its rows.
    const errors: SheetRowError[] = [];
    const groups = new Map<string, { rows: SheetRow<OrderColumn>[]; customerId: string | null; warehouseId: string | null; lines: SaleLineInput[] }>();
    for (const r of sheet.rows) {
      const ref = r.cells.ref;
      if (!ref) {
        errors.push({ row: r.row, field: 'ref', message: 'give the order reference (rows with the same ref form one order)' });
        continue;
      }
      const g = groups.get(ref) ?? { rows: [], customerId: null, warehouseId: null, lines: [] };
      groups.set(ref, g);
      g.rows.push(r);
      if (r.cells.customer) {
        const id = customerIds.get(r.cells.customer.toLowerCase());
        if (!id) errors.push({ row: r.row, field: 'customer', message: `no customer has code ${r.cells.customer}` });
        else if (g.customerId && g.customerId !== id) errors.push({ row: r.row, field: 'customer', message: `order ${ref} already has another customer` });
        else g.customerId = id;
      }
      if (r.cells.warehouse) {
        const id = warehouseIds.get(r.cells.warehouse.toLowerCase());
        if (!id) errors.push({ row: r.row, field: 'warehouse', message: `no warehouse has code ${r.cells.warehouse}` });
        else if (g.warehouseId && g.warehouseId !== id) errors.push({ row: r.row, field: 'warehouse', message: `order ${ref} already has another warehouse` });
        else g.warehouseId = id;
      } else if (!g.warehouseId && g.rows.length === 1) errors.push({ row: r.row, field: 'warehouse', message: 'give the warehouse code on the first row of the order' });
      const { line, errors: rowErrors } = lineOfRow(r as SheetRow<LineColumn>, facts.catalog.codes);
      errors.push(...rowErrors);
      if (line) g.lines.push(line);
    }
    if (errors.length) throw importRefused(errors, sheet.rows.length);

    // Decide every order before writing anything, to report every refused line at once.
    const ctx = this.runtime.context(env);
    const importId = env.commandId ?? this.runtime.newId();
    const orders = [...groups.entries()].map(([ref, g]) => ({ ref, g, orderId: this.runtime.newId() }));
    const decide = (o: (typeof orders)[number], number: string): SaleOrderEvent[] => {
      const create: SaleOrderCommand = {
        type: 'CreateSaleOrder', orderId: o.orderId, number, kind: 'sale', source: 'import', header: { warehouseId: o.g.warehouseId!, customerId: o.g.customerId },
        lines: o.g.lines, duplicatedFrom: null, importId, facts,
      };
      const cmd: SaleOrderCommand = body.commit ? { type: 'Sequence', commands: [create, { type: 'Commit', payments: [], facts }] } : create;
      return saleOrderDecider.decide(cmd, saleOrderDecider.initialState(), ctx);
    };
    for (const o of orders) {
      try {
        decide(o, 'check');
      } catch (e) {
        if (!(e instanceof DomainError)) throw e;
        const line = Number((e.params as { line?: number }).line ?? 1);
        const row = o.g.rows[line - 1]?.row ?? o.g.rows[0].row;
        errors.push({ row, field: fieldOf(e.code), message: e.message.replace(/^Line \d+, \w+: /, '') });
      }
    }
    if (errors.length) throw importRefused(errors, sheet.rows.length);

    const lineCount = orders.reduce((n, o) => n + o.g.lines.length, 0);
    const { results, numbers } = await this.writer.appendNumbered(SALE_NUMBER_PREFIX.sale, orders.length, env, async (nums) => {
      const imported: SaleOrdersImported = {
        type: 'SaleOrdersImported',
        data: { importId, fileName: body.fileName, orderIds: orders.map((o) => o.orderId), numbers: nums, lines: lineCount, committed: body.commit },
      };
      return [
        ...orders.map((o, i) => ({ streamId: saleOrderStreamId(o.orderId), expectedVersion: 'no_stream' as const, events: decide(o, nums[i]) })),
        { streamId: saleImportStreamId(importId), expectedVersion: 'no_stream' as const, events: [imported] },
      ];
    });
    return {
      importId,
      orders: orders.map((o, i) => ({ id: o.orderId, number: numbers[i], ref: o.ref })),
      duplicate: false,
      globalPosition: results.at(-1)!.globalPosition,
    };
  }
}
