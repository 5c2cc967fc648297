import { z } from 'zod';
import { base64File, UPLOAD_LIMITS } from '../platform/uploads.js';
import { catalogIdSchema, DECIMAL_RE, sizeSchema } from './common.js';
import { PACKINGS, type PackingKey, UNITS, type UnitKey } from './units.js';

/**
 * Synchronising product information from a supplier's price list (/product/supplier/synchronousInfo).
 *
 * 1. The supplier's .xlsx (first sheet, one header row): item code, barcode, name, purchase price,
 *    box / big bag / bag size. Headers are matched like the product import's (case, spaces, _ - .
 *    ignored; a few Spanish and Chinese aliases).
 * 2. Compare (POST /api/suppliers/:id/price-list/compare, no events): each row is matched to one of
 *    our products by the supplier item code already linked to it, else (setting matchByBarcode) by
 *    the barcode of any of its units. Each matched row lists its differences: a new supplier link,
 *    a changed purchase price (of the unit the list prices, setting priceUnit), changed packing
 *    sizes. Rows matching nothing are "unknown"; rows that cannot be read are "invalid" with the
 *    field and why.
 * 3. Apply (POST /api/suppliers/:id/price-list/apply): the selected updates become product events
 *    (ProductSupplierLinked, ProductPricesChanged, ProductChanged) for every product in ONE
 *    transaction, each product at the version the comparison saw: all or nothing, 409 when a
 *    product changed meanwhile.
 *
 * The sync settings (POST /be/api/supplier/client/sync-settings, docs/catalog.md) say per supplier
 * (or as the default for all) how rows are matched, which unit the list's prices are for, and
 * which kinds of difference are selected automatically after a comparison.
 */

export const PRICE_LIST_COLUMNS = {
  itemCode: ['itemcode', 'supplieritemcode', 'suppliercode', 'articlecode', 'sku', 'ref', 'reference', 'codigoproveedor', '货号'],
  barcode: ['barcode', 'ean', 'ean13', 'codigodebarras', '条码'],
  name: ['name', 'description', 'productname', 'nombre', '品名'],
  price: ['price', 'purchaseprice', 'unitprice', 'precio', '进价'],
  boxSize: ['boxsize', 'packingbox', 'box', 'caja', '箱规'],
  bigBagSize: ['bigbagsize', 'packingbigbag', 'bigbag'],
  bagSize: ['bagsize', 'packingbag', 'bag', 'bolsa'],
} as const;
export type PriceListColumn = keyof typeof PRICE_LIST_COLUMNS;
/** The header row of the template (what the screen offers to download). */
export const PRICE_LIST_TEMPLATE_HEADERS: Record<PriceListColumn, string> = {
  itemCode: 'item code',
  barcode: 'barcode',
  name: 'name',
  price: 'purchase price',
  boxSize: 'box size',
  bigBagSize: 'bigBag size',
  bagSize: 'bag size',
};
export const PACKING_COLUMN: Record<PackingKey, PriceListColumn> = { box: 'boxSize', bigBag: 'bigBagSize', bag: 'bagSize' };

// ---- settings
export interface SupplierSyncSettings {
  /** Also match by barcode when no product is linked to the row's item code yet. */
  matchByBarcode: boolean;
  /** The unit the list's prices are for (the product's purchase price of that unit changes). */
  priceUnit: UnitKey;
  /** Selected automatically after a comparison: purchase price changes... */
  updatePurchasePrice: boolean;
  /** ...packing size changes... */
  updatePackings: boolean;
  /** ...and new links of the supplier's item code to a product found by barcode. */
  linkItemCodes: boolean;
  /** Price changes smaller than this percentage are shown but never selected automatically. */
  minPriceChangePercent: string;
}
export const DEFAULT_SYNC_SETTINGS: SupplierSyncSettings = {
  matchByBarcode: true,
  priceUnit: 'unit',
  updatePurchasePrice: true,
  updatePackings: false,
  linkItemCodes: true,
  minPriceChangePercent: '0',
};

export interface SupplierSyncSettingsChanged {
  type: 'SupplierSyncSettingsChanged';
  /** supplierId null: the default of every supplier without settings of its own. */
  data: { supplierId: string | null; settings: SupplierSyncSettings };
}
export type SupplierSyncSettingsEvent = SupplierSyncSettingsChanged;
export const SUPPLIER_SYNC_SETTINGS_EVENT_TYPES = ['SupplierSyncSettingsChanged'] as const;
export const supplierSyncSettingsStreamId = (supplierId: string | null) => `supplier-sync-settings-${supplierId ?? 'default'}`;

const percent = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'a percentage such as 0, 2 or 2.5')
  .refine((v) => Number(v) <= 100, 'at most 100');

export const syncSettingsSchema = z
  .object({
    matchByBarcode: z.boolean(),
    priceUnit: z.enum(UNITS),
    updatePurchasePrice: z.boolean(),
    updatePackings: z.boolean(),
    linkItemCodes: z.boolean(),
    minPriceChangePercent: percent,
  })
  .strict();

/** POST /be/api/supplier/client/sync-settings: replace the settings of a supplier (or the default). */
export const saveSyncSettingsBody = z
  .object({
    commandId: z.uuid().optional(),
    supplierId: catalogIdSchema.nullable().default(null),
    /** The version the screen showed (0 = never saved): 409 when someone saved meanwhile. */
    version: z.number().int().min(0).optional(),
    settings: syncSettingsSchema,
  })
  .strict();
export type SaveSyncSettingsBody = z.infer<typeof saveSyncSettingsBody>;
export const getSyncSettingsQuery = z.object({ supplierId: catalogIdSchema.optional() }).strict();
export const syncSettingsAnswerSchema = z.object({
  supplierId: z.string().nullable(),
  /** 'supplier': its own; 'default': the company default; 'built-in': nothing saved yet. */
  source: z.enum(['supplier', 'default', 'built-in']),
  /** Version of the supplier's own settings stream (of the default stream when supplierId is null). */
  version: z.number(),
  settings: syncSettingsSchema,
});
export type SyncSettingsAnswer = z.infer<typeof syncSettingsAnswerSchema>;

// ---- compare
export const comparePriceListBody = z
  .object({
    /** The .xlsx, base64. */
    file: base64File(UPLOAD_LIMITS.priceListCompare),
  })
  .strict();
export type ComparePriceListBody = z.infer<typeof comparePriceListBody>;

export const SYNC_ROW_STATUSES = ['changed', 'unchanged', 'unknown', 'invalid'] as const;
export type SyncRowStatus = (typeof SYNC_ROW_STATUSES)[number];
export const SYNC_CHANGE_KINDS = ['link', 'price', 'packing'] as const;
export type SyncChangeKind = (typeof SYNC_CHANGE_KINDS)[number];

const sizeChange = z.object({ old: z.string().nullable(), new: z.string() });
export const syncRowSchema = z.object({
  row: z.number(),
  itemCode: z.string(),
  barcode: z.string(),
  name: z.string(),
  price: z.string().nullable(),
  status: z.enum(SYNC_ROW_STATUSES),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
  match: z
    .object({
      productId: z.string(),
      code: z.string(),
      name: z.string(),
      version: z.number(),
      by: z.enum(['itemCode', 'barcode']),
    })
    .nullable(),
  changes: z.object({
    /** The item code to link (the product has none, or another one, for this supplier). */
    link: z.object({ old: z.string().nullable(), new: z.string() }).optional(),
    price: z.object({ unit: z.enum(UNITS), old: z.string().nullable(), new: z.string(), percent: z.string().nullable() }).optional(),
    packings: z.object({ box: sizeChange.optional(), bigBag: sizeChange.optional(), bag: sizeChange.optional() }).optional(),
  }),
  /** Pre-selected by the settings. */
  selected: z.object({ link: z.boolean(), price: z.boolean(), packing: z.boolean() }),
});
export type SyncRow = z.infer<typeof syncRowSchema>;
export const comparisonSchema = z.object({
  supplierId: z.string(),
  settings: syncSettingsSchema,
  rows: z.array(syncRowSchema),
  counts: z.object({ total: z.number(), changed: z.number(), unchanged: z.number(), unknown: z.number(), invalid: z.number() }),
});
export type PriceListComparison = z.infer<typeof comparisonSchema>;

// ---- apply
const money = z.string().trim().regex(DECIMAL_RE, 'a non-negative decimal number such as 1990 or 12.50');
export const applyPriceListBody = z
  .object({
    commandId: z.uuid().optional(),
    items: z
      .array(
        z
          .object({
            productId: catalogIdSchema,
            /** The product version the comparison saw. */
            version: z.number().int().min(1),
            /** Link this supplier item code to the product. */
            itemCode: z.string().trim().min(1).max(64).optional(),
            /** New purchase price of `priceUnit`. */
            purchasePrice: money.optional(),
            priceUnit: z.enum(UNITS).default('unit'),
            /** New packing sizes (a packing the product lacks is added without a barcode). */
            packings: z.object({ box: sizeSchema.optional(), bigBag: sizeSchema.optional(), bag: sizeSchema.optional() }).strict().optional(),
          })
          .strict()
          .refine((i) => i.itemCode !== undefined || i.purchasePrice !== undefined || (i.packings && Object.keys(i.packings).length > 0), 'nothing to apply'),
      )
      .min(1, 'select at least one update')
      .max(5000),
  })
  .strict();
export type ApplyPriceListBody = z.infer<typeof applyPriceListBody>;
export const applyAnswerSchema = z.object({ products: z.number(), events: z.number(), globalPosition: z.string(), duplicate: z.boolean() });

export { PACKINGS };
