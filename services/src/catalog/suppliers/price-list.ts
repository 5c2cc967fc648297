import { barcodeSchema, canonicalDecimal, DECIMAL_RE } from '@tradedesk/contracts/catalog/common';
import type { PriceTable } from '@tradedesk/contracts/catalog/products';
import {
  PACKING_COLUMN,
  PRICE_LIST_COLUMNS,
  type PriceListColumn,
  type SupplierSyncSettings,
  type SyncRow,
} from '@tradedesk/contracts/catalog/supplier-sync';
import { PACKINGS, type PackingKey } from '@tradedesk/contracts/catalog/units';
import { Decimal } from 'decimal.js';
import { UPLOAD_LIMITS } from '@tradedesk/contracts/platform/uploads';
import { readSheet, type SheetRow, type SheetRowError } from '../../platform/excel/sheet.js';

export type PriceListRow = SheetRow<PriceListColumn>;
export type SheetError = SheetRowError;

const HEADERS = new Map<string, PriceListColumn>(Object.entries(PRICE_LIST_COLUMNS).flatMap(([col, names]) => names.map((n) => [n, col as PriceListColumn])));

/** The supplier's sheet: the header row is matched by name; file-level problems come back as row 0 or 1 errors. */
export async function readPriceList(bytes: Buffer): Promise<{ rows: PriceListRow[]; errors: SheetError[] }> {
  return readSheet<PriceListColumn>(
    bytes,
    HEADERS,
    [
      { columns: ['itemCode', 'barcode'], message: 'the header row has neither an item code nor a barcode column' },
      { columns: ['price', ...PACKINGS.map((k) => PACKING_COLUMN[k])], message: 'the header row has neither a price nor a packing size column: nothing to compare' },
    ],
    { ignoreUnknown: true, limit: UPLOAD_LIMITS.priceListCompare },
  );
}

/** What the comparison needs of one of our products. */
export interface ProductFacts {
  id: string;
  code: string;
  name: string;
  version: number;
  prices: PriceTable;
  packings: Record<PackingKey, { size: string } | null>;
  suppliers: Record<string, string>;
}
export interface MatchIndex {
  /** lower(item code) of this supplier -> product id */
  byItemCode: Map<string, string>;
  /** any unit's barcode -> product id */
  byBarcode: Map<string, string>;
  products: Map<string, ProductFacts>;
}

const isSize = (v: string) => DECIMAL_RE.test(v) && /[1-9]/.test(v);

/** Percentage change old -> new, 1 decimal; null when there is no old price to compare with. */
export function changePercent(oldPrice: string | null, newPrice: string): string | null {
  if (oldPrice === null) return null;
  const o = new Decimal(oldPrice);
  if (o.isZero()) return null;
  const p = new Decimal(newPrice).minus(o).div(o).times(100).toDecimalPlaces(1);
  if (p.isZero()) return '0';
  const abs = canonicalDecimal(p.abs().toFixed(1));
  return p.isNegative() ? `-${abs}` : abs;
}

/**
 * Each row of the sheet against our products (pure): the row's status, its differences, and which
 * of them the settings select by themselves. A row never half-applies: its errors keep it out.
 */
export function compareRows(supplierId: string, rows: PriceListRow[], index: MatchIndex, settings: SupplierSyncSettings): SyncRow[] {
  const seenCode = new Map<string, number>();
  const seenBarcode = new Map<string, number>();
  const seenProduct = new Map<string, number>();
  const minPercent = new Decimal(settings.minPriceChangePercent || '0');
  return rows.map(({ row, cells }) => {
    const itemCode = (cells.itemCode ?? '').trim();
    const barcode = (cells.barcode ?? '').trim();
    const out: SyncRow = {
      row,
      itemCode,
      barcode,
      name: cells.name ?? '',
      price: null,
      status: 'invalid',
      errors: [],
      match: null,
      changes: {},
      selected: { link: false, price: false, packing: false },
    };
    const error = (field: string, message: string) => out.errors.push({ field, message });
    if (!itemCode && !barcode) error('itemCode', 'needs an item code or a barcode');
    if (itemCode.length > 64 || /[\u0000-\u001f]/.test(itemCode)) error('itemCode', 'at most 64 printable characters');
    if (barcode && !barcodeSchema.safeParse(barcode).success) error('barcode', 'a barcode is printable ASCII without spaces');
    if (itemCode) {
      const k = itemCode.toLowerCase();
      if (seenCode.has(k)) error('itemCode', `item code ${itemCode} is also on row ${seenCode.get(k)}`);
      else seenCode.set(k, row);
    }
    if (barcode) {
      if (seenBarcode.has(barcode)) error('barcode', `barcode ${barcode} is also on row ${seenBarcode.get(barcode)}`);
      else seenBarcode.set(barcode, row);
    }
    const rawPrice = (cells.price ?? '').trim();
    if (rawPrice) {
      if (DECIMAL_RE.test(rawPrice)) out.price = canonicalDecimal(rawPrice);
      else error('price', `"${rawPrice}" is not a price such as 1990 or 12.50`);
    }
    const sizes: Partial<Record<PackingKey, string>> = {};
    for (const k of PACKINGS) {
      const raw = (cells[PACKING_COLUMN[k]] ?? '').trim();
      if (!raw) continue;
      if (isSize(raw)) sizes[k] = canonicalDecimal(raw);
      else error(PACKING_COLUMN[k], `"${raw}" is not a size greater than 0`);
    }
    if (out.errors.length) return out;

    let productId = itemCode ? index.byItemCode.get(itemCode.toLowerCase()) : undefined;
    let by: 'itemCode' | 'barcode' = 'itemCode';
    if (!productId && settings.matchByBarcode && barcode) {
      productId = index.byBarcode.get(barcode);
      by = 'barcode';
    }
    const product = productId ? index.products.get(productId) : undefined;
    if (!product) {
      out.status = 'unknown';
      return out;
    }
    if (seenProduct.has(product.id)) {
      error(by, `matches product ${product.code}, as row ${seenProduct.get(product.id)} does`);
      return out;
    }
    seenProduct.set(product.id, row);
    out.match = { productId: product.id, code: product.code, name: product.name, version: product.version, by };

    if (itemCode && product.suppliers[supplierId] !== itemCode) {
      out.changes.link = { old: product.suppliers[supplierId] ?? null, new: itemCode };
      out.selected.link = settings.linkItemCodes;
    }
    const unit = settings.priceUnit;
    const hasUnit = unit === 'unit' || Boolean(product.packings[unit]) || Boolean(sizes[unit]);
    if (out.price !== null) {
      if (!hasUnit) error('price', `prices are for the ${unit} (sync settings) and product ${product.code} has no ${unit} packing`);
      else {
        const old = product.prices[unit]?.purchase ?? null;
        if (old === null || canonicalDecimal(old) !== out.price) {
          const percent = changePercent(old, out.price);
          out.changes.price = { unit, old, new: out.price, percent };
          out.selected.price = settings.updatePurchasePrice && (percent === null || new Decimal(percent).abs().gte(minPercent));
        }
      }
    }
    const packings: NonNullable<SyncRow['changes']['packings']> = {};
    for (const k of PACKINGS) {
      const next = sizes[k];
      if (next === undefined) continue;
      const old = product.packings[k]?.size ?? null;
      if (old === null || canonicalDecimal(old) !== next) packings[k] = { old, new: next };
    }
    if (Object.keys(packings).length) {
      out.changes.packings = packings;
      out.selected.packing = settings.updatePackings;
    }
    out.status = Object.keys(out.changes).length ? 'changed' : 'unchanged';
    return out;
  });
}
