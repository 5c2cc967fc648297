import { canonicalDecimal } from '@tradedesk/contracts/catalog/common';
import {
  emptyPackings,
  emptyPriceTable,
  type Packing,
  type Packings,
  type PriceChange,
  type PricesInput,
  type PriceTable,
  PRICE_TYPES,
  type ProductChanges,
  type ProductData,
  type ProductEvent,
  MAX_PRODUCT_IMAGES,
} from '@tradedesk/contracts/catalog/products';
import { PACKINGS, type PackingKey, UNITS } from '@tradedesk/contracts/catalog/units';
import type { Decider } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';

export interface ProductState {
  exists: boolean;
  disabled: boolean;
  data: ProductData | null;
  /** Supplier id -> the supplier's item code for this product. */
  suppliers: Record<string, string>;
}

/** Packings as given on the wire: a key left out is kept (update) or absent (create); null removes. */
export type PackingsInput = Partial<Record<PackingKey, { size: string; barcode: string; enabled: boolean } | null | undefined>>;

export type ProductCommand =
  | { type: 'CreateProduct'; productId: string; data: Omit<ProductData, 'prices' | 'packings'>; packings: PackingsInput; prices: PricesInput }
  | { type: 'ChangeProduct'; productId: string; changes: Omit<ProductChanges, 'packings'> & { packings?: PackingsInput }; prices?: PricesInput }
  | { type: 'ChangePrices'; productId: string; prices: PricesInput }
  | { type: 'DisableProduct'; productId: string }
  | { type: 'EnableProduct'; productId: string }
  | { type: 'LinkSupplier'; productId: string; supplierId: string; itemCode: string }
  | { type: 'UnlinkSupplier'; productId: string; supplierId: string }
  | { type: 'AddImage'; productId: string; imageId: string; url: string; fileName: string; contentType: string; size: number };

const notFound = (id: string) => new DomainError('product_not_found', `Product ${id} does not exist.`, 404);

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
function checkOwnBarcodes(barcode: string, packings: Packings) {
  const seen = new Map<string, string>();
  const list: [string, string][] = [['unit', barcode], ...PACKINGS.map((k) => [k, packings[k]?.barcode ?? ''] as [string, string])];
  for (const [unit, code] of list) {
    if (!code) continue;
    if (seen.has(code)) throw new DomainError('barcode_taken', `Barcode ${code} is given to both the ${seen.get(code)} and the ${unit} of this product.`, 409, { barcode: code });
    seen.set(code, unit);
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A product: code and barcodes unique (checked by the handler, enforced by the inline read
 * model's unique indexes), packings with a size > 0, prices only for packings it has.
 */
export const productDecider: Decider<ProductCommand, ProductState, ProductEvent> = {
  initialState: () => ({ exists: false, disabled: false, data: null, suppliers: {} }),

  decide(cmd, s) {
    switch (cmd.type) {
      case 'CreateProduct': {
        if (s.exists) throw new DomainError('product_exists', `Product ${cmd.productId} already exists.`, 409);
        const packings = mergePackings(emptyPackings(), cmd.packings);
        const prices = mergePrices(emptyPriceTable(), cmd.prices, packings);
        checkOwnBarcodes(cmd.data.barcode, packings);
        return [{ type: 'ProductCreated', data: { productId: cmd.productId, ...cmd.data, cost: canonicalDecimal(cmd.data.cost), packings, prices } }];
      }
      case 'ChangeProduct': {
        if (!s.exists || !s.data) throw notFound(cmd.productId);
        const { packings: packingsInput, ...rest } = cmd.changes;
        const packings = mergePackings(s.data.packings, packingsInput);
        const prices = mergePrices(s.data.prices, cmd.prices, packings);
        const next: Partial<ProductData> = { ...rest, packings };
        if (next.cost !== undefined) next.cost = canonicalDecimal(next.cost);
        checkOwnBarcodes(next.barcode ?? s.data.barcode, packings);
        const changes: ProductChanges = {};
        for (const [k, v] of Object.entries(next) as [keyof ProductChanges, unknown][]) {
          if (v !== undefined && !same(v, s.data[k])) (changes as Record<string, unknown>)[k] = v;
        }
        const events: ProductEvent[] = [];
        if (Object.keys(changes).length) events.push({ type: 'ProductChanged', data: { productId: cmd.productId, changes } });
        const priceChanges = diffPrices(s.data.prices, prices);
        if (priceChanges.length) events.push({ type: 'ProductPricesChanged', data: { productId: cmd.productId, prices, changes: priceChanges } });
        return events;
      }
      case 'ChangePrices': {
        if (!s.exists || !s.data) throw notFound(cmd.productId);
        const prices = mergePrices(s.data.prices, cmd.prices, s.data.packings);
        const changes = diffPrices(s.data.prices, prices);
        return changes.length ? [{ type: 'ProductPricesChanged', data: { productId: cmd.productId, prices, changes } }] : [];
      }
      case 'DisableProduct':
        if (!s.exists) throw notFound(cmd.productId);
        return s.disabled ? [] : [{ type: 'ProductDisabled', data: { productId: cmd.productId } }];
      case 'EnableProduct':
        if (!s.exists) throw notFound(cmd.productId);
        return s.disabled ? [{ type: 'ProductEnabled', data: { productId: cmd.productId } }] : [];
      case 'LinkSupplier': {
        if (!s.exists) throw notFound(cmd.productId);
        const itemCode = cmd.itemCode.trim();
        if (!itemCode) throw new DomainError('invalid_item_code', 'Enter the supplier item code.', 400, { field: 'itemCode' });
        return s.suppliers[cmd.supplierId] === itemCode ? [] : [{ type: 'ProductSupplierLinked', data: { productId: cmd.productId, supplierId: cmd.supplierId, itemCode } }];
      }
      case 'UnlinkSupplier':
        if (!s.exists) throw notFound(cmd.productId);
        return s.suppliers[cmd.supplierId] === undefined ? [] : [{ type: 'ProductSupplierUnlinked', data: { productId: cmd.productId, supplierId: cmd.supplierId } }];
      case 'AddImage': {
        if (!s.exists || !s.data) throw notFound(cmd.productId);
        // The same picture uploaded again is already there: nothing to record.
        if (s.data.images.includes(cmd.url)) return [];
        if (s.data.images.length >= MAX_PRODUCT_IMAGES) {
          throw new DomainError('too_many_images', `Product ${s.data.code} already has ${MAX_PRODUCT_IMAGES} images; remove one first.`, 409, { field: 'images' });
        }
        const { type: _t, ...data } = cmd;
        return [{ type: 'ProductImageAdded', data }];
      }
    }
  },

  evolve(s, e) {
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
  },
};

/** Every barcode a product carries, with its unit. */
export function barcodesOf(data: Pick<ProductData, 'barcode' | 'packings'>): { barcode: string; unit: string }[] {
  const out = data.barcode ? [{ barcode: data.barcode, unit: 'unit' }] : [];
  for (const k of PACKINGS) if (data.packings[k]?.barcode) out.push({ barcode: data.packings[k]!.barcode, unit: k });
  return out;
}
