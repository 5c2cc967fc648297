import { z } from 'zod';
import { daysBetween, isBusinessDay } from '../platform/company-time.js';
import { isDecimalString } from '../platform/money.js';

/**
 * The heavy-report queue (spec section 7: POST /api/report/ai/{trend,abc,price-dist}/queue): ABC
 * analysis, price bands and the sales trend, computed by a queue job from the sale-facts read
 * model. The bodies the three calls take, the results the jobs keep, and the job list.
 */

export const REPORT_JOB_KINDS = ['abc', 'price-dist', 'trend'] as const;
export type ReportJobKind = (typeof REPORT_JOB_KINDS)[number];
/** Queue job name of each kind (services/src/jobs.ts registers them). */
export const REPORT_JOB_NAMES: Record<ReportJobKind, string> = { abc: 'reports.abc', 'price-dist': 'reports.price-dist', trend: 'reports.trend' };
export const reportKindOfJob = (name: string): ReportJobKind | null => (Object.entries(REPORT_JOB_NAMES).find(([, n]) => n === name)?.[0] as ReportJobKind | undefined) ?? null;

/** Longest period a report job takes: about three years of business days. */
export const MAX_REPORT_DAYS = 1100;

const day = z.string().trim().refine(isBusinessDay, 'a business day YYYY-MM-DD');
const id = z.string().trim().min(1).max(100);

/** What every report job is narrowed by, besides the period (all optional). */
export const reportFilters = {
  warehouseId: id.optional(),
  customerId: z.string().trim().max(100).optional(),
  salespersonId: id.optional(),
  productId: id.optional(),
  categoryId: id.optional(),
};

const periodRule = <T extends { from: string; to: string }>(b: T) => !isBusinessDay(b.from) || !isBusinessDay(b.to) || (b.from <= b.to && daysBetween(b.from, b.to) < MAX_REPORT_DAYS);
const periodMessage = { message: `from must not be after to, and a period of at most ${MAX_REPORT_DAYS} days`, path: ['to'] };

export const ABC_MEASURES = ['amount', 'profit', 'quantity'] as const;
export type AbcMeasure = (typeof ABC_MEASURES)[number];

/** A percentage 0 < p <= 100 with at most 2 decimals. */
const percent = z.coerce.number().gt(0).max(100).refine((n) => Math.round(n * 100) === n * 100, 'at most two decimals');

export const abcQueueBody = z
  .object({
    from: day,
    to: day,
    measure: z.enum(ABC_MEASURES).default('amount'),
    /** Class A holds the products that make the first `a` % of the measure, B up to `b` %, C the rest. */
    cutoffs: z.object({ a: percent, b: percent }).strict().default({ a: 80, b: 95 }),
    ...reportFilters,
  })
  .strict()
  .refine(periodRule, periodMessage)
  .refine((b) => b.cutoffs.a < b.cutoffs.b, { message: 'cut-off A must be below cut-off B', path: ['cutoffs', 'b'] });
export type AbcQueueBody = z.infer<typeof abcQueueBody>;

const price = z
  .string()
  .trim()
  .refine((v) => isDecimalString(v) && Number(v) > 0 && !/\.\d{5,}$/.test(v), 'a price above 0 with at most 4 decimals');

export const priceDistQueueBody = z
  .object({
    from: day,
    to: day,
    /** Upper bounds of the bands, ascending: [10, 50] gives 0-10, 10-50 and 50 and above. */
    bounds: z.array(price).min(1).max(30),
    ...reportFilters,
  })
  .strict()
  .refine(periodRule, periodMessage)
  .refine((b) => b.bounds.every((v, i) => i === 0 || Number(v) > Number(b.bounds[i - 1])), { message: 'the band bounds must rise', path: ['bounds'] });
export type PriceDistQueueBody = z.infer<typeof priceDistQueueBody>;

export const TREND_GRANULARITIES = ['day', 'month'] as const;
export type TrendGranularity = (typeof TREND_GRANULARITIES)[number];

export const trendQueueBody = z
  .object({
    from: day,
    to: day,
    granularity: z.enum(TREND_GRANULARITIES).default('day'),
    ...reportFilters,
  })
  .strict()
  .refine(periodRule, periodMessage);
export type TrendQueueBody = z.infer<typeof trendQueueBody>;

export type ReportParams = AbcQueueBody | PriceDistQueueBody | TrendQueueBody;

// ---- results (money in the base currency, decimal strings; shares in percent, 2 decimals) ----

export type AbcClass = 'A' | 'B' | 'C';
export interface AbcRow {
  rank: number;
  productId: string;
  code: string;
  name: string;
  quantity: string;
  amount: string;
  profit: string;
  /** The chosen measure's figure for this product. */
  value: string;
  /** Its share of the total, in percent (2 decimals). */
  share: string;
  /** Share of this product and every product ranked above it. */
  cumulativeShare: string;
  class: AbcClass;
}
export interface AbcClassSummary {
  class: AbcClass;
  products: number;
  value: string;
  share: string;
}
export interface AbcResult {
  kind: 'abc';
  measure: AbcMeasure;
  cutoffs: { a: number; b: number };
  /** Sum of the positive values (what the shares are of). */
  total: string;
  classes: AbcClassSummary[];
  rows: AbcRow[];
}

export interface PriceBand {
  /** Inclusive lower bound. */
  from: string;
  /** Exclusive upper bound; null for the last band. */
  to: string | null;
  products: number;
  quantity: string;
  amount: string;
  profit: string;
  /** Share of the amount, in percent (2 decimals). */
  amountShare: string;
}
export interface PriceDistResult {
  kind: 'price-dist';
  bands: PriceBand[];
  /** Products sold but with no units left (returns only): no price to band them by. */
  unpriced: number;
}

export interface TrendPoint {
  /** YYYY-MM-DD (day) or YYYY-MM (month). */
  period: string;
  quantity: string;
  amount: string;
  profit: string;
}
export interface TrendTotals {
  quantity: string;
  amount: string;
  profit: string;
}
export interface TrendChange {
  /** This period minus the previous one. */
  difference: string;
  /** In percent (2 decimals) of the previous period; null when it was 0. */
  percent: string | null;
}
export interface TrendResult {
  kind: 'trend';
  granularity: TrendGranularity;
  points: TrendPoint[];
  totals: TrendTotals;
  previous: { from: string; to: string; totals: TrendTotals };
  change: { quantity: TrendChange; amount: TrendChange; profit: TrendChange };
}

export type ReportResult = AbcResult | PriceDistResult | TrendResult;

// ---- the job list ----

export type ReportJobState = 'waiting' | 'active' | 'completed' | 'failed' | 'cancelled' | 'delayed' | 'unknown';
export interface ReportJob {
  id: string;
  kind: ReportJobKind;
  state: ReportJobState;
  progress: number;
  params: Record<string, unknown>;
  userId?: string;
  createdAt: string;
  finishedAt?: string;
  error?: string;
}

export const reportJobsQuery = z
  .object({
    kind: z.enum(REPORT_JOB_KINDS).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
export type ReportJobsQuery = z.infer<typeof reportJobsQuery>;

/** How long finished report jobs and their results are kept. */
export const REPORT_KEEP_DAYS = 7;
