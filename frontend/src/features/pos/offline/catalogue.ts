import type { PackUnit } from '@tradedesk/contracts/inventory/stock';
import { type TillCatalogue, tillListPrice } from '@tradedesk/contracts/pos/till-catalogue';
import { api, type RequestOptions } from '../../../lib/api';
import { type CachedCustomer, type CachedProduct, type CachedShelf, cachedByScan, shelve, type TillDb, type TillPricingSettings } from './db';
import { type BucketEntries, mergeBucket, PendingScans, scansToIndex } from './scan-directory';

/** Products per page of the feed (its largest): fewer round trips for an empty till. */
const PAGE_SIZE = 5000;
const running = new WeakMap<TillDb, Promise<{ pages: number }>>();
/**
 * Scan directory entries of new shelves a fill keeps before writing them (about 600,000 products
 * of five scans, some 100 MB in the page at most): a fill from empty of a 300,000-product catalogue
 * writes each bucket once, at its end; written every page, a bucket would be read and rewritten
 * sixty times on the way there.
 */
const PENDING_SCANS_MAX = 3_000_000;

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

/** The shelves already holding any of these products (on a cold fill, known from what it wrote). */
async function shelvesHolding(db: TillDb, ids: string[], cold: Map<string, number> | null): Promise<CachedShelf[]> {
  if (cold) {
    const shelfIds = [...new Set(ids.map((id) => cold.get(id)).filter((id): id is number => id !== undefined))];
    return shelfIds.length ? (await db.shelves.bulkGet(shelfIds)).filter((s): s is CachedShelf => !!s) : [];
  }
  const found = await db.shelves.where('ids').anyOf(ids).toArray();
  return [...new Map(found.map((s) => [s.id, s])).values()];
}

/** The scan directory's entries written into their buckets (inside the caller's transaction). */
async function writeScans(db: TillDb, byBucket: Map<number, BucketEntries>): Promise<void> {
  if (!byBucket.size) return;
  const buckets = [...byBucket.keys()];
  const existing = await db.scanKeys.bulkGet(buckets);
  await db.scanKeys.bulkPut(buckets.map((b, i) => mergeBucket(existing[i], b, byBucket.get(b)!)));
}

/** The last shelf whose scans are all in the directory. */
async function scanTopOf(db: TillDb): Promise<number> {
  return ((await db.meta.get('scanTop'))?.value as number | undefined) ?? 0;
}

/**
 * The shelves above the directory's top put into it: those a fill wrote before it was cut off
 * (their entries wait in memory until a large step), or every shelf of a cache written before the
 * directory existed. Local work: it runs before the feed is asked, online or not.
 */
async function catchUpScans(db: TillDb): Promise<void> {
  let top = await scanTopOf(db);
  const pending = new PendingScans();
  for (;;) {
    const shelves = await db.shelves.where(':id').above(top).limit(512).toArray();
    if (shelves.length) pending.add(scansToIndex(shelves, new Map()));
    const end = !shelves.length || shelves.length < 512;
    if (shelves.length) top = shelves.at(-1)!.id;
    if ((end && pending.size) || pending.size >= PENDING_SCANS_MAX) {
      const entries = pending.take();
      const at = top;
      await db.transaction('rw', [db.scanKeys, db.meta], async () => {
        await writeScans(db, entries);
        await db.meta.put({ key: 'scanTop', value: at });
      });
    }
    if (end) return;
  }
}

async function fill(db: TillDb, options: Pick<RequestOptions, 'headers' | 'anonymous' | 'silent'>): Promise<{ pages: number }> {
  await catchUpScans(db);
  const ask = (since: string) => {
    const page = api.get<TillCatalogue>('/api/pos/till/catalogue', { since, limit: PAGE_SIZE }, options).then((r) => r.data!);
    page.catch(() => undefined); // awaited below; a failure while the page before is written is not unhandled
    return page;
  };
  let pages = 0;
  const since = ((await db.meta.get('position'))?.value as string | undefined) ?? '0';
  // A fill from the start into an empty cache finds every product on the shelves it wrote itself
  // (the feed names a product once, unless it changes during the fill): no index reads for it.
  const cold = since === '0' && (await db.shelves.count()) === 0 ? new Map<string, number>() : null;
  // The directory's entries for shelves above its top wait here (a cut-off fill leaves them to
  // catchUpScans); those for shelves at or below it are written with their page.
  let top = await scanTopOf(db);
  const pending = new PendingScans();
  let next = ask(since);
  for (;;) {
    const page = await next;
    if (page.more) next = ask(page.position);
    await db.transaction('rw', [db.shelves, db.scanKeys, db.customers, db.payMethods, db.meta], async () => {
      if (page.products.length) {
        const products = page.products.map((p): CachedProduct => ({ ...p, scans: [...p.barcodes.map((b) => b.barcode), p.code.toLowerCase()] }));
        const holding = await shelvesHolding(db, products.map((p) => p.id), cold);
        const last = (await db.shelves.orderBy(':id').lastKey()) as number | undefined;
        const shelves = shelve(products, holding, (last ?? 0) + 1);
        await db.shelves.bulkPut(shelves);
        if (cold) for (const shelf of shelves) for (const id of shelf.ids) cold.set(id, shelf.id);
        const entries = scansToIndex(shelves, new Map(holding.flatMap((s) => s.products.map((p) => [p.id, p] as const))));
        const now = new PendingScans();
        now.add(entries.filter(([, shelf]) => shelf <= top));
        await writeScans(db, now.take());
        pending.add(entries.filter(([, shelf]) => shelf > top));
      }
      if (!page.more || pending.size >= PENDING_SCANS_MAX) {
        const lastShelf = ((await db.shelves.orderBy(':id').lastKey()) as number | undefined) ?? 0;
        await writeScans(db, pending.take());
        if (lastShelf > top) await db.meta.put({ key: 'scanTop', value: lastShelf });
        top = Math.max(top, lastShelf);
      }
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
  const hit = await cachedByScan(db, scan);
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
