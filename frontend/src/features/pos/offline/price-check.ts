import { PACK_UNITS, type PackUnit } from '@tradedesk/contracts/inventory/stock';
import { type TillCatalogueCustomer, type TillCatalogueProduct, type TillPricingSettings, tillListPrice } from '@tradedesk/contracts/pos/till-catalogue';
import { lineAmount } from '@tradedesk/contracts/sales/order-amounts';
import { cachedByScan, type TillDb } from './db';

/**
 * The price check from the till's copy of the catalogue (docs/pos.md "Offline"), when the server
 * does not answer: the product the scan names, each packing it is sold in (size, list price, its
 * barcodes) at the price type of the sale (retail; the customer's when one is picked, with the
 * membership discount and the price after it), and when the copy was last refreshed. Stock is not
 * in the copy.
 */
export interface PackingPrice {
  unit: PackUnit;
  /** Base units in one. */
  size: string;
  /** The list price of one (null: not priced in this currency). */
  price: string | null;
  /** The price after the customer's membership discount (the list price without a customer). */
  net: string | null;
  barcodes: string[];
}
export interface CachedPriceCheck {
  productId: string;
  code: string;
  name: string;
  /** The packing the scan stands for (its barcode; a code: units). */
  unit: PackUnit;
  priceType: 'retail' | 'wholesale' | 'member';
  discount: string;
  currency: string;
  packings: PackingPrice[];
  /** When the copy last heard from the server (null: not known). */
  asOf: string | null;
}

/** The product priced for every packing it is sold in, for the customer (or retail). */
export function priceCheckOf(p: TillCatalogueProduct, scan: string, settings: TillPricingSettings, customer: Pick<TillCatalogueCustomer, 'priceType' | 'discount'> | null, asOf: string | null): CachedPriceCheck {
  const priceType = customer?.priceType ?? 'retail';
  const discount = customer?.discount ?? '0';
  const sizes: Record<PackUnit, string | null> = { unit: '1', ...p.packings };
  const packings = PACK_UNITS.filter((u) => sizes[u] !== null).map((unit): PackingPrice => {
    const price = tillListPrice(p, unit, { ...settings, priceType });
    return {
      unit,
      size: sizes[unit]!,
      price,
      net: price === null ? null : lineAmount({ quantity: '1', price, discount, gift: false }, settings.currency),
      barcodes: p.barcodes.filter((b) => b.unit === unit).map((b) => b.barcode),
    };
  });
  return {
    productId: p.id,
    code: p.code,
    name: p.name,
    unit: p.barcodes.find((b) => b.barcode === scan)?.unit ?? 'unit',
    priceType,
    discount,
    currency: settings.currency,
    packings,
    asOf,
  };
}

/** The scan looked up in the device's copy (a barcode, else the product's code), null when the copy has no active product by it or no pricing yet. */
export async function priceCheckFromCache(db: TillDb, scan: string, customerId: string | null, asOf: string | null): Promise<CachedPriceCheck | null> {
  const s = scan.trim();
  const hit = await cachedByScan(db, s);
  const settings = (await db.meta.get('settings'))?.value as TillPricingSettings | undefined;
  if (!hit || hit.status !== 'active' || !settings) return null;
  const customer = customerId ? ((await db.customers.get(customerId)) ?? null) : null;
  return priceCheckOf(hit, s, settings, customer, asOf);
}
