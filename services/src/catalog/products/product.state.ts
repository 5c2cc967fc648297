import { canonicalDecimal } from '@tradedesk/contracts/catalog/common';
import {
  type Packing,
  type Packings,
  type PriceChange,
  type PricesInput,
  type PriceTable,
  PRICE_TYPES,
  type ProductChanges,
  type ProductData,
  type ProductEvent,
  productStreamId,
} from '@tradedesk/contracts/catalog/products';
import { PACKINGS, type PackingKey, UNITS } from '@tradedesk/contracts/catalog/units';
import type { EvolveEvent } from '../../platform/cqrs/decider.js';
import { ConcurrencyError, DomainError } from '../../platform/event-store/errors.js';

/** What a product's stream says. */
export interface ProductState {
  exists: boolean;
  disabled: boolean;
  data: ProductData | null;
  /** Supplier id -> the supplier's item code for this product. */
  suppliers: Record<string, string>;
}

/** Packings as given on the wire: a key left out is kept (update) or absent (create); null removes. */
export type PackingsInput = Partial<Record<PackingKey, { size: string; barcode: string; enabled: boolean } | null | undefined>>;

export const initialProductState = (): ProductState => ({ exists: false, disabled: false, data: null, suppliers: {} });

export function evolveProduct(s: ProductState, e: EvolveEvent<ProductEvent>): ProductState {
  switch (e.type) {
    case 'ProductCreated': {
      const { productId: _id, ...data } = e.data;
      return { exists: true, disabled: false, data, suppliers: {} };
    }
    case 'ProductChanged':
      return { ...s, data: { ...s.data!, ...e.data.changes } };
    case 'ProductPricesChanged':
      return { ...s, data: { ...s.data!, prices: e.data.prices } };
    case 'ProductDisabled':
      return { ...s, disabled: true };
    case 'ProductEnabled':
      return { ...s, disabled: false };
    case 'ProductSupplierLinked':
      return { ...s, suppliers: { ...s.suppliers, [e.data.supplierId]: e.data.itemCode } };
    case 'ProductSupplierUnlinked': {
      const { [e.data.supplierId]: _gone, ...rest } = s.suppliers;
      return { ...s, suppliers: rest };
    }
    case 'ProductImageAdded':
      return { ...s, data: { ...s.data!, images: [...s.data!.images, e.data.url] } };
    default: {
      const _exhaustive: never = e;
      return s;
    }
  }
}

export const productNotFound = (id: string) => new DomainError('product_not_found', `Product ${id} does not exist.`, 404);

export function requireProduct(s: ProductState, productId: string): asserts s is ProductState & { data: ProductData } {
  if (!s.exists || !s.data) throw productNotFound(productId);
}

function normalizePacking(p: { size: string; barcode: string; enabled: boolean }, key: PackingKey): Packing {
  const size = canonicalDecimal(p.size);
  if (!/^\d+(\.\d+)?$/.test(size) || !/[1-9]/.test(size)) throw new DomainError('invalid_packing_size', `The ${key} size must be a number of base units greater than 0.`, 400, { field: `packings.${key}.size` });
  return { size, barcode: (p.barcode ?? '').trim(), enabled: p.enabled !== false };
}

export function mergePackings(current: Packings, input: PackingsInput | undefined): Packings {
  const out: Packings = { ...current };
  for (const key of PACKINGS) {
    if (!input || !(key in input) || input[key] === undefined) continue;
    const p = input[key];
    out[key] = p === null ? null : normalizePacking(p, key);
  }
  return out;
}

/** Prices given replace those prices (null = blank); a price for a packing the product lacks is refused. */
export function mergePrices(current: PriceTable, input: PricesInput | undefined, packings: Packings): PriceTable {
  const out = JSON.parse(JSON.stringify(current)) as PriceTable;
  for (const unit of UNITS) {
    const given = input?.[unit];
    if (given) {
      for (const type of PRICE_TYPES) {
        if (!(type in given) || given[type] === undefined) continue;
        const v = given[type];
        out[unit][type] = v === null ? null : canonicalDecimal(v);
      }
    }
    if (unit !== 'unit' && !packings[unit]) {
      if (given && PRICE_TYPES.some((t) => given[t] !== undefined && given[t] !== null)) {
        throw new DomainError('price_without_packing', `A ${unit} price needs a ${unit} packing on the product.`, 400, { field: `prices.${unit}` });
      }
      // A removed packing takes its typed prices with it.
      for (const type of PRICE_TYPES) out[unit][type] = null;
    }
  }
  return out;
}

export function diffPrices(before: PriceTable, after: PriceTable): PriceChange[] {
  const changes: PriceChange[] = [];
  for (const unit of UNITS) for (const priceType of PRICE_TYPES) {
    const old = before[unit]?.[priceType] ?? null;
    const next = after[unit]?.[priceType] ?? null;
    if (old !== next) changes.push({ unit, priceType, old, new: next });
  }
  return changes;
}

/** Barcodes of one product must differ from each other (unique across products: the read model's index). */
export function checkOwnBarcodes(barcode: string, packings: Packings) {
  const seen = new Map<string, string>();
  const list: [string, string][] = [['unit', barcode], ...PACKINGS.map((k) => [k, packings[k]?.barcode ?? ''] as [string, string])];
  for (const [unit, code] of list) {
    if (!code) continue;
    if (seen.has(code)) throw new DomainError('barcode_taken', `Barcode ${code} is given to both the ${seen.get(code)} and the ${unit} of this product.`, 409, { barcode: code });
    seen.set(code, unit);
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The change of a product's fields and prices, as events: ProductChanged and/or ProductPricesChanged, only for what differs. */
export function productChangeEvents(
  s: ProductState,
  c: { productId: string; changes: Omit<ProductChanges, 'packings'> & { packings?: PackingsInput }; prices?: PricesInput },
): ProductEvent[] {
  requireProduct(s, c.productId);
  const { packings: packingsInput, ...rest } = c.changes;
  const packings = mergePackings(s.data.packings, packingsInput);
  const prices = mergePrices(s.data.prices, c.prices, packings);
  const next: Partial<ProductData> = { ...rest, packings };
  if (next.cost !== undefined) next.cost = canonicalDecimal(next.cost);
  checkOwnBarcodes(next.barcode ?? s.data.barcode, packings);
  const changes: ProductChanges = {};
  for (const [k, v] of Object.entries(next) as [keyof ProductChanges, unknown][]) {
    if (v !== undefined && !same(v, s.data[k])) (changes as Record<string, unknown>)[k] = v;
  }
  const events: ProductEvent[] = [];
  if (Object.keys(changes).length) events.push({ type: 'ProductChanged', data: { productId: c.productId, changes } });
  const priceChanges = diffPrices(s.data.prices, prices);
  if (priceChanges.length) events.push({ type: 'ProductPricesChanged', data: { productId: c.productId, prices, changes: priceChanges } });
  return events;
}

/** Every barcode a product carries, with its unit. */
export function barcodesOf(data: Pick<ProductData, 'barcode' | 'packings'>): { barcode: string; unit: string }[] {
  const out = data.barcode ? [{ barcode: data.barcode, unit: 'unit' }] : [];
  for (const k of PACKINGS) if (data.packings[k]?.barcode) out.push({ barcode: data.packings[k]!.barcode, unit: k });
  return out;
}

/**
 * What a product names: its code and barcodes (free, on no other product), its category (enabled,
 * when newly given) and size group (its sizes among the group's). The loader looks these up; the
 * decision checks them, for a clear answer naming the clash. The read model's unique indexes
 * decide in the end (a race answers 409 all the same).
 */
export interface ProductReferences {
  code?: string;
  barcodes: string[];
  categoryId?: string | null;
  sizeGroupId?: string | null;
  sizes: string[];
}

/** What the product had before the change (nothing for a new one): a category or size group it keeps is not checked again. */
export interface CurrentReferences {
  productId?: string;
  categoryId?: string | null;
  sizeGroupId?: string | null;
}

/** What the loader found about a product's references (see referenceLookups for what it looks up). */
export interface ProductReferenceFacts {
  /** The newly given category: null when no category has that id. */
  category?: { name: string; disabled: boolean } | null;
  /** The size group named: null when none has that id. */
  sizeGroup?: { name: string; disabled: boolean; sizes: string[] } | null;
  /** The code is another product's. */
  codeTaken: boolean;
  /** The first of the barcodes another product carries, with that product's unit; null when none. */
  barcodeTaken: { barcode: string; unit: string } | null;
}

/** Which references need a look-up: the category only when it changes, the code and barcodes when there are any. */
export function referenceLookups(w: ProductReferences, current: CurrentReferences) {
  return {
    categoryId: w.categoryId && w.categoryId !== current.categoryId ? w.categoryId : null,
    sizeGroupId: w.sizeGroupId || null,
    code: w.code || null,
    barcodes: w.barcodes,
  };
}

/** The rules on what a product names, in the order a person fixes them: category, size group and sizes, code, barcodes. */
export function requireReferences(w: ProductReferences, current: CurrentReferences, f: ProductReferenceFacts) {
  const look = referenceLookups(w, current);
  if (look.categoryId) {
    const c = f.category;
    if (!c) throw new DomainError('unknown_category', `Unknown category ${look.categoryId}.`, 400, { field: 'categoryId' });
    if (c.disabled) throw new DomainError('category_disabled', `Category ${c.name} is disabled.`, 400, { field: 'categoryId' });
  }
  if (look.sizeGroupId) {
    const g = f.sizeGroup;
    if (!g) throw new DomainError('unknown_size_group', `Unknown size group ${look.sizeGroupId}.`, 400, { field: 'sizeGroupId' });
    if (g.disabled && look.sizeGroupId !== current.sizeGroupId) throw new DomainError('size_group_disabled', `Size group ${g.name} is disabled.`, 400, { field: 'sizeGroupId' });
    const bad = w.sizes.filter((s) => !g.sizes.includes(s));
    if (bad.length) throw new DomainError('unknown_size', `Size(s) ${bad.join(', ')} are not in size group ${g.name}.`, 400, { field: 'sizes' });
  }
  if (look.code && f.codeTaken) throw new DomainError('product_code_taken', `Product code ${look.code} is taken; choose another.`, 409, { field: 'code', code: look.code });
  if (look.barcodes.length && f.barcodeTaken) {
    const { barcode, unit } = f.barcodeTaken;
    throw new DomainError('barcode_taken', `Barcode ${barcode} is already on another product (unit ${unit}).`, 409, { field: 'barcode', barcode });
  }
}

/** A command that names the version its client saw of this product: a product changed since answers 409 (none at all: 404). */
export function requireSeenVersion(productId: string, seen: number | undefined, version: number) {
  if (seen !== undefined && seen !== version) throw new ConcurrencyError(productStreamId(productId), seen, version);
}

/** A refusal about one item of a list names the item: `items.3: ...`. */
export function forItem<T>(i: number, decide: () => T): T {
  try {
    return decide();
  } catch (e) {
    if (e instanceof DomainError) throw new DomainError(e.code, `items.${i}: ${e.message}`, e.httpStatus, { ...e.params, item: i });
    throw e;
  }
}
