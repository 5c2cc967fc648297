import type { RecordTillSaleBody, TillSale } from '@tradedesk/contracts/pos/pos-sales';
import type { TillCatalogueCustomer, TillCatalogueProduct, TillPricingSettings } from '@tradedesk/contracts/pos/till-catalogue';
import type { ApiError } from '@tradedesk/contracts/platform/envelope';
import Dexie, { type Table } from 'dexie';

/**
 * The offline till's store in IndexedDB (Dexie; docs/pos.md "Offline"), one database per
 * authorised device: the catalogue the feed sent (products looked up by barcode or lower-cased
 * code through the multi-entry index `scans`), customers, payment methods, the register's pricing,
 * the feed's position, the till's last answers, and the durable queue of sales.
 */
export type CachedProduct = TillCatalogueProduct & { scans: string[] };
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
  /** receipt: the last receipt number this device gave ({series, sequence}). */
  key: 'position' | 'settings' | 'till' | 'session' | 'receipt';
  value: unknown;
}
export type { TillPricingSettings };

export class TillDb extends Dexie {
  products!: Table<CachedProduct, string>;
  customers!: Table<CachedCustomer, string>;
  payMethods!: Table<CachedPayMethod, string>;
  meta!: Table<MetaRow, string>;
  sales!: Table<QueuedSale, string>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ products: 'id, *scans', customers: 'id, code', payMethods: 'id', meta: 'key', sales: 'saleId, createdAt, status' });
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
