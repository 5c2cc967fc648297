import { z } from 'zod';
import { businessDay, fromNotAfterTo, id, page, periodMessage, reportPeriod } from './stock-reports.js';

/**
 * Purchase reports (issue 15, docs/reports.md "Purchase reports"): what came in from suppliers over
 * a period, grouped (per day, month, supplier, warehouse), line by line, and per supplier with what
 * was ordered, received, returned, paid and is still owed. Days are business days 'YYYY-MM-DD' in
 * the company's time zone (SystemTimeZone), both ends inclusive; money and quantities are decimal
 * strings.
 */

/** The route names (page privileges) of the screens these calls serve. */
export const PURCHASE_REPORT_PAGE = 'ReportPurchase';
export const PURCHASE_DETAIL_PAGE = 'ReportPurchaseDetail';
export const SUPPLIER_PURCHASE_PAGE = 'ReportSupplierPurchase';


export const PURCHASE_REPORT_GROUPS = ['day', 'month', 'supplier', 'warehouse'] as const;
export type PurchaseReportGroup = (typeof PURCHASE_REPORT_GROUPS)[number];

/** GET /be/api/report/purchase: goods received from suppliers (net of returns) per day, month, supplier or warehouse. */
export const purchaseReportQuery = z
  .object({ ...reportPeriod, by: z.enum(PURCHASE_REPORT_GROUPS).default('day'), supplierId: id.optional(), warehouseId: id.optional(), ...page })
  .strict()
  .refine(fromNotAfterTo, periodMessage);
export type PurchaseReportQuery = z.infer<typeof purchaseReportQuery>;

export const PURCHASE_LINE_KINDS = ['receipt', 'return'] as const;

/** GET /be/api/report/purchase-detail: every received (and returned) purchase line of the period. */
export const purchaseDetailQuery = z
  .object({
    ...reportPeriod,
    supplierId: id.optional(),
    warehouseId: id.optional(),
    productId: id.optional(),
    kind: z.enum(PURCHASE_LINE_KINDS).optional(),
    ...page,
  })
  .strict()
  .refine(fromNotAfterTo, periodMessage);
export type PurchaseDetailQuery = z.infer<typeof purchaseDetailQuery>;

/** GET /be/api/report/supplier-purchase: per supplier and currency, ordered / received / returned / paid / owed. */
export const supplierPurchaseQuery = z
  .object({ ...reportPeriod, supplierId: id.optional(), currency: z.string().trim().regex(/^[A-Z]{3}$/).optional(), ...page })
  .strict()
  .refine(fromNotAfterTo, periodMessage);
export type SupplierPurchaseQuery = z.infer<typeof supplierPurchaseQuery>;

export { businessDay };

// ---- answers

/** GET /be/api/report/purchase-suppliers: a supplier the reports can be filtered by. */
export interface ReportSupplier {
  id: string;
  code: string;
  name: string;
}

export interface PurchaseReportRow {
  /** The day 'YYYY-MM-DD', month 'YYYY-MM', supplier id or warehouse id ('' = no supplier). */
  key: string;
  /** The supplier's or warehouse's code (null for a day or month). */
  code: string | null;
  name: string | null;
  /** Purchase orders with a receipt or return in the group. */
  orders: number;
  /** Base units received minus base units returned. */
  quantity: string;
  /** Value of the goods received (quantity x unit cost, cost currency, before landed costs). */
  received: string;
  /** Value of the goods sent back to suppliers, as a positive number. */
  returned: string;
  /** received - returned. */
  net: string;
}

export interface PurchaseReport {
  rows: PurchaseReportRow[];
  total: number;
  totals: { quantity: string; received: string; returned: string; net: string; orders: number };
  /** The currency of every value: the company's cost currency. */
  currency: string;
}

export interface PurchaseDetailRow {
  /** The receipt's or return's id and its line. */
  documentId: string;
  line: number;
  kind: (typeof PURCHASE_LINE_KINDS)[number];
  documentNumber: string;
  orderNumber: string;
  purchaseOrderId: string;
  /** When the goods arrived (or left, for a return): an instant. */
  at: string;
  /** Its business day. */
  day: string;
  supplierId: string | null;
  supplierCode: string | null;
  supplierName: string | null;
  warehouseId: string;
  warehouseCode: string | null;
  warehouseName: string | null;
  productId: string;
  code: string | null;
  name: string | null;
  unitLabel: string;
  /** Base units, negative for a return. */
  quantity: string;
  /** Cost per base unit (cost currency). */
  unitCost: string;
  /** quantity x unitCost, negative for a return. */
  value: string;
}

export interface PurchaseDetailReport {
  rows: PurchaseDetailRow[];
  total: number;
  totals: { quantity: string; value: string };
  currency: string;
}

export interface SupplierPurchaseRow {
  supplierId: string;
  code: string | null;
  name: string | null;
  /** The currency of every figure of the row (the orders' and the payable's). */
  currency: string;
  /** What was owed before the period's first day. */
  opening: string;
  /** Totals of the purchase orders committed in the period (cancelled ones left out). */
  ordered: string;
  /** Charged for goods received in the period. */
  received: string;
  /** Credited for goods returned in the period (positive). */
  returned: string;
  /** Paid in the period (payments, transfers, checks; net of reversed or bounced ones). */
  paid: string;
  /** Openings, adjustments and other reversals posted in the period (signed). */
  adjusted: string;
  /** Owed at the end of the period: opening + received - returned - paid + adjusted. */
  owed: string;
}

export interface SupplierPurchaseReport {
  rows: SupplierPurchaseRow[];
  total: number;
  /** Per currency, over every row. */
  totals: { currency: string; ordered: string; received: string; returned: string; paid: string; owed: string }[];
}
