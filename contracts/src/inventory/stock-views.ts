import { z } from 'zod';
import type { MovementKind, StockNames } from './stock.js';
import { daysBetween, isBusinessDay } from '../platform/company-time.js';

/**
 * Read-only views of stock beyond stock on hand per warehouse: stock per zone (an async read
 * model of the movements, which carry their zone) and the stock-change report (opening balance,
 * movements in and out by kind, closing balance and value, over a period of business days).
 */

export const STOCK_ZONES_READ_MODEL = 'stock-zones';

const id = z.string().trim().min(1).max(64);
/** The movements recorded without a zone, in a zone filter. */
export const NO_ZONE = 'none';

export const stockZonesQuery = z
  .object({
    warehouseId: id.optional(),
    /** A zone id, or 'none' for stock recorded without a zone. */
    zoneId: id.optional(),
    productId: id.optional(),
    /** 'true': leave out rows whose quantity is zero. */
    nonZero: z.enum(['true', 'false']).default('false'),
    limit: z.coerce.number().int().min(1).max(10000).default(200),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();
export type StockZonesQuery = z.infer<typeof stockZonesQuery>;

/** A row of GET /be/api/stock/zones: stock of one product in one zone of a warehouse (base units). */
export interface StockZoneRow extends StockNames {
  warehouseId: string;
  /** null: movements recorded without a zone. */
  zoneId: string | null;
  zoneCode: string | null;
  zoneName: string | null;
  productId: string;
  quantity: string;
}

const day = z.iso.date();

/**
 * GET /be/api/stock/changes: the business days [from, to) in the company's time zone
 * (SystemTimeZone), for one warehouse or all of them.
 */
export const stockChangesQuery = z
  .object({
    warehouseId: id.optional(),
    productId: id.optional(),
    /** First business day of the period (YYYY-MM-DD). */
    from: day,
    /** First business day AFTER the period (YYYY-MM-DD): the period is [from, to). */
    to: day,
    limit: z.coerce.number().int().min(1).max(10000).default(200),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict()
  .refine((q) => q.from < q.to, { message: 'must be a later day than from (the period is [from, to))', path: ['to'] })
  .refine((q) => !isBusinessDay(q.from) || !isBusinessDay(q.to) || daysBetween(q.from, q.to) <= 3661, { message: 'a period of at most ten years', path: ['to'] });
export type StockChangesQuery = z.infer<typeof stockChangesQuery>;

/** Quantities (base units) into and out of stock, both as positive decimal strings, and in - out. */
export interface InOut {
  in: string;
  out: string;
  net: string;
}

/**
 * One product over the period, in base units; values are quantity x the movements' unit cost
 * (the same sum stock on hand keeps as its stock value), so the closing value of a period ending
 * now equals the stock value on hand.
 */
export interface StockChangeRow {
  productId: string;
  code: string | null;
  name: string | null;
  unitLabel: string;
  opening: string;
  openingValue: string;
  /** The kinds of movement of the period (only those that occurred). */
  kinds: Partial<Record<MovementKind, InOut>>;
  totalIn: string;
  totalOut: string;
  inValue: string;
  outValue: string;
  closing: string;
  closingValue: string;
}

export interface StockChangesAnswer {
  rows: StockChangeRow[];
  total: number;
  /** Sums over every row of the report (not only this page). */
  totals: Omit<StockChangeRow, 'productId' | 'code' | 'name' | 'unitLabel'>;
  /** The period as instants: the business days' boundaries in the company's time zone. */
  fromInstant: string;
  toInstant: string;
}
