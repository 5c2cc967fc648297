import { type CategoryEvent } from '@tradedesk/contracts/catalog/categories';
import { barcodeSchema, canonicalDecimal, codeSchema, DECIMAL_RE } from '@tradedesk/contracts/catalog/common';
import type { ImportColumn, ImportMode, ImportRowError, ProductImportReport } from '@tradedesk/contracts/catalog/product-import';
import type { PricesInput, ProductEvent } from '@tradedesk/contracts/catalog/products';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { type NewProduct, newProductEvents } from '../../products/create-product/create-product.decide.js';
import { initialProductState, type PackingsInput } from '../../products/product.state.js';
import type { ProductSheetRow } from '../product-sheet.js';

/** A category of the catalogue as the import matches it: by name, or by path from the root. */
export interface ImportCategory {
  id: string;
  name: string;
  parentId: string | null;
  disabled: boolean;
}

/** What the decision of a product import is given: the sheet as read and what it names (ProductFactsLoader.forProductSheet). */
export interface ImportProducts {
  mode: ImportMode;
  /** Categories the sheet names that do not exist are created; otherwise their rows are refused. */
  createCategories: boolean;
  rows: ProductSheetRow[];
  /** What is wrong with the file itself (unreadable, too large, headers): the sheet has no rows then. */
  fileErrors: ImportRowError[];
  /** The sheet's codes that are already a product's, lower case. */
  takenCodes: ReadonlySet<string>;
  /** The sheet's barcodes that are already a product's (any unit). */
  takenBarcodes: ReadonlySet<string>;
  /** Every category of the catalogue, disabled ones included (they match nothing). */
  categories: readonly ImportCategory[];
}

/** A category the import creates, for the products that use it. */
export interface NewImportCategory {
  categoryId: string;
  /** Its path as the report names it ("Drinks / Soft drinks"). */
  path: string;
  events: CategoryEvent[];
}

/**
 * Refused rows (sorted by row), and the products and categories to create: none in
 * 'all-or-nothing' when a row is refused. Only the categories the products use are created.
 */
export interface ImportProductsDecision {
  /** Product rows in the sheet. */
  total: number;
  errors: ImportRowError[];
  products: { row: number; productId: string; events: ProductEvent[] }[];
  categories: NewImportCategory[];
}

interface ValidRow {
  row: number;
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

/**
 * A product import. Every row is checked alone (its cells), against the other rows (the first
 * row keeps a code or barcode) and against the catalogue (codes and barcodes taken; its category
 * by name or path, created when asked to, else refused), then by the product's own rules
 * (newProductEvents, as CreateProduct decides). 'all-or-nothing': one refused row and nothing is
 * created; 'valid-rows': the valid rows are. A row is never imported in part.
 *
 * Pure but async: `pace` lets the event loop breathe now and then on a sheet of 100,000 rows
 * (the in-process queue runs in the API's process); it reads nothing.
 */
export async function decideImportProducts(cmd: ImportProducts, ctx: DecideContext, pace: () => Promise<void> | undefined = () => undefined): Promise<ImportProductsDecision> {
  const none = { products: [], categories: [] };
  if (cmd.fileErrors.length) return { total: 0, errors: sortByRow(cmd.fileErrors), ...none };
  if (cmd.rows.length === 0) return { total: 0, errors: [{ row: 0, field: 'file', message: 'the sheet has no product rows' }], ...none };
  const total = cmd.rows.length;
  const errors: ImportRowError[] = [];
  const valid: ValidRow[] = [];
  for (const r of cmd.rows) {
    await pace();
    const checked = checkRow(r, ctx.newId);
    errors.push(...checked.errors);
    if (checked.ok) valid.push(checked.ok);
  }

  // Codes and barcodes against the other rows (the first row keeps them) and the catalogue.
  const codeRow = new Map<string, number>();
  const barcodeRow = new Map<string, number>();
  const refused = new Set<number>();
  for (const v of valid) {
    await pace();
    const key = v.code.toLowerCase();
    if (cmd.takenCodes.has(key)) errors.push({ row: v.row, field: 'code', message: `code ${v.code} is already in the catalogue` });
    else if (codeRow.has(key)) errors.push({ row: v.row, field: 'code', message: `code ${v.code} is also on row ${codeRow.get(key)}` });
    if (cmd.takenCodes.has(key) || codeRow.has(key)) refused.add(v.row);
    else codeRow.set(key, v.row);
    for (const b of v.barcodes) {
      if (cmd.takenBarcodes.has(b)) {
        errors.push({ row: v.row, field: 'barcode', message: `barcode ${b} is already in the catalogue` });
        refused.add(v.row);
      } else if (barcodeRow.has(b) && barcodeRow.get(b) !== v.row) {
        errors.push({ row: v.row, field: 'barcode', message: `barcode ${b} is also on row ${barcodeRow.get(b)}` });
        refused.add(v.row);
      } else barcodeRow.set(b, v.row);
    }
  }

  // Categories by name or path; unknown ones are created only when asked to.
  const categories = categoryResolver(cmd.categories, cmd.createCategories, ctx.newId);
  const good: ValidRow[] = [];
  for (const v of valid) {
    await pace();
    if (refused.has(v.row)) continue;
    if (v.categoryPath) {
      const id = categories.resolve(v.categoryPath);
      if (!id) {
        errors.push({ row: v.row, field: 'category', message: `unknown category "${v.categoryPath}" (import with createCategories=true to create it)` });
        continue;
      }
      v.command.data.categoryId = id;
    }
    good.push(v);
  }

  // The product's own rules, row by row (the catalogue was checked above, for the whole file).
  const products: ImportProductsDecision['products'] = [];
  const productCategories: (string | null)[] = [];
  for (const v of good) {
    await pace();
    try {
      products.push({ row: v.row, productId: v.command.productId, events: newProductEvents(v.command, initialProductState()) });
      productCategories.push(v.command.data.categoryId);
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      errors.push({ row: v.row, field: String(e.params.field ?? 'row'), message: e.message });
    }
  }
  if ((cmd.mode === 'all-or-nothing' && errors.length) || products.length === 0) return { total, errors: sortByRow(errors), ...none };
  return { total, errors: sortByRow(errors), products, categories: categories.usedBy(productCategories) };
}

/** The report of an import: what was imported, each refused row counted once (the header and the file not among them), the categories created. */
export function importReport(mode: ImportMode, total: number, imported: number, errors: ImportRowError[], createdCategories: string[], durationMs: number): ProductImportReport {
  return { mode, total, imported, refused: new Set(errors.filter((e) => e.row > 1).map((e) => e.row)).size, errors: sortByRow(errors), createdCategories, durationMs };
}

/** 'all-or-nothing': the catalogue changed between the check and the append (`why`: the clash), so nothing was imported. */
export const catalogueChangedMeanwhile = (why: string): ImportRowError => ({ row: 0, field: 'file', message: `the catalogue changed during the import (${why}); nothing was imported` });

/** 'valid-rows': a row whose code or barcode somebody took between the check and the append (`clash`: what the catalogue's unique index means). */
export const takenMeanwhile = (row: number, clash: DomainError): ImportRowError => ({ row, field: String(clash.params.field ?? 'row'), message: clash.message });

const sortByRow = (errors: ImportRowError[]) => [...errors].sort((a, b) => a.row - b.row);

const pathKey = (p: string) =>
  p
    .split('/')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)
    .join('/');

/**
 * Categories by name (a single name matches any enabled category of that name) or by path from
 * the root; a missing step of a path is planned as a new category when `create`, else the path is
 * unknown. A name longer than a category's 100 characters is never created.
 */
function categoryResolver(existing: readonly ImportCategory[], create: boolean, newId: () => string) {
  const enabled = existing.filter((c) => !c.disabled);
  const byParentName = new Map(enabled.map((c) => [`${c.parentId ?? ''}\u0000${c.name.toLowerCase()}`, c.id]));
  const byName = new Map<string, string>();
  for (const c of enabled) if (!byName.has(c.name.toLowerCase())) byName.set(c.name.toLowerCase(), c.id);
  const planned: { categoryId: string; name: string; parentId: string | null; path: string }[] = [];
  return {
    resolve(path: string): string | null {
      const key = pathKey(path);
      if (!key.includes('/') && byName.has(key)) return byName.get(key)!;
      let parent: string | null = null;
      const names = path
        .split('/')
        .map((s) => s.trim())
        .filter(Boolean);
      for (const [i, name] of names.entries()) {
        const k = `${parent ?? ''}\u0000${name.toLowerCase()}`;
        let id = byParentName.get(k);
        if (!id) {
          if (!create || name.length > 100) return null;
          id = newId();
          byParentName.set(k, id);
          planned.push({ categoryId: id, name, parentId: parent, path: names.slice(0, i + 1).join(' / ') });
        }
        parent = id;
      }
      return parent;
    },
    /** The planned categories these products' categories are or descend from, parents first. */
    usedBy(categoryIds: (string | null)[]): NewImportCategory[] {
      const parentOf = new Map(planned.map((c) => [c.categoryId, c.parentId]));
      const used = new Set<string>();
      for (const start of categoryIds) for (let id = start; id && parentOf.has(id) && !used.has(id); id = parentOf.get(id) ?? null) used.add(id);
      return planned
        .filter((c) => used.has(c.categoryId))
        .map((c) => ({ categoryId: c.categoryId, path: c.path, events: [{ type: 'CategoryCreated', data: { categoryId: c.categoryId, name: c.name, parentId: c.parentId } }] }));
    },
  };
}

/** One row's own checks (no other rows, no catalogue): the product as CreateProduct takes it, or its errors. */
function checkRow(r: ProductSheetRow, newId: () => string): { ok: ValidRow | null; errors: ImportRowError[] } {
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
      code,
      barcodes,
      categoryPath: c.category ?? null,
      command: {
        productId,
        data: { code, name, names: {}, categoryId: null, unitLabel: c.unit ?? '', barcode: baseBarcode, cost, images: [], sizeGroupId: null, sizes: [], colors: [], shelfLifeDays },
        packings,
        prices,
      },
    },
    errors,
  };
}
