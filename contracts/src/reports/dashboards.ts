import { z } from 'zod';
import type { SaleDayRow, SaleGroupRow, VisibleFigures } from './sale-facts.js';

/**
 * The /main-control dashboards (docs/dashboards.md): boss view, top sellers, unsalable stock.
 * Figures come from the sale-facts read model (amounts in the company's base currency; revenue,
 * cost and profit in the cost currency) and the stock read models (stock value in the cost
 * currency). Decimal strings throughout.
 */

const day = z.iso.date('a date as YYYY-MM-DD');
const id = z.string().trim().min(1).max(100);

// ---------------------------------------------------------------------------------------------
// Boss view
// ---------------------------------------------------------------------------------------------

export const bossViewQuery = z
  .object({
    /** The business day the view is "as of" (default: today in the company's time zone). */
    day: day.optional(),
  })
  .strict();
export type BossViewQuery = z.infer<typeof bossViewQuery>;

/** Days of the boss view's chart (the last N business days up to the view's day). */
export const BOSS_VIEW_CHART_DAYS = 30;
/** Products listed in the boss view's top products. */
export const BOSS_VIEW_TOP = 10;

export interface PeriodFigures {
  from: string;
  to: string;
  /** Sales in the base currency (line amounts net of line discounts, before tax). */
  amount: string;
  /** Gross profit in the cost currency (lines whose revenue is known); null for who may not see profit. */
  profit: string | null;
  /** Base units sold (gifts left out). */
  quantity: string;
  /** Committed orders with at least one line in the period. */
  orders: number;
  /** Lines whose profit is unknown (no rate to the cost currency). */
  unknownLines: number;
}

export interface Receivable {
  currency: string;
  /** What customers still owe on committed orders, in that currency. */
  outstanding: string;
  /** Orders with something owed. */
  orders: number;
}

/** A group's sales; revenue, cost and profit null for who may not see profit (PROFIT_ACCESS). */
export type VisibleGroupRow = Omit<SaleGroupRow, 'revenue' | 'cost' | 'profit'> & VisibleFigures;
export type VisibleDayRow = Omit<SaleDayRow, 'cost' | 'profit'> & { cost: string | null; profit: string | null };

export interface BossView {
  day: string;
  /** Whether the caller may see cost and profit (Root, Admin, the ReportProfit privilege). */
  seesProfit: boolean;
  baseCurrency: string;
  costCurrency: string;
  today: PeriodFigures;
  /** The seven days before the view's day and the day itself (the date filters' "week"). */
  week: PeriodFigures;
  /** From the first of the view's month to its day. */
  month: PeriodFigures;
  /** This month's best sellers by amount. */
  topProducts: VisibleGroupRow[];
  /** This month per warehouse and per salesperson (the user who committed), by amount. */
  byWarehouse: VisibleGroupRow[];
  bySalesperson: VisibleGroupRow[];
  /** One row per business day of the chart, oldest first, days without sales as zeros. */
  days: VisibleDayRow[];
  /** What customers owe on committed orders, per currency (the orders not fully paid). */
  receivables: Receivable[];
}

// ---------------------------------------------------------------------------------------------
// Top sellers
// ---------------------------------------------------------------------------------------------

export const TOP_SALE_RANKS = ['amount', 'quantity', 'profit'] as const;
export type TopSaleRank = (typeof TOP_SALE_RANKS)[number];

export const topSaleQuery = z
  .object({
    from: day,
    to: day,
    by: z.enum(TOP_SALE_RANKS).default('amount'),
    warehouseId: id.optional(),
    /** The category and its sub-categories. */
    categoryId: id.optional(),
    limit: z.coerce.number().int().min(1).max(500).default(50),
  })
  .strict()
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['to'] });
export type TopSaleQuery = z.infer<typeof topSaleQuery>;

export type TopSaleRow = VisibleGroupRow & { rank: number };

export interface TopSaleList {
  /** Whether the caller may see cost and profit; ranking by profit without it ranks by amount. */
  seesProfit: boolean;
  baseCurrency: string;
  costCurrency: string;
  rows: TopSaleRow[];
  /** Products sold in the period (all of them, not only the ones listed). */
  total: number;
}

// ---------------------------------------------------------------------------------------------
// Unsalable stock
// ---------------------------------------------------------------------------------------------

export const unsalableQuery = z
  .object({
    /** No sale for at least this many days (default 60). */
    days: z.coerce.number().int().min(1).max(3650).default(60),
    /** Also list products whose sell-through over those days is below this whole percent. */
    sellThrough: z.coerce.number().int().min(0).max(100).optional(),
    warehouseId: id.optional(),
    /** As of this business day (default today). */
    day: day.optional(),
    limit: z.coerce.number().int().min(1).max(1000).default(200),
  })
  .strict();
export type UnsalableQuery = z.infer<typeof unsalableQuery>;

export interface UnsalableRow {
  productId: string;
  code: string;
  name: string;
  /** Base units on hand (in the warehouse asked, or in all). */
  onHand: string;
  /** Stock value in the cost currency. */
  stockValue: string;
  /** Base units sold over the window. */
  sold: string;
  /** Whole percent sold / (sold + on hand) over the window. */
  sellThrough: number;
  /** The last business day the product sold (anywhere), null: never. */
  lastSaleDay: string | null;
  /** Days since that day, null: never sold. */
  daysSinceSale: number | null;
  /** Why it is listed: no sale for the days asked, or a low sell-through. */
  reason: 'noSale' | 'lowSellThrough';
}

export interface UnsalableList {
  day: string;
  /** The window: [from, day]. */
  from: string;
  costCurrency: string;
  rows: UnsalableRow[];
  total: number;
  /** Sum of the stock value of every product listed (all pages). */
  stockValue: string;
}

// ---------------------------------------------------------------------------------------------
// AI purchase (smart purchase)
// ---------------------------------------------------------------------------------------------

const days = (max: number, dflt: number) => z.coerce.number().int().min(0).max(max).default(dflt);

export const aiPurchaseQuery = z
  .object({
    /** The warehouse to buy for: its sales, stock and open purchase lines. */
    warehouseId: id,
    /** Demand is the average per day over this many business days up to `day` (default 30). */
    windowDays: z.coerce.number().int().min(1).max(365).default(30),
    /** Days from ordering to receiving (the catalogue keeps no lead time per supplier: one for all). */
    leadDays: days(365, 7),
    /** Days of sales the order should cover after it arrives. */
    coverDays: days(365, 14),
    /** Safety stock, in days of average demand. */
    safetyDays: days(365, 7),
    day: day.optional(),
    /** false: also the products that need nothing (suggested 0). */
    onlyNeeded: z.enum(['true', 'false']).default('true'),
  })
  .strict();
export type AiPurchaseQuery = z.infer<typeof aiPurchaseQuery>;

/** One product's suggestion with every figure it was worked out from (the reasoning shown beside it). */
export interface AiPurchaseLine {
  productId: string;
  code: string;
  name: string;
  /** Base units sold in the warehouse over the window. */
  sold: string;
  windowDays: number;
  /** sold / windowDays (4 decimals shown; the suggestion uses the exact quotient). */
  averageDaily: string;
  leadDays: number;
  coverDays: number;
  safetyDays: number;
  /** averageDaily x (leadDays + coverDays). */
  demand: string;
  /** averageDaily x safetyDays. */
  safetyStock: string;
  onHand: string;
  /** Open quantity on committed purchase orders for this warehouse. */
  onOrder: string;
  /** demand + safety stock - on hand - on order, rounded up to whole base units, never below 0. */
  suggested: string;
  /** The last purchase of the product (any supplier): who, in which packing, at what price. */
  supplierId: string | null;
  supplierName: string;
  lastUnit: string | null;
  lastUnitPrice: string | null;
  lastCurrency: string | null;
}

export interface AiPurchaseList {
  day: string;
  from: string;
  warehouseId: string;
  lines: AiPurchaseLine[];
}

// ---------------------------------------------------------------------------------------------
// Warehouse dashboard
// ---------------------------------------------------------------------------------------------

export const warehouseDashboardQuery = z.object({ day: day.optional() }).strict();
export type WarehouseDashboardQuery = z.infer<typeof warehouseDashboardQuery>;

export interface WarehouseDashboardRow {
  warehouseId: string;
  code: string;
  name: string;
  /** Stock value now, in the cost currency; null for who may not see cost. */
  stockValue: string | null;
  productsInStock: number;
  /** Products at zero or below in the warehouse. */
  outOfStock: number;
  /** Products below the minimum of their stock level. */
  belowMinimum: number;
  /** The day's movements in and out: lines and base units. */
  inLines: number;
  inQuantity: string;
  outLines: number;
  outQuantity: string;
  /** The day's sales in the base currency and orders. */
  salesAmount: string;
  salesOrders: number;
}

export interface WarehouseDashboard {
  day: string;
  baseCurrency: string;
  costCurrency: string;
  seesCost: boolean;
  rows: WarehouseDashboardRow[];
}
