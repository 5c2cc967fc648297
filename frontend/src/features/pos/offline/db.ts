import type { RecordTillSaleBody, TillSale } from '@tradedesk/contracts/pos/pos-sales';
import type { TillCatalogueCustomer, TillCatalogueProduct, TillPricingSettings } from '@tradedesk/contracts/pos/till-catalogue';
import type { ApiError } from '@tradedesk/contracts/platform/envelope';
import Dexie, { type Table } from 'dexie';
import { type ScanBucket, scanBucket, shelfOfScan } from './scan-directory';

/**
 * The offline till's store in IndexedDB (Dexie; docs/pos.md "Offline"), one database per
 * authorised device: the catalogue the feed sent (products on shelves, looked up by barcode or
 * lower-cased code through the scan directory, scan-directory.ts), customers, payment methods, the register's pricing,
 * the feed's position, the till's last answers, and the durable queue of sales.
 */
export type CachedProduct = TillCatalogueProduct & { scans: string[] };
/**
 * Cached products are kept on shelves: up to SHELF_SIZE products in one record, indexed by every
 * product id on it (`ids`); the scans are found through the scan directory. IndexedDB's cost is
 * per record and per index entry, not per byte: one record per product filled an empty till at
 * about 10,000 products a second in Chromium, shelves of 64 at more than twice that (docs/pos.md
 * "Offline"), and a lookup reads one shelf of ~20 KB.
 */
export interface CachedShelf {
  id: number;
  products: CachedProduct[];
  ids: string[];
}
export const SHELF_SIZE = 64;
export type CachedCustomer = TillCatalogueCustomer & { search: string };
export interface CachedPayMethod {
  id: string;
  name: string;
  kind: 'cash' | 'card' | 'transfer' | 'voucher' | 'other';
  active: boolean;
  position: number;
  currencies: string[];
}
export type QueuedSaleStatus = 'waiting' | 'refused';
export interface QueuedSale {
  saleId: string;
  body: RecordTillSaleBody;
  /** The PIN session of the cashier who sold it (also in the body as `cashierSession`): the server records the sale as hers, whoever is signed in when it is sent. */
  pinSession?: string | null;
  /** The receipt as the till made it, shown before the server answered. */
  receipt: TillSale;
  createdAt: string;
  status: QueuedSaleStatus;
  attempts: number;
  /** Not before this time (ms) is it sent again (backoff). */
  nextTryAt: number;
  /** The server's refusal (its message, and the envelope's error for the translated reason), shown until the cashier dismisses it. */
  refusal: string | null;
  error?: ApiError | null;
}
export interface MetaRow {
  /** receipt: the last receipt number this device gave ({series, sequence}); scanTop: the last shelf whose scans are all in the scan directory. */
  key: 'position' | 'settings' | 'till' | 'session' | 'receipt' | 'scanTop';
  value: unknown;
}
export type { TillPricingSettings };

export class TillDb extends Dexie {
  shelves!: Table<CachedShelf, number>;
  scanKeys!: Table<ScanBucket, number>;
  customers!: Table<CachedCustomer, string>;
  payMethods!: Table<CachedPayMethod, string>;
  meta!: Table<MetaRow, string>;
  sales!: Table<QueuedSale, string>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ products: 'id, *scans', customers: 'id, code', payMethods: 'id', meta: 'key', sales: 'saleId, createdAt, status' });
    // Version 2: products on shelves. The old per-product store goes, and the catalogue is read
    // again from the feed's start (the queued sales, the session and the settings stay).
    this.version(2)
      .stores({ products: null, shelves: 'id, *ids, *scans' })
      .upgrade((tx) => tx.table('meta').delete('position'));
    // Version 3: the scan directory instead of the shelves' index of scans (filled from the
    // shelves there are at the next refresh: nothing is read again from the server).
    this.version(3).stores({ shelves: 'id, *ids', scanKeys: 'bucket' });
  }
}

const open = new Map<string, TillDb>();
/** The database of this device (each authorisation its own: another register prices otherwise). */
export function tillDb(deviceId: string): TillDb {
  let db = open.get(deviceId);
  if (!db) {
    db = new TillDb(`tradedesk-pos-${deviceId}`);
    open.set(deviceId, db);
  }
  return db;
}

/** The cached product a scan names (a barcode, else the lower-cased code), if any: its bucket of the scan directory, then its shelf. */
export async function cachedByScan(db: TillDb, scan: string): Promise<CachedProduct | undefined> {
  for (const s of scan === scan.toLowerCase() ? [scan] : [scan, scan.toLowerCase()]) {
    const shelfId = shelfOfScan(await db.scanKeys.get(scanBucket(s)), s);
    const shelf = shelfId === undefined ? undefined : await db.shelves.get(shelfId);
    const hit = shelf?.products.find((p) => p.scans.includes(s));
    if (hit) return hit;
  }
  return undefined;
}

/** The cached product of this id, if any. */
export async function cachedProduct(db: TillDb, id: string): Promise<CachedProduct | undefined> {
  const shelf = await db.shelves.where('ids').equals(id).first();
  return shelf?.products.find((p) => p.id === id);
}

/**
 * The shelves to write for a page of products: each shelf holding one of them again (`holding`)
 * with its product replaced (and a second copy dropped), the new ones on new shelves from
 * `nextId`, SHELF_SIZE a shelf. A product twice in the page keeps its last version.
 */
export function shelve(products: readonly CachedProduct[], holding: readonly CachedShelf[], nextId: number, size = SHELF_SIZE): CachedShelf[] {
  const incoming = new Map(products.map((p) => [p.id, p]));
  const placed = new Set<string>();
  const out: CachedShelf[] = [];
  for (const shelf of holding) {
    let touched = false;
    const kept: CachedProduct[] = [];
    for (const p of shelf.products) {
      if (placed.has(p.id)) {
        touched = true;
        continue;
      }
      placed.add(p.id);
      const fresh = incoming.get(p.id);
      if (fresh) touched = true;
      kept.push(fresh ?? p);
    }
    if (touched) out.push(shelfOf(shelf.id, kept));
  }
  const added = [...incoming.values()].filter((p) => !placed.has(p.id));
  for (let i = 0; i < added.length; i += size) out.push(shelfOf(nextId++, added.slice(i, i + size)));
  return out;
}

const shelfOf = (id: number, products: CachedProduct[]): CachedShelf => ({ id, products, ids: products.map((p) => p.id) });
