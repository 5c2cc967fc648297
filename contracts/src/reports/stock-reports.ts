import { z } from 'zod';
import { isBusinessDay } from '../platform/company-time.js';

/**
 * Stock reports (issue 15, docs/reports.md): stock per warehouse and product as of a day, and stock
 * in / out / net per product over a period. Days are business days 'YYYY-MM-DD' in the company's
 * time zone (SystemTimeZone), both ends inclusive; quantities are decimal strings in base units,
 * values decimal strings in the company's cost currency (the cost projection, docs/costing.md).
 */

/** The route names (page privileges) of the screens these calls serve. */
export const STOCK_REPORT_PAGE = 'ReportStock';
export const STOCK_IN_OUT_PAGE = 'ReportStockInOut';
export const STOCK_VALUE_PAGE = 'ReportStockValue';

/** An id in a report's filters. */
export const id = z.string().trim().min(1).max(64);
/** A business day written 'YYYY-MM-DD' (a real calendar day of the years 1900 to 2999: the end of 9999-12-31 is no instant the database takes). */
export const businessDay = z.string().refine((v) => isBusinessDay(v) && v >= '1900-01-01' && v <= '2999-12-31', { message: 'expected a day written YYYY-MM-DD, between 1900 and 2999' });
/** A report page: at most 5,000 rows, 200 by default. */
export const page = {
  limit: z.coerce.number().int().min(1).max(5000).default(200),
  offset: z.coerce.number().int().min(0).default(0),
};

/** A period of business days, both inclusive; a side left out is open (any time before / after). */
export const reportPeriod = { from: businessDay.optional(), to: businessDay.optional() };
/** With `periodMessage`: a period's from is not after its to. */
export const fromNotAfterTo = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
export const periodMessage = { message: 'from must not be after to', path: ['from'] };

export const STOCK_REPORT_SORTS = ['warehouse', 'product', 'quantity', 'value'] as const;

/** GET /be/api/report/stock: stock per warehouse x product, now or at the end of day `asOf`. */
export const stockReportQuery = z
  .object({
    asOf: businessDay.optional(),
    warehouseId: id.optional(),
    productId: id.optional(),
    categoryId: id.optional(),
    /** Also rows whose quantity is zero (by default only stock that is there, or negative). */
    zero: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
    sort: z.enum(STOCK_REPORT_SORTS).default('warehouse'),
    desc: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
    ...page,
  })
  .strict();
export type StockReportQuery = z.infer<typeof stockReportQuery>;

/** GET /be/api/report/stock-in-out: per product, what came in and went out over the period. */
export const stockInOutQuery = z
  .object({ ...reportPeriod, warehouseId: id.optional(), productId: id.optional(), categoryId: id.optional(), ...page })
  .strict()
  .refine(fromNotAfterTo, periodMessage);
export type StockInOutQuery = z.infer<typeof stockInOutQuery>;

export const STOCK_VALUE_GROUPS = ['warehouse', 'category'] as const;
export type StockValueGroup = (typeof STOCK_VALUE_GROUPS)[number];

/** GET /be/api/report/stock-value: stock value per warehouse or per category, now or at the end of day `asOf`. */
export const stockValueReportQuery = z
  .object({ asOf: businessDay.optional(), by: z.enum(STOCK_VALUE_GROUPS).default('warehouse'), warehouseId: id.optional(), categoryId: id.optional() })
  .strict();
export type StockValueReportQuery = z.infer<typeof stockValueReportQuery>;

// ---- answers

export interface ReportProductNames {
  productId: string;
  code: string | null;
  name: string | null;
  unitLabel: string;
}

export interface StockReportRow extends ReportProductNames {
  warehouseId: string;
  warehouseCode: string | null;
  warehouseName: string | null;
  /** Base units at that moment. */
  quantity: string;
  /** The product's unit cost at that moment (costing is company-wide); null: never valued. */
  unitCost: string | null;
  /** quantity x unitCost (0 without a unit cost). */
  value: string;
}

export interface StockReport {
  /** The day the report is as of (null: now). */
  asOf: string | null;
  rows: StockReportRow[];
  total: number;
  /** Over every row of the report, not only the page. */
  totals: { quantity: string; value: string };
}

export interface StockInOutRow extends ReportProductNames {
  /** Base units before the period's first day. */
  opening: string;
  /** Base units that came in (receipts, transfers in, returns, count gains...). */
  in: string;
  /** Base units that went out, as a positive number (sales, transfers out, damage, count losses...). */
  out: string;
  /** in - out. */
  net: string;
  /** opening + net: base units at the end of the period's last day. */
  closing: string;
}

export interface StockInOutReport {
  rows: StockInOutRow[];
  total: number;
  totals: { in: string; out: string; net: string };
}

export interface StockValueGroupRow {
  /** The warehouse or category id ('' = products without a category). */
  key: string;
  /** The warehouse's code (null for a category). */
  code: string | null;
  name: string | null;
  quantity: string;
  value: string;
  /** Products with stock in the group. */
  products: number;
}

export interface StockValueReport {
  rows: StockValueGroupRow[];
  totals: { quantity: string; value: string };
}
