import { z } from 'zod';

/**
 * Sales analysis figures (docs/sale-reports.md "Sale facts"). Built by the read model `sale-facts`
 * from committed sale orders: what was sold per business day, product, warehouse, customer and
 * salesperson. Decimal strings; amounts in the company's base currency, revenue, cost and profit
 * in the cost currency (docs/costing.md).
 */
export const SALE_FACTS_READ_MODEL = 'sale-facts';

/** Period in business days (company time zone), both ends included, plus optional filters. */
export interface SaleFactFilter {
  from: string;
  to: string;
  warehouseId?: string;
  /** '' = sales without a customer (walk-in). */
  customerId?: string;
  /** The user who committed the order. */
  salespersonId?: string;
  productId?: string;
  /** The category and its sub-categories. */
  categoryId?: string;
}

export interface SaleFigures {
  /** Base units sold, gifts left out. */
  quantity: string;
  /** Base units given away as gifts. */
  giftQuantity: string;
  /** Line amounts net of line discounts, before the order's tax, in the base currency. */
  amount: string;
  /** The same in the cost currency, over the lines whose rate to it was known. */
  revenue: string;
  /** Cost of the goods (gifts included) recorded when they left: the moving average then. */
  cost: string;
  /** revenue - cost over the lines whose revenue is known. */
  profit: string;
  /** Sale lines counted. */
  lines: number;
  /** Lines whose revenue is unknown (no rate to the cost currency): left out of revenue and profit. */
  unknownLines: number;
}

export const SALE_GROUP_BYS = ['product', 'category', 'customer', 'salesperson', 'warehouse', 'day', 'month'] as const;
export type SaleGroupBy = (typeof SALE_GROUP_BYS)[number];
export const SALE_SORTS = ['quantity', 'amount', 'cost', 'profit', 'key'] as const;
export type SaleSort = (typeof SALE_SORTS)[number];

export interface SaleGroupRow extends SaleFigures {
  /** The group's id (product, category, customer, user, warehouse id; the day or month). */
  key: string;
  /** Product / customer / warehouse code, user name; '' where the group has none. */
  code: string;
  name: string;
}

export interface SaleDayRow {
  day: string;
  quantity: string;
  amount: string;
  cost: string;
  profit: string;
}

// ---- GET /be/api/report/sales (docs/sale-reports.md "Sale reports")

/** The report screens the sales figures serve: any of their page privileges opens the call. */
export const SALE_REPORT_PAGES = [
  'ReportSale', 'ReportSalesAnalysis', 'ReportProductSale', 'ReportCategorySale', 'ReportCustomer', 'ReportEmployeeSale',
  'ReportWarehouseSale', 'ReportPerformance', 'ReportPieChart',
] as const;

const day = z.iso.date('a date as YYYY-MM-DD');
const id = z.string().trim().min(1).max(64);
/** No `from`: since the first sale; no `to`: up to the last. */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2999-12-31';

export const saleReportQuery = z
  .object({
    by: z.enum(SALE_GROUP_BYS).default('product'),
    from: day.default(FIRST_DAY),
    to: day.default(LAST_DAY),
    warehouseId: id.optional(),
    customerId: id.optional(),
    /** true: only sales without a customer. */
    walkIn: z.enum(['true', 'false']).optional().transform((v) => v === 'true'),
    salespersonId: id.optional(),
    productId: id.optional(),
    categoryId: id.optional(),
    sort: z.enum(SALE_SORTS).default('amount'),
    /** 'false': smallest first (key: A to Z). Default: largest first, keys A to Z. */
    desc: z.enum(['true', 'false']).optional().transform((v) => (v === undefined ? undefined : v === 'true')),
    limit: z.coerce.number().int().min(1).max(5000).default(100),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['to'] })
  .refine((q) => !(q.walkIn && q.customerId), { message: 'either a customer or walk-in sales', path: ['walkIn'] });
export type SaleReportQuery = z.infer<typeof saleReportQuery>;

/** Figures the caller may not see (cost, revenue, profit without the profit report's privilege) are null. */
export type VisibleFigures = Omit<SaleFigures, 'revenue' | 'cost' | 'profit'> & { revenue: string | null; cost: string | null; profit: string | null };

export interface SaleReport {
  totals: VisibleFigures & { orders: number | null };
  rows: (Omit<SaleGroupRow, 'revenue' | 'cost' | 'profit'> & VisibleFigures)[];
  /** Number of groups. */
  total: number;
  /** The base currency amounts are in, and the cost currency of revenue, cost and profit. */
  currency: string;
  costCurrency: string;
}

/** GET /be/api/report/sales/days: one row per business day with sales, for charts. */
export const saleDaysQuery = z
  .object({
    from: day.default(FIRST_DAY),
    to: day.default(LAST_DAY),
    warehouseId: id.optional(),
    customerId: id.optional(),
    salespersonId: id.optional(),
    productId: id.optional(),
    categoryId: id.optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['to'] });
export type SaleDaysQuery = z.infer<typeof saleDaysQuery>;
