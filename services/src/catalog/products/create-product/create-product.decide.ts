import { canonicalDecimal } from '@tradedesk/contracts/catalog/common';
import { emptyPackings, emptyPriceTable, type PricesInput, type ProductData, type ProductEvent } from '@tradedesk/contracts/catalog/products';
import { DomainError } from '../../../platform/event-store/errors.js';
import {
  checkOwnBarcodes,
  mergePackings,
  mergePrices,
  type PackingsInput,
  type ProductReferenceFacts,
  type ProductReferences,
  type ProductState,
  requireReferences,
} from '../product.state.js';

/** A product as given: its fields, packings and prices. */
export interface NewProduct {
  productId: string;
  data: Omit<ProductData, 'prices' | 'packings'>;
  packings: PackingsInput;
  prices: PricesInput;
}

export interface CreateProduct extends NewProduct {
  type: 'CreateProduct';
  facts: ProductReferenceFacts;
}

/** What a new product names: its code, every barcode given, its category, size group and sizes. */
export function createReferences(c: NewProduct): ProductReferences {
  const barcodes = [c.data.barcode, ...Object.values(c.packings).map((p) => p?.barcode ?? '')].filter(Boolean);
  return { code: c.data.code, barcodes, categoryId: c.data.categoryId, sizeGroupId: c.data.sizeGroupId, sizes: c.data.sizes };
}

/**
 * The product's own rules: packings with a size > 0, prices only for packings it has, barcodes
 * differing from each other; sizes, cost and prices canonical. The product import checks the
 * catalogue for a whole file at once and uses this for each row.
 */
export function newProductEvents(c: NewProduct, s: ProductState): ProductEvent[] {
  if (s.exists) throw new DomainError('product_exists', `Product ${c.productId} already exists.`, 409);
  const packings = mergePackings(emptyPackings(), c.packings);
  const prices = mergePrices(emptyPriceTable(), c.prices, packings);
  checkOwnBarcodes(c.data.barcode, packings);
  return [{ type: 'ProductCreated', data: { productId: c.productId, ...c.data, cost: canonicalDecimal(c.data.cost), packings, prices } }];
}

/** A new product: what it names must exist and be free (code and barcodes), then its own rules. */
export function decideCreateProduct(c: CreateProduct, s: ProductState): ProductEvent[] {
  requireReferences(createReferences(c), {}, c.facts);
  return newProductEvents(c, s);
}
