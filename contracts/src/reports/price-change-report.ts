import { z } from 'zod';
import { PRICE_TYPES } from '../catalog/products.js';
import { reportPeriod } from './stock-reports.js';

/**
 * Price changes report (issue 15, docs/reports.md "Price changes"): per product, packing and price
 * type changed in a period, the price before the period's first change, the price after its last,
 * how many changes and the difference. Prices are decimal strings in the company's base currency.
 */
export const PRICE_CHANGE_REPORT_PAGE = 'ReportPriceChange';

export const PRICE_MOVES = ['up', 'down'] as const;

/** GET /be/api/report/price-change */
export const priceChangeReportQuery = z
  .object({
    ...reportPeriod,
    productId: z.string().trim().min(1).max(64).optional(),
    priceType: z.enum(PRICE_TYPES).optional(),
    /** Only prices that ended higher (up) or lower (down) than they started. */
    move: z.enum(PRICE_MOVES).optional(),
    limit: z.coerce.number().int().min(1).max(5000).default(200),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] });
export type PriceChangeReportQuery = z.infer<typeof priceChangeReportQuery>;

export interface PriceChangeReportRow {
  productId: string;
  code: string | null;
  name: string | null;
  /** The packing: unit, box, bigBag, bag. */
  unit: string;
  priceType: string;
  /** The price before the period's first change (null: there was none). */
  before: string | null;
  /** The price after the period's last change (null: removed). */
  after: string | null;
  changes: number;
  /** after - before (null when either is missing). */
  difference: string | null;
  /** difference / before x 100, 2 decimals (null when before is missing or 0). */
  percent: string | null;
  /** When the last change was made (an instant). */
  lastAt: string;
}

export interface PriceChangeReport {
  rows: PriceChangeReportRow[];
  total: number;
  /** Rows that ended higher, lower; products with a change. */
  totals: { up: number; down: number; products: number };
}
