import { z } from 'zod';
import { DAMAGE_REASONS } from '../inventory/stock.js';
import { reportPeriod } from './stock-reports.js';

/**
 * Stock movement reports (issue 15, docs/reports.md "Transfers and damage"): the lines of the
 * transfers between warehouses and of the damage write-offs of a period, valued at the unit cost
 * the document recorded. Days are business days 'YYYY-MM-DD' in the company's time zone, both
 * inclusive; quantities are base units and values the cost currency, as decimal strings.
 */

export const STOCK_TRANSFER_REPORT_PAGE = 'ReportStockTransfer';
export const RETURN_DAMAGE_REPORT_PAGE = 'ReportReturnDamage';

const id = z.string().trim().min(1).max(64);
const page = {
  limit: z.coerce.number().int().min(1).max(5000).default(200),
  offset: z.coerce.number().int().min(0).default(0),
};
const fromNotAfterTo = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const periodMessage = { message: 'from must not be after to', path: ['from'] };

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

// ---- answers

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
