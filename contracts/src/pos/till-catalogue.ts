import { Decimal } from 'decimal.js';
import { z } from 'zod';
import type { PriceTable } from '../catalog/products.js';
import { packingPrice, type UnitKey } from '../catalog/units.js';
import { currencyDecimals } from '../platform/money.js';
import { convertPrice } from '../sales/order-amounts.js';
import { PAY_METHOD_KINDS } from './pay-methods.js';

/**
 * The till's catalogue feed (issue 16, docs/pos.md "Offline"): GET pos/till/catalogue?since=
 * answers what changed since a log position (products with their packings, barcodes and price
 * tables; customers; payment methods; the register's pricing settings) and the position to ask
 * from next. The till keeps it in IndexedDB and prices from it with `tillListPrice`, the function
 * the server checks a shown price with.
 */
export const POS_TILL_CATALOGUE_READ_MODEL = 'pos-till-catalogue';

export const tillCatalogueQuery = z
  .object({
    since: z.string().regex(/^\d{1,19}$/, 'a log position').default('0'),
    limit: z.coerce.number().int().min(1).max(5000).default(2000),
  })
  .strict();
export type TillCatalogueQuery = z.infer<typeof tillCatalogueQuery>;

const prices = z.record(z.string(), z.record(z.string(), z.string().nullable()));
export const tillCatalogueProductSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  status: z.enum(['active', 'disabled']),
  /** Sizes in base units of the enabled packings (null: not sold in that unit). */
  packings: z.object({ box: z.string().nullable(), bigBag: z.string().nullable(), bag: z.string().nullable() }),
  prices,
  barcodes: z.array(z.object({ barcode: z.string(), unit: z.enum(['unit', 'box', 'bigBag', 'bag']) })),
});
export type TillCatalogueProduct = z.infer<typeof tillCatalogueProductSchema>;
export const tillCatalogueCustomerSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  status: z.enum(['active', 'disabled']),
  priceType: z.enum(['retail', 'wholesale', 'member']),
  discount: z.string(),
});
export type TillCatalogueCustomer = z.infer<typeof tillCatalogueCustomerSchema>;
export const tillPricingSchema = z.object({
  currency: z.string(),
  baseCurrency: z.string(),
  /** Base-currency units one unit of the register's currency is worth (null: no rate in force). */
  rate: z.string().nullable(),
  priceDecimal: z.number(),
  maxDiscount: z.string(),
});
export type TillPricingSettings = z.infer<typeof tillPricingSchema>;
export const tillCatalogueSchema = z.object({
  /** Ask from here next time. */
  position: z.string(),
  /** More changes wait past `position`: ask again at once. */
  more: z.boolean(),
  products: z.array(tillCatalogueProductSchema),
  customers: z.array(tillCatalogueCustomerSchema),
  /** Every payment method that changed (inactive ones too: the till drops them). */
  payMethods: z.array(z.object({ id: z.string(), name: z.string(), kind: z.enum(PAY_METHOD_KINDS), active: z.boolean(), position: z.number(), currencies: z.array(z.string()) })),
  /** The register's pricing when it (the settings, the rate, the register) changed; else null. */
  settings: tillPricingSchema.nullable(),
});
export type TillCatalogue = z.infer<typeof tillCatalogueSchema>;

/**
 * The list price of one `unit` of a product for a price type (falling back to retail), in the
 * register's currency: a blank packing price is the unit price x the size; another currency than
 * the base converts at the rate. null: no price, or no rate in force.
 */
export function tillListPrice(
  p: { prices: PriceTable | Record<string, Record<string, string | null>>; packings: { box: string | null; bigBag: string | null; bag: string | null } },
  unit: UnitKey,
  pricing: { currency: string; baseCurrency: string; rate: string | null; priceDecimal: number; priceType: 'retail' | 'wholesale' | 'member' },
): string | null {
  const table = p.prices as Record<string, Record<string, string | null> | undefined>;
  const typed = table?.[unit]?.[pricing.priceType] ?? table?.[unit]?.retail ?? null;
  const base = table?.unit?.[pricing.priceType] ?? table?.unit?.retail ?? null;
  const inBase = packingPrice(typed, base, unit, p.packings);
  if (inBase === '') return '0';
  if (pricing.currency === pricing.baseCurrency) return new Decimal(inBase).toDecimalPlaces(pricing.priceDecimal, Decimal.ROUND_HALF_UP).toFixed();
  if (!pricing.rate) return null;
  return convertPrice(inBase, pricing.rate, Math.max(2, currencyDecimals(pricing.currency)));
}
