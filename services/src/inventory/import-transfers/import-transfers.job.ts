import { type PackUnit, PACK_UNITS, type TransferMade, transferStreamId } from '@tradedesk/contracts/inventory/stock';
import {
  TRANSFER_IMPORT_COLUMNS,
  type TransferImportColumn,
  type TransferImportReport,
  type TransferImportRowError,
} from '@tradedesk/contracts/inventory/stock-documents';
import { UPLOAD_LIMITS } from '@tradedesk/contracts/platform/uploads';
import { takenBarcodes, takenCodes } from '@tradedesk/projections/catalog/products/products.query';
import { warehouseCodesById } from '@tradedesk/projections/catalog/warehouses/warehouses.query';
import { warehousesByCode } from '@tradedesk/projections/catalog/warehouses/warehouses-by-code.query';
import { quantitiesOnHand } from '@tradedesk/projections/inventory/stock-on-hand/stock-on-hand.query';
import { ProjectionRefusal } from '@tradedesk/projections/platform/projector';
import type { Database } from '@tradedesk/projections/platform/sql';
import { Decimal } from 'decimal.js';
import type { CommandEnvelope, CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { DomainError } from '../../platform/event-store/errors.js';
import { normHeader } from '../../platform/excel/cells.js';
import { readSheet, type SheetRow as GenericSheetRow } from '../../platform/excel/sheet.js';
import type { JobContext } from '../../platform/queue/queue.port.js';
import { NumberedDocumentWriter } from '../../platform/documents/numbered-document.writer.js';
import { StockFactsLoader } from '../stock-facts.loader.js';
import { resolveLines } from '../stock-lines.js';
import { transferDecider } from '../transfer.decider.js';

export interface TransferImportJob {
  /** The .xlsx or .csv file, base64 (read here, in the job, not by the request). */
  file: string;
  /** Client-generated: a retried import (same id) is applied once. */
  commandId?: string;
  /** Fingerprint of the upload (the same id with another file is refused). */
  requestHash?: string;
  userId: string;
}

type SheetRow = GenericSheetRow<TransferImportColumn>;

const HEADERS = new Map<string, TransferImportColumn>(
  Object.entries(TRANSFER_IMPORT_COLUMNS).flatMap(([col, names]) => names.map((n) => [n, col as TransferImportColumn])),
);
const UNITS = new Map<string, PackUnit>(PACK_UNITS.map((u) => [u.toLowerCase(), u]));
const DECIMAL = /^\d{1,12}(\.\d{1,6})?$/;

function readTransferSheet(bytes: Buffer): Promise<{ rows: SheetRow[]; errors: TransferImportRowError[] }> {
  return readSheet<TransferImportColumn>(bytes, HEADERS, [['from'], ['to'], ['quantity'], ['code', 'barcode']], { limit: UPLOAD_LIMITS.transferImport });
}

interface CheckedRow {
  row: number;
  fromId: string;
  toId: string;
  productId: string;
  unit: PackUnit;
  quantity: string;
  note: string;
}

interface Deps {
  runtime: CommandRuntime;
  db: Database;
}

/**
 * A batch of transfers from a spreadsheet, all or nothing: every row is checked (warehouses by
 * code, product by code or barcode, unit and its packing, quantity > 0, and, when the company
 * refuses negative stock, the stock each source warehouse has for the whole file). One refused
 * row imports nothing and the report names each bad row and field. Otherwise one transfer per
 * pair of warehouses, numbered from the day's counter, all appended in one transaction with the
 * inline stock projection (a race that empties a shelf meanwhile still refuses the whole file).
 */
export async function runTransferImport(deps: Deps, job: JobContext<TransferImportJob>): Promise<TransferImportReport> {
  const { runtime, db } = deps;
  const env: CommandEnvelope = { userId: job.data.userId, commandId: job.data.commandId, requestHash: job.data.requestHash, correlationId: `import-${job.id}` };
  const writer = new NumberedDocumentWriter(runtime, db);
  const factsLoader = new StockFactsLoader(db);
  const refusedReport = (total: number, errors: TransferImportRowError[]): TransferImportReport => {
    errors.sort((a, b) => a.row - b.row);
    return { total, imported: 0, refused: new Set(errors.filter((e) => e.row > 1).map((e) => e.row)).size, errors, transfers: [], duplicate: false };
  };

  const prior = await runtime.prior(env);
  if (prior) return priorReport(runtime, db, prior.map((p) => p.streamId).filter((s) => s.startsWith('transfer-')));

  const { rows, errors: fileErrors } = await readTransferSheet(Buffer.from(job.data.file, 'base64'));
  if (fileErrors.length) return refusedReport(rows.length, fileErrors);
  await job.updateProgress(10);

  const errors: TransferImportRowError[] = [];
  const err = (row: number, field: string, message: string) => errors.push({ row, field, message });
  const codes = [...new Set(rows.flatMap((r) => [r.cells.from, r.cells.to]).filter((c): c is string => !!c).map((c) => c.toLowerCase()))];
  const warehouses = await warehousesByCode(db, codes);
  const productCodes = await takenCodes(db, rows.map((r) => r.cells.code).filter((c): c is string => !!c));
  const barcodes = await takenBarcodes(db, rows.map((r) => r.cells.barcode).filter((c): c is string => !!c));

  const checked: CheckedRow[] = [];
  for (const { row, cells } of rows) {
    const before = errors.length;
    const warehouse = (field: 'from' | 'to') => {
      const code = cells[field];
      if (!code) return err(row, field, `the ${field === 'from' ? 'source' : 'destination'} warehouse code is missing`), undefined;
      const w = warehouses.get(code.toLowerCase());
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
      productId = productCodes.get(cells.code.toLowerCase());
      if (!productId) err(row, 'code', `no product with code ${cells.code}`);
    }
    if (cells.barcode) {
      const b = barcodes.get(cells.barcode);
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
    const q = cells.quantity ?? '';
    if (!DECIMAL.test(q) || new Decimal(q).lte(0)) err(row, 'quantity', q ? `"${q}" is not a quantity greater than zero (a number like 12 or 2.5)` : 'the quantity is missing');
    const note = cells.note ?? '';
    if (note.length > 500) err(row, 'note', 'at most 500 characters');
    if (errors.length === before) checked.push({ row, fromId: from!.id, toId: to!.id, productId: productId!, unit: unit ?? 'unit', quantity: q, note });
  }

  // The catalogue's rules per row (product active, the unit has a packing size), then stock.
  const { facts, allowNegative } = await factsLoader.load(
    [...new Set(checked.flatMap((r) => [r.fromId, r.toId]))],
    checked.map((r) => r.productId),
  );
  const base = new Map<number, string>();
  for (const r of checked) {
    try {
      base.set(r.row, resolveLines(facts, r.fromId, [r])[0].quantity);
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      err(r.row, e.code === 'unit_without_packing' ? 'unit' : 'code', e.message.replace(/^Line 1, [a-z]+: /, ''));
    }
  }
  const codeOf = (productId: string) => facts.products.get(productId)?.code ?? productId;
  const whCode = (id: string) => facts.warehouses.get(id)?.code ?? id;
  if (!allowNegative) {
    const wanted = new Map<string, { fromId: string; productId: string; total: Decimal; rows: number[] }>();
    for (const r of checked) {
      const b = base.get(r.row);
      if (b === undefined) continue;
      const key = `${r.fromId}\u0000${r.productId}`;
      const w = wanted.get(key) ?? { fromId: r.fromId, productId: r.productId, total: new Decimal(0), rows: [] };
      w.total = w.total.plus(b);
      w.rows.push(r.row);
      wanted.set(key, w);
    }
    const onHand = await stockOf(db, [...wanted.values()]);
    for (const [key, w] of wanted) {
      const have = new Decimal(onHand.get(key) ?? '0');
      if (w.total.gt(have)) {
        const by = w.rows.length > 1 ? ` by rows ${w.rows.join(', ')}` : '';
        for (const row of w.rows) err(row, 'quantity', `not enough stock of ${codeOf(w.productId)} in ${whCode(w.fromId)}: ${have.toFixed()} on hand, ${w.total.toFixed()} requested${by}`);
      }
    }
  }
  await job.updateProgress(40);
  if (errors.length) return refusedReport(rows.length, errors);

  // One transfer per pair of warehouses, in the order the pairs first appear.
  const groups = new Map<string, CheckedRow[]>();
  for (const r of checked) {
    const key = `${r.fromId}\u0000${r.toId}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const plan = [...groups.values()].map((g) => ({ id: runtime.newId(), rows: g }));
  const ctx = runtime.context(env);
  try {
    const results = await writer.createMany(
      'TR',
      plan.map((p) => ({ streamId: transferStreamId(p.id), id: p.id })),
      env,
      async (numbers) => {
        // Stock may have moved since the check: costs are read again for the decision.
        const fresh = await factsLoader.load([...new Set(checked.flatMap((r) => [r.fromId, r.toId]))], checked.map((r) => r.productId));
        return plan.map((p, i) =>
          transferDecider.decide(
            {
              type: 'MakeTransfer',
              transferId: p.id,
              number: numbers[i],
              fromWarehouseId: p.rows[0].fromId,
              toWarehouseId: p.rows[0].toId,
              note: p.rows.find((r) => r.note)?.note ?? '',
              lines: p.rows.map((r) => ({ productId: r.productId, unit: r.unit, quantity: r.quantity })),
              facts: fresh.facts,
              allowNegative: fresh.allowNegative,
            },
            transferDecider.initialState(),
            ctx,
          ),
        );
      },
    );
    await job.updateProgress(100);
    return {
      total: rows.length,
      imported: rows.length,
      refused: 0,
      errors: [],
      transfers: plan.map((p, i) => ({
        id: results[i].id,
        number: results[i].number,
        fromWarehouseCode: whCode(p.rows[0].fromId),
        toWarehouseCode: whCode(p.rows[0].toId),
        rows: p.rows.map((r) => r.row),
      })),
      duplicate: results.some((r) => r.duplicate),
    };
  } catch (e) {
    if (e instanceof ProjectionRefusal && e.reason === 'negative_stock') {
      // Somebody took the stock between the check and the append: nothing was written.
      const { productId, warehouseId, available, requested } = e.params as Record<string, string>;
      const hit = checked.filter((r) => r.productId === productId && r.fromId === warehouseId).map((r) => r.row);
      return refusedReport(
        rows.length,
        hit.map((row) => ({ row, field: 'quantity', message: `not enough stock of ${codeOf(productId)} in ${whCode(warehouseId)}: ${available} on hand, ${requested} requested` })),
      );
    }
    if (e instanceof DomainError) return refusedReport(rows.length, [{ row: 0, field: 'file', message: e.message }]);
    throw e;
  }
}

async function stockOf(db: Database, pairs: { fromId: string; productId: string }[]): Promise<Map<string, string>> {
  const rows = await quantitiesOnHand(db, pairs.map((p) => ({ warehouseId: p.fromId, productId: p.productId })));
  return new Map(rows.map((r) => [`${r.warehouseId}\u0000${r.productId}`, r.quantity]));
}

/** The report of an import already applied under this command id (nothing is appended again). */
async function priorReport(runtime: CommandRuntime, db: Database, streamIds: string[]): Promise<TransferImportReport> {
  const made: TransferMade['data'][] = [];
  for (const s of streamIds) {
    const first = (await runtime.store.readStream(s, { toVersion: 1 })).events[0];
    if (first?.type === 'TransferMade') made.push(first.data as TransferMade['data']);
  }
  const ids = [...new Set(made.flatMap((m) => [m.fromWarehouseId, m.toWarehouseId]))];
  const code = await warehouseCodesById(db, ids);
  const lines = made.reduce((n, m) => n + m.lines.length, 0);
  return {
    total: lines,
    imported: lines,
    refused: 0,
    errors: [],
    transfers: made.map((m) => ({ id: m.transferId, number: m.number, fromWarehouseCode: code.get(m.fromWarehouseId) ?? m.fromWarehouseId, toWarehouseCode: code.get(m.toWarehouseId) ?? m.toWarehouseId, rows: [] })),
    duplicate: true,
  };
}
