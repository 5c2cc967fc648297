import { z } from 'zod';
import { barcodeSchema, type CatalogStatus, catalogIdSchema, codeSchema, moneySchema, pageQuery, sizeSchema } from './common.js';
import { PACKINGS, type PackingKey, UNITS, type UnitKey } from './units.js';

/**
 * Products (the /product screens; docs/inventory.md "Units and packings"): a code, names per
 * language, a category, a base unit and up to three packings (box, big bag, bag) each with a size
 * in base units and its own barcode, prices per unit and price type (a blank packing price is
 * derived from the base price x size; a typed one wins), cost, images, sizes and colours, shelf
 * life. One stream per product; every change is an event carrying who (metadata.userId) and when.
 */

export const PRICE_TYPES = ['retail', 'wholesale', 'member', 'purchase'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

export interface Packing {
  /** Base units in one packing (decimal string > 0). */
  size: string;
  barcode: string;
  enabled: boolean;
}
export type Packings = Record<PackingKey, Packing | null>;
/** null = blank (for a packing: derived from the base price). */
export type UnitPrices = Record<PriceType, string | null>;
export type PriceTable = Record<UnitKey, UnitPrices>;

/** Everything a product is, as recorded (status apart). */
export interface ProductData {
  code: string;
  name: string;
  /** Names per language (en, es, zh...). */
  names: Record<string, string>;
  categoryId: string | null;
  /** Label of the base unit of this product ('' = the company's UnitUnit). */
  unitLabel: string;
  /** Barcode of the base unit. */
  barcode: string;
  packings: Packings;
  prices: PriceTable;
  cost: string;
  images: string[];
  sizeGroupId: string | null;
  sizes: string[];
  colors: string[];
  shelfLifeDays: number | null;
}
export type ProductChanges = Partial<Omit<ProductData, 'prices'>>;

// ---- events
export interface ProductCreated {
  type: 'ProductCreated';
  data: { productId: string } & ProductData;
}
/** Only the fields that changed, with their new values. */
export interface ProductChanged {
  type: 'ProductChanged';
  data: { productId: string; changes: ProductChanges };
}
export interface PriceChange {
  unit: UnitKey;
  priceType: PriceType;
  old: string | null;
  new: string | null;
}
/** The price table after the change, and each price that changed (the price-change log). */
export interface ProductPricesChanged {
  type: 'ProductPricesChanged';
  data: { productId: string; prices: PriceTable; changes: PriceChange[] };
}
export interface ProductDisabled {
  type: 'ProductDisabled';
  data: { productId: string };
}
export interface ProductEnabled {
  type: 'ProductEnabled';
  data: { productId: string };
}
/**
 * The product is bought from a supplier under the supplier's own item code (the price-list sync
 * matches by it). One code per supplier and product; a supplier's code names one product.
 */
export interface ProductSupplierLinked {
  type: 'ProductSupplierLinked';
  data: { productId: string; supplierId: string; itemCode: string };
}
export interface ProductSupplierUnlinked {
  type: 'ProductSupplierUnlinked';
  data: { productId: string; supplierId: string };
}

/**
 * An image uploaded for the product (image import): the bytes are kept once, by their SHA-256,
 * in the database table files.product_images; the event carries the address the product shows.
 */
export interface ProductImageAdded {
  type: 'ProductImageAdded';
  data: { productId: string; imageId: string; url: string; fileName: string; contentType: string; size: number };
}
export type ProductEvent =
  | ProductCreated
  | ProductChanged
  | ProductPricesChanged
  | ProductDisabled
  | ProductEnabled
  | ProductSupplierLinked
  | ProductSupplierUnlinked
  | ProductImageAdded;
export const PRODUCT_EVENT_TYPES = [
  'ProductCreated',
  'ProductChanged',
  'ProductPricesChanged',
  'ProductDisabled',
  'ProductEnabled',
  'ProductSupplierLinked',
  'ProductSupplierUnlinked',
  'ProductImageAdded',
] as const;
export const PRODUCT_SUPPLIER_EVENT_TYPES = ['ProductSupplierLinked', 'ProductSupplierUnlinked'] as const;
export const MAX_PRODUCT_IMAGES = 20;
export const productImageUrl = (productId: string, imageId: string) => `/be/api/products/${encodeURIComponent(productId)}/images/${imageId}`;
export const productStreamId = (productId: string) => `product-${productId}`;
export const PRODUCTS_READ_MODEL = 'products';
export const PRICE_CHANGES_READ_MODEL = 'price-changes';

export const emptyUnitPrices = (): UnitPrices => ({ retail: null, wholesale: null, member: null, purchase: null });
export const emptyPriceTable = (): PriceTable => ({ unit: emptyUnitPrices(), box: emptyUnitPrices(), bigBag: emptyUnitPrices(), bag: emptyUnitPrices() });
export const emptyPackings = (): Packings => ({ box: null, bigBag: null, bag: null });

// ---- API payloads
const blankable = z.union([moneySchema, z.literal(''), z.null()]).transform((v) => (v === '' || v === null ? null : v));
const unitPricesInput = z
  .object({ retail: blankable.optional(), wholesale: blankable.optional(), member: blankable.optional(), purchase: blankable.optional() })
  .strict();
export const pricesInput = z
  .object({ unit: unitPricesInput.optional(), box: unitPricesInput.optional(), bigBag: unitPricesInput.optional(), bag: unitPricesInput.optional() })
  .strict();
export type PricesInput = z.infer<typeof pricesInput>;

export const packingInput = z
  .object({ size: sizeSchema, barcode: barcodeSchema.default(''), enabled: z.boolean().default(true) })
  .strict();
const packingsInput = z
  .object({ box: packingInput.nullable().optional(), bigBag: packingInput.nullable().optional(), bag: packingInput.nullable().optional() })
  .strict();

const nameSchema = z.string().trim().min(1, 'enter a name').max(200);
const namesSchema = z.record(z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'a language code such as es or zh'), z.string().trim().max(200));
const listOf = (max: number, item = z.string().trim().min(1).max(100)) => z.array(item).max(max);
const imageUrl = z.string().trim().max(1000).regex(/^(https?:\/\/|\/)\S+$/, 'an http(s) URL or a path starting with /');

const productFields = {
  code: codeSchema,
  name: nameSchema,
  names: namesSchema,
  categoryId: catalogIdSchema.nullable(),
  unitLabel: z.string().trim().max(20),
  barcode: barcodeSchema,
  packings: packingsInput,
  prices: pricesInput,
  cost: moneySchema,
  images: listOf(MAX_PRODUCT_IMAGES, imageUrl),
  sizeGroupId: catalogIdSchema.nullable(),
  sizes: listOf(100, z.string().trim().min(1).max(30)),
  colors: listOf(100, z.string().trim().min(1).max(30)),
  shelfLifeDays: z.number().int().min(0).max(36500).nullable(),
};

export const createProductBody = z
  .object({
    commandId: z.uuid().optional(),
    code: productFields.code,
    name: productFields.name,
    names: productFields.names.default({}),
    categoryId: productFields.categoryId.default(null),
    unitLabel: productFields.unitLabel.default(''),
    barcode: productFields.barcode.default(''),
    packings: productFields.packings.default({}),
    prices: productFields.prices.default({}),
    cost: productFields.cost.default('0'),
    images: productFields.images.default([]),
    sizeGroupId: productFields.sizeGroupId.default(null),
    sizes: productFields.sizes.default([]),
    colors: productFields.colors.default([]),
    shelfLifeDays: productFields.shelfLifeDays.default(null),
  })
  .strict();
export type CreateProductBody = z.infer<typeof createProductBody>;

export const updateProductBody = z
  .object({
    /** The version the screen edited: a newer one answers 409. */
    version: z.number().int().min(1),
    code: productFields.code.optional(),
    name: productFields.name.optional(),
    names: productFields.names.optional(),
    categoryId: productFields.categoryId.optional(),
    unitLabel: productFields.unitLabel.optional(),
    barcode: productFields.barcode.optional(),
    /** Packings given replace those of the product (a packing left out is kept; null removes it). */
    packings: productFields.packings.optional(),
    /** Prices given replace those prices ('' or null = blank); prices left out are kept. */
    prices: productFields.prices.optional(),
    cost: productFields.cost.optional(),
    images: productFields.images.optional(),
    sizeGroupId: productFields.sizeGroupId.optional(),
    sizes: productFields.sizes.optional(),
    colors: productFields.colors.optional(),
    shelfLifeDays: productFields.shelfLifeDays.optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).some((k) => k !== 'version'), 'nothing to change');
export type UpdateProductBody = z.infer<typeof updateProductBody>;

/** PUT /api/products/prices: several products at once, all or none. */
export const changePricesBody = z
  .object({
    commandId: z.uuid().optional(),
    items: z
      .array(z.object({ productId: catalogIdSchema, version: z.number().int().min(1).optional(), prices: pricesInput }).strict())
      .min(1, 'choose at least one product')
      .max(1000),
  })
  .strict();
export type ChangePricesBody = z.infer<typeof changePricesBody>;

export const listProductsQuery = z
  .object({
    /**
     * An exact barcode of any unit, or text (case-insensitive): from three characters on, contained
     * in the code, the name or a name in another language; one or two characters: the start of the
     * code or the name.
     */
    search: z.string().trim().max(100).optional(),
    categoryId: catalogIdSchema.optional(),
    /** Include the products of sub-categories ('true' by default). */
    withSubcategories: z.enum(['true', 'false']).default('true'),
    status: z.enum(['active', 'disabled', 'all']).default('all'),
    ...pageQuery,
  })
  .strict();
export type ListProductsQuery = z.infer<typeof listProductsQuery>;

export const listPriceChangesQuery = z
  .object({
    productId: catalogIdSchema.optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    ...pageQuery,
  })
  .strict();
export type ListPriceChangesQuery = z.infer<typeof listPriceChangesQuery>;

// ---- API answers
const unitPricesSchema = z.object({ retail: z.string().nullable(), wholesale: z.string().nullable(), member: z.string().nullable(), purchase: z.string().nullable() });
const packingSchema = z.object({ size: z.string(), barcode: z.string(), enabled: z.boolean() }).nullable();
export const productSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  names: z.record(z.string(), z.string()),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  unitLabel: z.string(),
  barcode: z.string(),
  packings: z.object({ box: packingSchema, bigBag: packingSchema, bag: packingSchema }),
  /** As typed (null = blank). */
  prices: z.object({ unit: unitPricesSchema, box: unitPricesSchema, bigBag: unitPricesSchema, bag: unitPricesSchema }),
  /** What applies: typed, else derived (base x size); null when neither exists. */
  effectivePrices: z.object({ unit: unitPricesSchema, box: unitPricesSchema, bigBag: unitPricesSchema, bag: unitPricesSchema }),
  cost: z.string(),
  images: z.array(z.string()),
  sizeGroupId: z.string().nullable(),
  sizes: z.array(z.string()),
  colors: z.array(z.string()),
  shelfLifeDays: z.number().nullable(),
  /** Supplier id -> the supplier's item code for this product. */
  suppliers: z.record(z.string(), z.string()),
  status: z.enum(['active', 'disabled']),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type Product = z.infer<typeof productSchema> & { status: CatalogStatus };
/**
 * `total` is exact unless `totalEstimated`: past 10,000 matching products it is the database's
 * estimate, rounded (the screens show "about ...").
 */
export const productListSchema = z.object({ products: z.array(productSchema), total: z.number(), totalEstimated: z.boolean() });
export type ProductList = z.infer<typeof productListSchema>;
export const barcodeLookupSchema = z.object({ product: productSchema, unit: z.enum(UNITS) });

export const priceChangeSchema = z.object({
  productId: z.string(),
  code: z.string(),
  name: z.string(),
  unit: z.enum(UNITS),
  priceType: z.enum(PRICE_TYPES),
  old: z.string().nullable(),
  new: z.string().nullable(),
  userId: z.string(),
  username: z.string(),
  changedAt: z.string(),
});
export type PriceChangeRow = z.infer<typeof priceChangeSchema>;
export const priceChangeListSchema = z.object({ priceChanges: z.array(priceChangeSchema), total: z.number() });

/** GET /api/products/:id/history (and of any catalog document): the platform's history view. */
export { type HistoryEntry, historyEntrySchema, historySchema } from '../platform/history.js';

export { PACKINGS, UNITS };
