import { z } from 'zod';
import { fromNotAfterTo, id, page, periodMessage, reportPeriod } from './stock-reports.js';

/**
 * The detail reports (issue 15, docs/report-details.md): every committed sale line of a period,
 * one customer's and one supplier's statement (opening balance, each movement with the running
 * balance, closing balance), and the money collected from customers / paid to suppliers. Days are
 * business days 'YYYY-MM-DD' in the company's time zone (SystemTimeZone), both ends inclusive;
 * money and quantities are decimal strings.
 */

/** The route names (page privileges) of the screens these calls serve. */
export const SALE_DETAIL_PAGE = 'ReportSaleDetail';
export const CUSTOMER_DETAIL_PAGE = 'ReportCustomerDetail';
export const SUPPLIER_DETAIL_PAGE = 'ReportSupplierDetail';
export const REPAYMENT_PAGE = 'ReportRepayment';

const currency = z.string().trim().regex(/^[A-Z]{3}$/);
const flag = z.enum(['true', 'false']).optional().transform((v) => v === 'true');

// ---- GET /be/api/report/sale-detail

export const SALE_DETAIL_SORTS = ['at', 'number', 'customer', 'product', 'salesperson', 'warehouse', 'quantity', 'price', 'discount', 'amount', 'cost', 'profit'] as const;
export type SaleDetailSort = (typeof SALE_DETAIL_SORTS)[number];

export const saleDetailQuery = z
  .object({
    ...reportPeriod,
    customerId: id.optional(),
    /** true: only sales without a customer. */
    walkIn: flag,
    productId: id.optional(),
    /** Code or name of the product contains this (case-insensitive). */
    product: z.string().trim().min(1).max(100).optional(),
    /** The category and every one below it. */
    categoryId: id.optional(),
    /** The user who committed the order. */
    salespersonId: id.optional(),
    warehouseId: id.optional(),
    /** true: only gift lines; false: no gift lines; left out: both. */
    gift: z.enum(['true', 'false']).optional(),
    sort: z.enum(SALE_DETAIL_SORTS).default('at'),
    desc: flag,
    ...page,
  })
  .strict()
  .refine(fromNotAfterTo, periodMessage)
  .refine((q) => !(q.walkIn && q.customerId), { message: 'either a customer or walk-in sales', path: ['walkIn'] });
export type SaleDetailQuery = z.infer<typeof saleDetailQuery>;

export interface SaleDetailRow {
  orderId: string;
  /** The order number (SO-...). */
  number: string;
  /** When the order was committed, and its business day. */
  at: string;
  day: string;
  /** Position of the line in the order (1-based). */
  line: number;
  customerId: string | null;
  customerCode: string | null;
  customerName: string | null;
  /** Who committed the order. */
  salespersonId: string;
  salespersonName: string | null;
  warehouseId: string;
  warehouseCode: string | null;
  productId: string;
  /** Product code and name as sold. */
  code: string;
  name: string;
  unit: string;
  /** In `unit`, and in base units. */
  quantity: string;
  baseQuantity: string;
  /** The order's currency; `price` (of one `unit`) and `amountInCurrency` are in it. */
  currency: string;
  price: string;
  /** Percent 0..100. */
  discount: string;
  gift: boolean;
  /** The line's amount net of its discount, before the order's tax, in the order's currency. */
  amountInCurrency: string;
  /** The same in the base currency (x the order's rate). */
  amount: string;
  /** Cost recorded when the goods left (base quantity x unit cost); null without the profit privilege. */
  cost: string | null;
  /** Revenue in the cost currency - cost; null without the profit privilege or without a rate to the cost currency. */
  profit: string | null;
}

export interface SaleDetailReport {
  rows: SaleDetailRow[];
  total: number;
  totals: { lines: number; orders: number; baseQuantity: string; giftQuantity: string; amount: string; cost: string | null; profit: string | null };
  /** The base currency of `amount`, and the cost currency of cost and profit. */
  currency: string;
  costCurrency: string;
}

// ---- GET /be/api/report/customer-detail and /supplier-detail (statements)

export const customerStatementQuery = z
  .object({ ...reportPeriod, customerId: id, currency: currency.optional(), ...page })
  .strict()
  .refine(fromNotAfterTo, periodMessage);
export type CustomerStatementQuery = z.infer<typeof customerStatementQuery>;

export const supplierStatementQuery = z
  .object({ ...reportPeriod, supplierId: id, currency: currency.optional(), ...page })
  .strict()
  .refine(fromNotAfterTo, periodMessage);
export type SupplierStatementQuery = z.infer<typeof supplierStatementQuery>;

/** What a statement line is, for both parties: what raised or lowered the balance. */
export const STATEMENT_GROUPS = ['sale', 'purchase', 'payment', 'return', 'other'] as const;
export type StatementGroup = (typeof STATEMENT_GROUPS)[number];

export interface StatementRow {
  /** Unique in the statement. */
  id: string;
  currency: string;
  day: string;
  /** The ledger's own kind (sale, salePayment, purchase, purchase-return, payment, reversal...). */
  kind: string;
  group: StatementGroup;
  /** The document: order number, receipt / return number, check number, payment reference. */
  document: string;
  method: string | null;
  note: string;
  /** Raises what the party owes / what is owed to it. */
  debit: string;
  /** Lowers it. */
  credit: string;
  /** The balance after the line (positive: the customer owes us / we owe the supplier). */
  balance: string;
}

export interface StatementCurrency {
  currency: string;
  /** Balance before the first day. */
  opening: string;
  /** Sales (customer) or goods received (supplier) in the period. */
  charged: string;
  /** Payments in the period, net of bounced or reversed ones. */
  paid: string;
  /** Sales taken back / goods returned to the supplier. */
  returned: string;
  /** Openings, adjustments, refunds and other postings (signed: + raises the balance). */
  other: string;
  /** Balance after the last day: opening + charged - paid - returned + other. */
  closing: string;
  lines: number;
}

export interface StatementReport {
  party: { id: string; code: string | null; name: string | null };
  /** Per currency the party has a ledger in. */
  currencies: StatementCurrency[];
  rows: StatementRow[];
  total: number;
}

// ---- GET /be/api/report/repayment

export const REPAYMENT_SIDES = ['customers', 'suppliers'] as const;
export type RepaymentSide = (typeof REPAYMENT_SIDES)[number];
export const REPAYMENT_GROUPS = ['day', 'party', 'method', 'account'] as const;
export type RepaymentGroup = (typeof REPAYMENT_GROUPS)[number];

export const repaymentQuery = z
  .object({
    ...reportPeriod,
    side: z.enum(REPAYMENT_SIDES).default('customers'),
    by: z.enum(REPAYMENT_GROUPS).default('day'),
    /** A customer (side customers) or a supplier (side suppliers). */
    partyId: id.optional(),
    currency: currency.optional(),
    ...page,
  })
  .strict()
  .refine(fromNotAfterTo, periodMessage);
export type RepaymentQuery = z.infer<typeof repaymentQuery>;

export interface RepaymentRow {
  /** The day, party id ('' = walk-in sale), method or account id ('' = no account) of the group. */
  key: string;
  /** The party's code or the account's name; null for days and methods. */
  code: string | null;
  name: string | null;
  currency: string;
  /** Payments counted (a reversal or bounce counts -1). */
  payments: number;
  amount: string;
  /** In the base currency at the rate in force at the end of each payment's day; null when a rate is missing. */
  baseAmount: string | null;
}

export interface RepaymentReport {
  rows: RepaymentRow[];
  total: number;
  totals: { currency: string; amount: string; payments: number }[];
  /** Every row in the base currency; `unconverted` payments had no rate and are left out of it. */
  base: { currency: string; amount: string; unconverted: number };
}

// ---- GET /be/api/report/detail-filters

/** The choices of the detail reports' filters (ids with code and name only). */
export interface DetailFilters {
  customers: { id: string; code: string; name: string }[];
  salespeople: { id: string; name: string }[];
  categories: { id: string; name: string }[];
}
