import { z } from 'zod';
import { businessDay, fromNotAfterTo, id, page, periodMessage, reportPeriod } from './stock-reports.js';

/**
 * Customer insight, target completion and the two recommendation dashboards (issue 15,
 * docs/report-insight.md): ReportInsight (RFM segments), ReportCompletion (sales targets per
 * salesperson and month against the sale facts), Recommend (what to offer a customer) and
 * RecommendSupplier (which supplier to buy a product from). Amounts are decimal strings in the
 * company's base currency (sale facts) or its cost currency (purchases); days are business days.
 */

/** The route names (page privileges) of the screens these calls serve. RecommendSupplier is governed by Recommend (product description, section 6). */
export const INSIGHT_PAGE = 'ReportInsight';
export const COMPLETION_PAGE = 'ReportCompletion';
export const RECOMMEND_PAGE = 'Recommend';

// ---------------------------------------------------------------------------------------------
// Sales targets (the write side of ReportCompletion)
// ---------------------------------------------------------------------------------------------

export const SALES_TARGETS_READ_MODEL = 'sales-targets';
/** A month written 'YYYY-MM'. */
export const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected a month written YYYY-MM');
/** One stream per month, salesperson and scope (a warehouse, or the whole company). */
export const salesTargetStreamId = (m: string, salespersonId: string, warehouseId: string | null) => `sales-target-${m}-${salespersonId}-${warehouseId ?? 'all'}`;

/** A salesperson's target for a month (in one warehouse, or the whole company when warehouseId is null); 0 clears it. */
export interface SalesTargetSet {
  type: 'SalesTargetSet';
  data: { month: string; salespersonId: string; warehouseId: string | null; amount: string; previousAmount: string | null; currency: string };
}
export type SalesTargetEvent = SalesTargetSet;
export const SALES_TARGET_EVENT_TYPES = ['SalesTargetSet'] as const;

/** PUT /be/api/report/completion/targets: a target in the base currency, at most 2 decimals; 0 clears it. */
export const setSalesTargetBody = z
  .object({
    commandId: z.uuid().optional(),
    month,
    salespersonId: id,
    warehouseId: id.nullable().default(null),
    amount: z.string().trim().regex(/^\d{1,12}(\.\d{1,2})?$/, 'an amount such as 15000 or 15000.50, not negative'),
  })
  .strict();
export type SetSalesTargetBody = z.infer<typeof setSalesTargetBody>;

/** GET /be/api/report/completion: one month (default this month), optionally one warehouse. */
export const completionQuery = z.object({ month: month.optional(), warehouseId: id.optional() }).strict();
export type CompletionQuery = z.infer<typeof completionQuery>;

/** GET /be/api/report/completion/history: every change of the month's targets, newest first. */
export const targetHistoryQuery = z.object({ month, salespersonId: id.optional() }).strict();
export type TargetHistoryQuery = z.infer<typeof targetHistoryQuery>;

export interface CompletionRow {
  salespersonId: string;
  username: string;
  name: string;
  /** The month's target in the scope asked; null when none is set. */
  target: string | null;
  /** Sales (sale facts) of the month so far in the scope. */
  actual: string;
  /** actual / target as a whole percent (money.ts wholePercent); null without a target. */
  completion: number | null;
  /** target x the month's elapsed share: where the salesperson should be today; null without a target. */
  expected: string | null;
  /** actual - expected (negative: behind pace). */
  gap: string | null;
  /** actual / elapsed share: the month's sales if the pace so far holds; null before the month starts. */
  projected: string | null;
  /** 'ahead' (at or above expected), 'behind', or 'noTarget'. */
  pace: 'ahead' | 'behind' | 'noTarget';
}

export interface CompletionReport {
  month: string;
  /** The day the month is measured at: its last day when past, today when current, the day before its first when future. */
  asOf: string;
  /** Days of the month, and those elapsed up to asOf (calendar days in the company's time zone). */
  days: number;
  elapsedDays: number;
  /** elapsedDays / days, 4 decimals (0.5000 = half the month). */
  elapsedShare: string;
  currency: string;
  rows: CompletionRow[];
  totals: { target: string; actual: string; completion: number | null; expected: string };
}

export interface SalesTargetChange {
  month: string;
  salespersonId: string;
  salespersonName: string;
  warehouseId: string | null;
  warehouseName: string | null;
  amount: string;
  previousAmount: string | null;
  currency: string;
  setBy: string;
  setByName: string;
  setAt: string;
}

/** The salespeople a target may be set for (active users). */
export interface Salesperson {
  id: string;
  username: string;
  name: string;
}

// ---------------------------------------------------------------------------------------------
// Customer insight (RFM)
// ---------------------------------------------------------------------------------------------

export const RFM_SEGMENTS = ['champions', 'loyal', 'promising', 'new', 'atRisk', 'hibernating', 'lost'] as const;
export type RfmSegment = (typeof RFM_SEGMENTS)[number];

/** GET /be/api/report/insight: the period (default: the 90 days up to today) against the period of equal length before it. */
export const insightQuery = z
  .object({ ...reportPeriod, segment: z.enum(RFM_SEGMENTS).optional(), ...page })
  .strict()
  .refine(fromNotAfterTo, periodMessage);
export type InsightQuery = z.infer<typeof insightQuery>;

export interface InsightRow {
  customerId: string;
  code: string;
  name: string;
  segment: RfmSegment;
  /** Days from the last purchase (in the period; for a lost customer, ever) to the period's end. */
  recency: number;
  /** Orders in the period. */
  frequency: number;
  /** Sales in the period (base currency). */
  monetary: string;
  /** Scores 1-5 (5 best) among the customers who bought in the period; null for a lost customer. */
  r: number | null;
  f: number | null;
  m: number | null;
  lastDay: string;
  firstDay: string;
  previousOrders: number;
  previousAmount: string;
  /** monetary - previousAmount. */
  change: string;
  /** change / previousAmount x 100, 1 decimal; null when nothing was bought before. */
  changePercent: string | null;
}

export interface InsightSegmentCount {
  segment: RfmSegment;
  customers: number;
  amount: string;
  previousAmount: string;
}

export interface InsightReport {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  currency: string;
  /** Every segment, in RFM_SEGMENTS order, zeros included. */
  segments: InsightSegmentCount[];
  rows: InsightRow[];
  total: number;
}

// ---------------------------------------------------------------------------------------------
// Recommend: what to offer a customer
// ---------------------------------------------------------------------------------------------

/** GET /be/api/report/dashboards/recommend */
export const recommendQuery = z
  .object({
    customerId: id,
    /** Co-purchase looks at the business days [day - days + 1, day] (default 180). */
    days: z.coerce.number().int().min(1).max(3650).default(180),
    day: businessDay.optional(),
    limit: z.coerce.number().int().min(1).max(200).default(20),
  })
  .strict();
export type RecommendQuery = z.infer<typeof recommendQuery>;

export interface ProductRef {
  productId: string;
  code: string;
  name: string;
}

/** A product the customer never bought, bought by customers who buy what the customer buys. */
export interface OfferLine extends ProductRef {
  /** Sum of the similarities (shared products / products of either) of the similar customers who bought it; 4 decimals. */
  score: string;
  /** Similar customers who bought it. */
  buyers: number;
  /** The customer's own products those buyers bought most too (at most 3): the link. */
  via: ProductRef[];
}

/** A product the customer buys regularly and has not bought for longer than usual. */
export interface LapsedLine extends ProductRef {
  /** Business days it was bought on. */
  purchases: number;
  /** Average days between those purchases, 1 decimal. */
  interval: string;
  lastDay: string;
  daysSince: number;
  /** Base units bought over all those purchases. */
  quantity: string;
}

export interface Recommendation {
  customerId: string;
  code: string;
  name: string;
  day: string;
  from: string;
  /** Customers who bought at least one of the customer's products in the window. */
  similarCustomers: number;
  offer: OfferLine[];
  lapsed: LapsedLine[];
}

/** GET /be/api/report/dashboards/recommend/customers: the customers with sales, to choose from. */
export interface RecommendCustomer {
  id: string;
  code: string;
  name: string;
  lastDay: string;
}

// ---------------------------------------------------------------------------------------------
// RecommendSupplier: which supplier to buy from
// ---------------------------------------------------------------------------------------------

export const SUPPLIER_RANK_GROUPS = ['product', 'category'] as const;

/** GET /be/api/report/dashboards/recommend-supplier */
export const recommendSupplierQuery = z
  .object({
    by: z.enum(SUPPLIER_RANK_GROUPS).default('product'),
    productId: id.optional(),
    categoryId: id.optional(),
    /** Product code or name contains this. */
    search: z.string().trim().max(100).optional(),
    /** Purchases received in the business days [day - days + 1, day] (default 365). */
    days: z.coerce.number().int().min(1).max(3650).default(365),
    day: businessDay.optional(),
    ...page,
  })
  .strict();
export type RecommendSupplierQuery = z.infer<typeof recommendSupplierQuery>;

export const SUPPLIER_REASONS = ['onlySupplier', 'cheapest', 'fastest', 'fewestReturns', 'pricier', 'slower', 'highReturns', 'priceRising'] as const;
export type SupplierReason = (typeof SUPPLIER_REASONS)[number];

export interface SupplierRankRow {
  /** The product, or the category ('' = products without one). */
  key: string;
  code: string;
  name: string;
  rank: number;
  supplierId: string;
  supplierCode: string;
  supplierName: string;
  /** Products bought from the supplier in the group (1 per product). */
  products: number;
  /** Base units received and sent back over the window. */
  received: string;
  returned: string;
  /** returned / received x 100, 1 decimal. */
  returnsShare: string;
  /** Per base unit in the cost currency, 4 decimals: the latest receipt's and the average over the window (by product only; null by category). */
  lastCost: string | null;
  averageCost: string | null;
  /** The supplier's average cost against the cheapest supplier's (100 = the cheapest), 1 decimal; by category the mean over its products. */
  priceIndex: string;
  /** Average days from the order's commit to its first receipt, 1 decimal; null when unknown. */
  leadDays: string | null;
  /** Orders received from the supplier in the window. */
  orders: number;
  lastReceived: string;
  /** What ranks it where it is, strongest first. */
  reasons: SupplierReason[];
}

export interface SupplierRanking {
  by: 'product' | 'category';
  from: string;
  to: string;
  currency: string;
  rows: SupplierRankRow[];
  total: number;
}
