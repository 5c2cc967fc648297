import { z } from 'zod';
import { DAMAGE_REASONS } from '../inventory/stock.js';
import { fromNotAfterTo, id, page, periodMessage, reportPeriod } from './stock-reports.js';

/**
 * Stock movement reports (issue 15, docs/reports.md "Transfers and damage"): the lines of the
 * transfers between warehouses and of the damage write-offs of a period, valued at the unit cost
 * the document recorded. Days are business days 'YYYY-MM-DD' in the company's time zone, both
 * inclusive; quantities are base units and values the cost currency, as decimal strings.
 */

export const STOCK_TRANSFER_REPORT_PAGE = 'ReportStockTransfer';
export const RETURN_DAMAGE_REPORT_PAGE = 'ReportReturnDamage';
export const STOCK_CHECK_REPORT_PAGE = 'ReportStockCheck';


/** GET /be/api/report/stock-transfer: every transfer line of the period. */
export const stockTransferReportQuery = z
  .object({ ...reportPeriod, fromWarehouseId: id.optional(), toWarehouseId: id.optional(), productId: id.optional(), ...page })
  .strict()
  .refine(fromNotAfterTo, periodMessage);
export type StockTransferReportQuery = z.infer<typeof stockTransferReportQuery>;

/** GET /be/api/report/return-damage: every damage write-off line of the period. */
export const returnDamageReportQuery = z
  .object({ ...reportPeriod, warehouseId: id.optional(), productId: id.optional(), reason: z.enum(DAMAGE_REASONS).optional(), ...page })
  .strict()
  .refine(fromNotAfterTo, periodMessage);
export type ReturnDamageReportQuery = z.infer<typeof returnDamageReportQuery>;

/** GET /be/api/report/stock-check: the lines of the stock counts posted in the period (by default only those with a difference). */
export const stockCheckReportQuery = z
  .object({
    ...reportPeriod,
    warehouseId: id.optional(),
    productId: id.optional(),
    /** Also the lines where the count matched the books (by default only differences). */
    all: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
    ...page,
  })
  .strict()
  .refine(fromNotAfterTo, periodMessage);
export type StockCheckReportQuery = z.infer<typeof stockCheckReportQuery>;

// ---- answers

export interface StockCheckReportRow {
  countId: string;
  number: string;
  /** When the count was posted (an instant) and its business day. */
  at: string;
  day: string;
  warehouseId: string;
  warehouseCode: string | null;
  warehouseName: string | null;
  productId: string;
  code: string | null;
  name: string | null;
  unitLabel: string;
  /** Base units in the books at posting. */
  book: string;
  counted: string;
  /** counted - book: positive a gain, negative a loss. */
  difference: string;
  /** The difference valued at cost (the count adjustment's value in the cost projection; 0 when it has none). */
  value: string;
}

export interface StockCheckReport {
  rows: StockCheckReportRow[];
  total: number;
  /** gain: base units found over the books; loss: base units missing (positive); net = gain - loss; value: net at cost. */
  totals: { counts: number; gain: string; loss: string; net: string; value: string };
  currency: string;
}

export interface StockDocumentReportRow {
  documentId: string;
  line: number;
  number: string;
  /** When the document was recorded (an instant) and its business day. */
  at: string;
  day: string;
  /** The warehouse the goods left (the damaged goods' warehouse). */
  fromWarehouseId: string;
  fromWarehouseCode: string | null;
  fromWarehouseName: string | null;
  /** The warehouse the goods went to (transfers only). */
  toWarehouseId: string | null;
  toWarehouseCode: string | null;
  toWarehouseName: string | null;
  /** The damage's reason (damage only). */
  reason: string | null;
  productId: string;
  code: string | null;
  name: string | null;
  unitLabel: string;
  /** Base units. */
  quantity: string;
  unitCost: string;
  /** quantity x unitCost. */
  value: string;
}

export interface StockDocumentReport {
  rows: StockDocumentReportRow[];
  total: number;
  totals: { quantity: string; value: string; documents: number };
  /** The currency of the values: the cost currency, else the base currency. */
  currency: string;
}
