import { Inject } from '@nestjs/common';
import { cellText, normHeader } from '../../platform/excel/cells.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { countStreamId } from '@tradedesk/contracts/inventory/count';
import { PACK_UNITS, type PackUnit } from '@tradedesk/contracts/inventory/stock';
import { ErrorCode } from '@tradedesk/contracts/platform/envelope';
import { takenBarcodes, takenCodes } from '@tradedesk/projections/catalog/products/products.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import ExcelJS from 'exceljs';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { DomainError } from '../../platform/event-store/errors.js';
import { ApiException } from '../../platform/http/errors.js';
import { DATABASE } from '../../platform/tokens.js';
import { StockFactsLoader } from '../stock-facts.js';
import { ImportCountLinesCommand } from './stock-count.commands.js';
import { type CountRequestLine, resolveCounted, stockCountDecider } from './stock-count.decider.js';

export interface CountImportRowError {
  /** The sheet's row number (1 = the header row; 0 = the file itself). */
  row: number;
  field: string;
  message: string;
}

type Column = 'code' | 'barcode' | 'unit' | 'quantity';
const HEADERS = new Map<string, Column>([
  ['code', 'code'], ['productcode', 'code'], ['barcode', 'barcode'], ['unit', 'unit'], ['quantity', 'quantity'], ['qty', 'quantity'], ['counted', 'quantity'],
]);
const UNITS = new Map<string, PackUnit>(PACK_UNITS.map((u) => [u.toLowerCase(), u]));
const norm = normHeader;
const DECIMAL = /^\d{1,12}(\.\d{1,6})?$/;

/** The first sheet's rows by column, or the file's errors. */
async function readCountSheet(base64: string): Promise<{ rows: { row: number; cells: Partial<Record<Column, string>> }[]; errors: CountImportRowError[] }> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(Buffer.from(base64, 'base64') as any);
  } catch (e) {
    return { rows: [], errors: [{ row: 0, field: 'file', message: `not a readable .xlsx file (${(e as Error).message})` }] };
  }
  const ws = wb.worksheets[0];
  if (!ws || ws.rowCount === 0) return { rows: [], errors: [{ row: 0, field: 'file', message: 'the first sheet is empty' }] };
  const errors: CountImportRowError[] = [];
  const columns = new Map<number, Column>();
  ws.getRow(1).eachCell((cell, col) => {
    const text = cellText(cell.value);
    if (!text) return;
    const key = HEADERS.get(norm(text));
    if (!key) errors.push({ row: 1, field: text, message: `unknown column "${text}" (use code or barcode, unit, quantity)` });
    else if ([...columns.values()].includes(key)) errors.push({ row: 1, field: text, message: `column ${key} appears twice` });
    else columns.set(col, key);
  });
  const has = (c: Column) => [...columns.values()].includes(c);
  if (!has('code') && !has('barcode')) errors.push({ row: 1, field: 'code', message: 'the header row has no code or barcode column' });
  if (!has('quantity')) errors.push({ row: 1, field: 'quantity', message: 'the header row has no quantity column' });
  if (errors.length) return { rows: [], errors };
  const rows: { row: number; cells: Partial<Record<Column, string>> }[] = [];
  ws.eachRow({ includeEmpty: false }, (r, n) => {
    if (n === 1) return;
    const cells: Partial<Record<Column, string>> = {};
    for (const [col, key] of columns) {
      const t = cellText(r.getCell(col).value);
      if (t) cells[key] = t;
    }
    if (Object.keys(cells).length) rows.push({ row: n, cells });
  });
  if (rows.length === 0) errors.push({ row: 0, field: 'file', message: 'the sheet has no rows below the header' });
  return { rows, errors };
}

/**
 * Counted lines from a spreadsheet, all or nothing: every row is checked (product by code or
 * barcode, unit, quantity, the unit's packing); one refused row refuses the file with a report
 * naming each bad row and field (400 import_refused, in `details`). Otherwise the rows are added
 * to the lines counted before, with the version the client saw (409 when stale).
 */
@CommandHandler(ImportCountLinesCommand)
export class ImportCountLinesHandler implements ICommandHandler<ImportCountLinesCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: StockFactsLoader,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({ countId, body, env }: ImportCountLinesCommand) {
    const streamId = countStreamId(countId);
    const state = await this.runtime.load(stockCountDecider, streamId);
    if (!state.opened) throw new DomainError('count_not_found', `No count order ${countId}.`, 404);
    if (state.posted) throw new DomainError('count_posted', `Count order ${state.number} is posted and can no longer be changed.`, 409);
    const sheet = await readCountSheet(body.file);
    const errors = [...sheet.errors];
    const codes = await takenCodes(this.db, sheet.rows.map((r) => r.cells.code).filter((c): c is string => !!c));
    const barcodes = await takenBarcodes(this.db, sheet.rows.map((r) => r.cells.barcode).filter((c): c is string => !!c));
    const requested: { row: number; line: CountRequestLine }[] = [];
    for (const { row, cells } of sheet.rows) {
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
        const u = UNITS.get(norm(cells.unit));
        if (!u) rowErrors.push({ row, field: 'unit', message: `unknown unit "${cells.unit}" (unit, box, bigBag, bag)` });
        else if (unit && cells.barcode && u !== unit) rowErrors.push({ row, field: 'unit', message: `barcode ${cells.barcode} is the ${unit} barcode, not ${u}` });
        else unit = u;
      }
      const q = cells.quantity ?? '';
      if (!DECIMAL.test(q)) rowErrors.push({ row, field: 'quantity', message: q ? `"${q}" is not a quantity (a number like 12 or 2.5, 0 when nothing was found)` : 'the quantity is missing' });
      if (rowErrors.length) errors.push(...rowErrors);
      else requested.push({ row, line: { productId: productId!, unit: unit ?? 'unit', quantity: q } });
    }
    const { facts } = await this.facts.load([state.warehouseId], requested.map((r) => r.line.productId));
    const now = this.runtime.clock();
    for (const r of requested) {
      try {
        resolveCounted(facts, state.warehouseId, [r.line], now);
      } catch (e) {
        if (!(e instanceof DomainError)) throw e;
        const field = e.code === 'unit_without_packing' ? 'unit' : e.code.startsWith('product') ? 'code' : 'quantity';
        errors.push({ row: r.row, field, message: e.message.replace(/^Line 1, [a-z]+: /, '') });
      }
    }
    if (errors.length) {
      errors.sort((a, b) => a.row - b.row);
      const refused = new Set(errors.filter((e) => e.row > 1).map((e) => e.row)).size;
      throw new ApiException(400, ErrorCode.DomainRuleViolated, `Nothing imported: ${errors[0].row > 1 ? `${refused} of ${sheet.rows.length} rows refused` : 'the file was refused'}.`, errors.map((e) => ({ path: `row ${e.row}.${e.field}`, message: e.message })), 'import_refused');
    }
    const r = await this.runtime.run(
      stockCountDecider,
      streamId,
      { type: 'RecordCountLines', countId, lines: requested.map((x) => x.line), mode: 'append', facts },
      { ...env, commandId: body.commandId ?? env.commandId },
      { expectedVersion: body.version },
    );
    return { id: countId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate, total: sheet.rows.length, imported: requested.length };
  }
}
