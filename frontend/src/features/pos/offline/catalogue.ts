import type { PackUnit } from '@tradedesk/contracts/inventory/stock';
import { type TillCatalogue, tillListPrice } from '@tradedesk/contracts/pos/till-catalogue';
import { api, type RequestOptions } from '../../../lib/api';
import { type CachedCustomer, type CachedProduct, type TillDb, type TillPricingSettings } from './db';

/**
 * The catalogue cache: refreshed from the feed's last position (GET pos/till/catalogue?since=),
 * page after page while `more`; the till scans and prices from it, so it sells with the network
 * down. A refresh that fails (offline) leaves the cache as it was.
 */
export async function refreshCatalogue(db: TillDb, options: Pick<RequestOptions, 'headers' | 'anonymous' | 'silent'>): Promise<{ pages: number }> {
  let pages = 0;
  for (;;) {
    const since = ((await db.meta.get('position'))?.value as string | undefined) ?? '0';
    const page = (await api.get<TillCatalogue>('/api/pos/till/catalogue', { since, limit: 2000 }, options)).data!;
    await db.transaction('rw', [db.products, db.customers, db.payMethods, db.meta], async () => {
      if (page.products.length) await db.products.bulkPut(page.products.map((p): CachedProduct => ({ ...p, scans: [...p.barcodes.map((b) => b.barcode), p.code.toLowerCase()] })));
      if (page.customers.length) await db.customers.bulkPut(page.customers.map((c): CachedCustomer => ({ ...c, search: `${c.code} ${c.name}`.toLowerCase() })));
      if (page.payMethods.length) await db.payMethods.bulkPut(page.payMethods);
      if (page.settings) await db.meta.put({ key: 'settings', value: page.settings });
      await db.meta.put({ key: 'position', value: page.position });
    });
    pages++;
    if (!page.more) return { pages };
  }
}

export interface CachedPrice {
  productId: string;
  code: string;
  name: string;
  unit: PackUnit;
  price: string;
  discount: string;
}

/** A scan (barcode: its packing; else the product's code: units) priced from the cache for the customer, or null when the cache has no such product. */
export async function priceFromCache(db: TillDb, scan: string, customer: { priceType: 'retail' | 'wholesale' | 'member'; discount: string } | null): Promise<CachedPrice | null> {
  const hit = (await db.products.where('scans').equals(scan).first()) ?? (await db.products.where('scans').equals(scan.toLowerCase()).first());
  if (!hit || hit.status !== 'active') return null;
  const unit: PackUnit = hit.barcodes.find((b) => b.barcode === scan)?.unit ?? 'unit';
  return priceProduct(db, hit, unit, customer);
}

export async function priceProduct(db: TillDb, p: CachedProduct, unit: PackUnit, customer: { priceType: 'retail' | 'wholesale' | 'member'; discount: string } | null): Promise<CachedPrice | null> {
  const settings = (await db.meta.get('settings'))?.value as TillPricingSettings | undefined;
  if (!settings) return null;
  const price = tillListPrice(p, unit, { ...settings, priceType: customer?.priceType ?? 'retail' });
  if (price === null) return null;
  return { productId: p.id, code: p.code, name: p.name, unit, price, discount: customer?.discount ?? '0' };
}

/** Active customers whose code or name contains the search, 20 at most. */
export async function searchCachedCustomers(db: TillDb, search: string): Promise<CachedCustomer[]> {
  const s = search.trim().toLowerCase();
  return db.customers.filter((c) => c.status === 'active' && c.search.includes(s)).limit(20).toArray();
}
