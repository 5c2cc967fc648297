import type { PackUnit } from '@tradedesk/contracts/inventory/stock';
import { type TillCatalogue, tillListPrice } from '@tradedesk/contracts/pos/till-catalogue';
import { api, type RequestOptions } from '../../../lib/api';
import { type CachedCustomer, type CachedProduct, type TillDb, type TillPricingSettings } from './db';

/** Products per page of the feed (its largest): fewer round trips for an empty till. */
const PAGE_SIZE = 5000;
const running = new WeakMap<TillDb, Promise<{ pages: number }>>();

/**
 * The catalogue cache: refreshed from the feed's last position (GET pos/till/catalogue?since=),
 * page after page while `more`; the till scans and prices from it, so it sells with the network
 * down. A refresh that fails (offline) leaves the cache as it was, up to the last page written
 * (each page and its position in one transaction, so the next refresh resumes there). The next
 * page is asked for while the one before is written into IndexedDB, and one refresh runs at a time
 * per device (a refresh asked for meanwhile joins it).
 */
export function refreshCatalogue(db: TillDb, options: Pick<RequestOptions, 'headers' | 'anonymous' | 'silent'>): Promise<{ pages: number }> {
  const busy = running.get(db);
  if (busy) return busy;
  const run = fill(db, options).finally(() => running.delete(db));
  running.set(db, run);
  return run;
}

async function fill(db: TillDb, options: Pick<RequestOptions, 'headers' | 'anonymous' | 'silent'>): Promise<{ pages: number }> {
  const ask = (since: string) => {
    const page = api.get<TillCatalogue>('/api/pos/till/catalogue', { since, limit: PAGE_SIZE }, options).then((r) => r.data!);
    page.catch(() => undefined); // awaited below; a failure while the page before is written is not unhandled
    return page;
  };
  let pages = 0;
  let next = ask(((await db.meta.get('position'))?.value as string | undefined) ?? '0');
  for (;;) {
    const page = await next;
    if (page.more) next = ask(page.position);
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
