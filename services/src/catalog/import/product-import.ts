import { randomUUID } from 'node:crypto';
import { readSheet, type SheetRow as GenericSheetRow } from '../../platform/excel/sheet.js';
import { pacer } from '../../platform/excel/upload-file.js';
import { UPLOAD_LIMITS } from '@tradedesk/contracts/platform/uploads';
import { categoryStreamId } from '@tradedesk/contracts/catalog/categories';
import { barcodeSchema, canonicalDecimal, codeSchema, DECIMAL_RE } from '@tradedesk/contracts/catalog/common';
import { IMPORT_COLUMNS, type ImportColumn, type ImportMode, type ImportRowError, type ProductImportReport } from '@tradedesk/contracts/catalog/product-import';
import { productStreamId, type PricesInput } from '@tradedesk/contracts/catalog/products';
import { allCategories } from '@tradedesk/projections/catalog/categories/categories.query';
import { takenBarcodes, takenCodes } from '@tradedesk/projections/catalog/products/products.query';
import { metadataOf } from '../../platform/cqrs/command-runtime.js';
import { DomainError } from '../../platform/event-store/errors.js';
import type { AppendRequest } from '../../platform/event-store/event-store.js';
import type { Platform } from '../../platform/platform.js';
import type { JobContext } from '../../platform/queue/queue.port.js';
import { uniqueMeaning } from '../catalog-errors.js';
import { type NewProduct, newProductEvents } from '../products/create-product/create-product.decide.js';
import { initialProductState, type PackingsInput } from '../products/product.state.js';

export interface ProductImportJob {
  /** The .xlsx or .csv file, base64 (read here, in the job, not by the request). */
  file: string;
  mode: ImportMode;
  createCategories: boolean;
  userId: string;
}

type Cells = Partial<Record<ImportColumn, string>>;
type SheetRow = GenericSheetRow<ImportColumn>;

const HEADER_LOOKUP = new Map<string, ImportColumn>(Object.entries(IMPORT_COLUMNS).flatMap(([col, names]) => names.map((n) => [n, col as ImportColumn])));

/** The first sheet: its header row and its non-blank rows (code and name columns required). */
function readProductSheet(bytes: Buffer): Promise<{ rows: SheetRow[]; errors: ImportRowError[] }> {
  return readSheet<ImportColumn>(bytes, HEADER_LOOKUP, [['code'], ['name']], { allowNoRows: true, limit: UPLOAD_LIMITS.productImport });
}

interface ValidRow {
  row: number;
  productId: string;
  code: string;
  barcodes: string[];
  categoryPath: string | null;
  command: NewProduct;
}

const PACKING_COLUMNS = [
  ['box', 'boxSize', 'boxBarcode'],
  ['bigBag', 'bigBagSize', 'bigBagBarcode'],
  ['bag', 'bagSize', 'bagBarcode'],
] as const;
const PRICE_COLUMNS = [
  ['retail', 'retailPrice'],
  ['wholesale', 'wholesalePrice'],
  ['member', 'memberPrice'],
  ['purchase', 'purchasePrice'],
] as const;

/** One row's own checks (no other rows, no catalogue): the command, or its errors. */
function checkRow(r: SheetRow, newId: () => string): { ok: ValidRow | null; errors: ImportRowError[] } {
  const errors: ImportRowError[] = [];
  const err = (field: string, message: string) => errors.push({ row: r.row, field, message });
  const c = r.cells;
  const code = c.code ?? '';
  if (!code) err('code', 'required');
  else {
    const p = codeSchema.safeParse(code);
    if (!p.success) err('code', p.error.issues[0].message);
  }
  const name = c.name ?? '';
  if (!name) err('name', 'required');
  else if (name.length > 200) err('name', 'at most 200 characters');
  if ((c.unit ?? '').length > 20) err('unit', 'at most 20 characters');
  const barcode = (field: ImportColumn) => {
    const v = c[field] ?? '';
    if (v && !barcodeSchema.safeParse(v).success) err(field, 'a barcode is printable ASCII without spaces, at most 64 characters');
    return v;
  };
  const money = (field: ImportColumn) => {
    const v = c[field];
    if (v === undefined) return undefined;
    if (!DECIMAL_RE.test(v)) {
      err(field, `"${v}" is not a non-negative decimal number`);
      return undefined;
    }
    return canonicalDecimal(v);
  };
  const packings: PackingsInput = {};
  for (const [key, sizeCol, barcodeCol] of PACKING_COLUMNS) {
    const size = c[sizeCol];
    const bc = barcode(barcodeCol);
    if (size === undefined) {
      if (bc) err(barcodeCol, `a ${key} barcode needs a ${key} size`);
      continue;
    }
    if (!DECIMAL_RE.test(size) || !/[1-9]/.test(size)) {
      err(sizeCol, `"${size}" is not a number of base units greater than 0`);
      continue;
    }
    packings[key] = { size: canonicalDecimal(size), barcode: bc, enabled: true };
  }
  const unitPrices: Record<string, string> = {};
  for (const [type, col] of PRICE_COLUMNS) {
    const v = money(col);
    if (v !== undefined) unitPrices[type] = v;
  }
  const cost = money('cost') ?? '0';
  let shelfLifeDays: number | null = null;
  if (c.shelfLifeDays !== undefined) {
    if (!/^\d{1,5}$/.test(c.shelfLifeDays)) err('shelfLifeDays', `"${c.shelfLifeDays}" is not a whole number of days`);
    else shelfLifeDays = Number(c.shelfLifeDays);
  }
  const baseBarcode = barcode('barcode');
  if (errors.length) return { ok: null, errors };
  const barcodes = [baseBarcode, ...Object.values(packings).map((p) => p?.barcode ?? '')].filter(Boolean);
  if (new Set(barcodes).size !== barcodes.length) {
    err('barcode', 'the same barcode is given to two units of this row');
    return { ok: null, errors };
  }
  const productId = newId();
  const prices: PricesInput = { unit: unitPrices };
  return {
    ok: {
      row: r.row,
      productId,
      code,
      barcodes,
      categoryPath: c.category ?? null,
      command: {
        productId,
        data: {
          code,
          name,
          names: {},
          categoryId: null,
          unitLabel: c.unit ?? '',
          barcode: baseBarcode,
          cost,
          images: [],
          sizeGroupId: null,
          sizes: [],
          colors: [],
          shelfLifeDays,
        },
        packings,
        prices,
      },
    },
    errors,
  };
}

/** A catalogue lookup of many keys, a few thousand at a time, so no single query (or its answer) holds the API. */
async function inSlices<V>(keys: string[], lookup: (slice: string[]) => Promise<Map<string, V>>): Promise<Map<string, V>> {
  const out = new Map<string, V>();
  for (let i = 0; i < keys.length; i += 5000) for (const [k, v] of await lookup(keys.slice(i, i + 5000))) out.set(k, v);
  return out;
}

const pathKey = (p: string) =>
  p
    .split('/')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)
    .join('/');

/**
 * The whole import, as a queue job: read the sheet, check every row (alone, against the other
 * rows, against the catalogue), then append. 'all-or-nothing': one appendMany (one transaction)
 * with every product (and new category), or nothing when any row is refused; the inline read
 * models' unique indexes catch a race, which rolls the whole import back. 'valid-rows': the
 * valid rows in chunks of CHUNK products, a chunk that fails retried row by row.
 */
export async function runProductImport(platform: Platform, job: JobContext<ProductImportJob>, opts: { chunk?: number; attempt?: number } = {}): Promise<ProductImportReport> {
  const attempt = opts.attempt ?? 0;
  // A category this import creates was created meanwhile by another import of the same tree:
  // plan again once against the catalogue as it is now (the category then exists).
  const again = () => runProductImport(platform, job, { ...opts, attempt: attempt + 1 });
  const started = Date.now();
  const { mode, createCategories, userId } = job.data;
  const CHUNK = opts.chunk ?? 2000;
  const report = (total: number, imported: number, errors: ImportRowError[], createdCategories: string[] = []): ProductImportReport => ({
    mode,
    total,
    imported,
    refused: new Set(errors.filter((e) => e.row > 1).map((e) => e.row)).size,
    errors: errors.sort((a, b) => a.row - b.row),
    createdCategories,
    durationMs: Date.now() - started,
  });

  const { rows, errors: fileErrors } = await readProductSheet(Buffer.from(job.data.file, 'base64'));
  if (fileErrors.length) return report(0, 0, fileErrors);
  if (rows.length === 0) return report(0, 0, [{ row: 0, field: 'file', message: 'the sheet has no product rows' }]);
  await job.updateProgress(10);

  const newId = platform.runtime.newId;
  const errors: ImportRowError[] = [];
  const valid: ValidRow[] = [];
  // Long loops over every row give the event loop a turn now and then: the API stays responsive.
  const pace = pacer();
  for (const r of rows) {
    await pace();
    const { ok, errors: e } = checkRow(r, newId);
    errors.push(...e);
    if (ok) valid.push(ok);
  }

  // Codes and barcodes against the other rows (the first row keeps them) and the catalogue.
  const codeRow = new Map<string, number>();
  const barcodeRow = new Map<string, number>();
  const db = platform.db;
  const takenC = await inSlices(valid.map((v) => v.code), (codes) => takenCodes(db, codes));
  const takenB = await inSlices(valid.flatMap((v) => v.barcodes), (barcodes) => takenBarcodes(db, barcodes));
  const refused = new Set<number>();
  for (const v of valid) {
    await pace();
    const key = v.code.toLowerCase();
    if (takenC.has(key)) errors.push({ row: v.row, field: 'code', message: `code ${v.code} is already in the catalogue` });
    else if (codeRow.has(key)) errors.push({ row: v.row, field: 'code', message: `code ${v.code} is also on row ${codeRow.get(key)}` });
    if (takenC.has(key) || codeRow.has(key)) refused.add(v.row);
    else codeRow.set(key, v.row);
    for (const b of v.barcodes) {
      if (takenB.has(b)) {
        errors.push({ row: v.row, field: 'barcode', message: `barcode ${b} is already in the catalogue` });
        refused.add(v.row);
      } else if (barcodeRow.has(b) && barcodeRow.get(b) !== v.row) {
        errors.push({ row: v.row, field: 'barcode', message: `barcode ${b} is also on row ${barcodeRow.get(b)}` });
        refused.add(v.row);
      } else barcodeRow.set(b, v.row);
    }
  }

  // Categories by name or path; unknown ones are created only when asked to.
  const cats = await allCategories(db);
  const byParentName = new Map(cats.filter((c) => !c.disabled).map((c) => [`${c.parentId ?? ''}\u0000${c.name.toLowerCase()}`, c.id]));
  const byName = new Map<string, string>();
  for (const c of cats) if (!c.disabled && !byName.has(c.name.toLowerCase())) byName.set(c.name.toLowerCase(), c.id);
  const newCategories: { categoryId: string; name: string; parentId: string | null; path: string }[] = [];
  const resolve = (path: string): string | null => {
    const key = pathKey(path);
    if (!key.includes('/') && byName.has(key)) return byName.get(key)!;
    let parent: string | null = null;
    const names = path.split('/').map((s) => s.trim()).filter(Boolean);
    for (const [i, name] of names.entries()) {
      const k = `${parent ?? ''}\u0000${name.toLowerCase()}`;
      let id = byParentName.get(k);
      if (!id) {
        if (!createCategories || name.length > 100) return null;
        id = newId();
        byParentName.set(k, id);
        newCategories.push({ categoryId: id, name, parentId: parent, path: names.slice(0, i + 1).join(' / ') });
      }
      parent = id;
    }
    return parent;
  };
  const good: ValidRow[] = [];
  for (const v of valid) {
    await pace();
    if (refused.has(v.row)) continue;
    if (v.categoryPath) {
      const id = resolve(v.categoryPath);
      if (!id) {
        errors.push({ row: v.row, field: 'category', message: `unknown category "${v.categoryPath}" (import with createCategories=true to create it)` });
        continue;
      }
      v.command.data.categoryId = id;
    }
    good.push(v);
  }

  // The product's own rules, row by row (the catalogue was checked above, for the whole file).
  const requests = new Map<number, AppendRequest>();
  for (const v of good) {
    await pace();
    try {
      const events = newProductEvents(v.command, initialProductState());
      requests.set(v.row, { streamId: productStreamId(v.productId), expectedVersion: 'no_stream', events });
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      errors.push({ row: v.row, field: String(e.params.field ?? 'row'), message: e.message });
    }
  }
  await job.updateProgress(30);

  const toImport = good.filter((v) => requests.has(v.row));
  if (mode === 'all-or-nothing' && errors.length) return report(rows.length, 0, errors);
  if (toImport.length === 0) return report(rows.length, 0, errors);

  // Only the categories the imported rows use.
  const parentOf = new Map(newCategories.map((c) => [c.categoryId, c.parentId]));
  const used = new Set<string>();
  for (const v of toImport) {
    for (let id = v.command.data.categoryId; id && parentOf.has(id) && !used.has(id); id = parentOf.get(id) ?? null) used.add(id);
  }
  const neededCats = newCategories.filter((c) => used.has(c.categoryId));
  const categoryRequests: AppendRequest[] = neededCats.map((c) => ({
    streamId: categoryStreamId(c.categoryId),
    expectedVersion: 'no_stream',
    events: [{ type: 'CategoryCreated', data: { categoryId: c.categoryId, name: c.name, parentId: c.parentId } }],
  }));
  const env = { userId, correlationId: `import-${job.id}` };
  const append = (reqs: AppendRequest[]) => platform.store.appendMany(reqs, metadataOf({ ...env, commandId: randomUUID(), causationId: env.correlationId }, newId), { inline: platform.runtime.inlineHook });

  if (mode === 'all-or-nothing') {
    try {
      await append([...categoryRequests, ...toImport.map((v) => requests.get(v.row)!)]);
    } catch (e) {
      const meaning = uniqueMeaning(e);
      if (!meaning) throw e;
      if (categoryRequests.length && attempt < 2) return again();
      return report(rows.length, 0, [...errors, { row: 0, field: 'file', message: `the catalogue changed during the import (${meaning.message}); nothing was imported` }]);
    }
    await job.updateProgress(100);
    return report(rows.length, toImport.length, errors, neededCats.map((c) => c.path));
  }

  if (categoryRequests.length) {
    try {
      await append(categoryRequests);
    } catch (e) {
      if (uniqueMeaning(e) && attempt < 2) return again();
      throw e;
    }
  }
  let imported = 0;
  for (let i = 0; i < toImport.length; i += CHUNK) {
    const chunk = toImport.slice(i, i + CHUNK);
    try {
      await append(chunk.map((v) => requests.get(v.row)!));
      imported += chunk.length;
    } catch (e) {
      if (!uniqueMeaning(e)) throw e;
      // Somebody took a code or barcode meanwhile: each row of the chunk on its own.
      for (const v of chunk) {
        try {
          await append([requests.get(v.row)!]);
          imported++;
        } catch (e2) {
          const m = uniqueMeaning(e2);
          if (!m) throw e2;
          errors.push({ row: v.row, field: String(m.params.field ?? 'row'), message: m.message });
        }
      }
    }
    await job.updateProgress(30 + (70 * Math.min(toImport.length, i + CHUNK)) / toImport.length);
  }
  return report(rows.length, imported, errors, neededCats.map((c) => c.path));
}
