import { z } from 'zod';
import type { UnsalableRow } from './dashboards.js';
import { businessDay, fromNotAfterTo, id, page, periodMessage, reportPeriod } from './stock-reports.js';

/**
 * Slow moving, pure profit, shelf life and gift reports (issue 15, docs/report-stock-profit.md).
 * Days are business days 'YYYY-MM-DD' in the company's time zone, both ends inclusive; quantities
 * base units and money decimal strings (stock value in the cost currency, pure profit in the base
 * currency).
 */

/** The route names (page privileges) of the screens these calls serve. */
export const SLOW_MOVING_PAGE = 'ReportSlowMoving';
export const PURE_PROFIT_PAGE = 'ReportPureProfit';
export const SHELF_LIFE_PAGE = 'ReportShelfLife';
export const GIFT_PAGE = 'ReportGift';

// ---------------------------------------------------------------------------------------------
// Slow moving
// ---------------------------------------------------------------------------------------------

export const SLOW_MOVING_BYS = ['product', 'warehouse'] as const;

/** GET /be/api/report/slow-moving */
export const slowMovingQuery = z
  .object({
    /** No sale for at least this many days (the window: these days up to and including `day`). */
    days: z.coerce.number().int().min(1).max(3650).default(90),
    /** Also list products whose sell-through over the window is below this whole percent. */
    sellThrough: z.coerce.number().int().min(0).max(100).optional(),
    /** product: one row per product (stock of every warehouse, or of the one asked); warehouse: per product x warehouse. */
    by: z.enum(SLOW_MOVING_BYS).default('product'),
    warehouseId: id.optional(),
    categoryId: id.optional(),
    /** As of this business day (default today). */
    day: businessDay.optional(),
    ...page,
  })
  .strict();
export type SlowMovingQuery = z.infer<typeof slowMovingQuery>;

/** The unsalable-stock dashboard's row, with the product's category, the warehouse (by=warehouse) and the last receipt. */
export interface SlowMovingRow extends UnsalableRow {
  categoryName: string | null;
  /** by=warehouse: the warehouse; by=product: null. */
  warehouseId: string | null;
  warehouseCode: string | null;
  warehouseName: string | null;
  /** The business day of the last purchase receipt (null: never received). */
  lastReceiptDay: string | null;
}

export interface SlowMovingReport {
  day: string;
  from: string;
  costCurrency: string;
  rows: SlowMovingRow[];
  total: number;
  totals: { onHand: string; stockValue: string };
}

// ---------------------------------------------------------------------------------------------
// Pure profit
// ---------------------------------------------------------------------------------------------

export const PURE_PROFIT_BYS = ['month', 'day'] as const;

/** GET /be/api/report/pure-profit */
export const pureProfitQuery = z
  .object({ ...reportPeriod, by: z.enum(PURE_PROFIT_BYS).default('month') })
  .strict()
  .refine(fromNotAfterTo, periodMessage);
export type PureProfitQuery = z.infer<typeof pureProfitQuery>;

export interface PureProfitFigures {
  /** Sales (line amounts net of discounts, before tax), base currency. */
  sales: string;
  /** Cost of the goods that left with them (gifts included), in the base currency. */
  cost: string;
  /** sales - cost. */
  grossProfit: string;
  /** Income entries booked in finance (not sales), base currency. */
  otherIncome: string;
  /** Expense entries booked in finance, base currency. */
  expenses: string;
  /** grossProfit + otherIncome - expenses. */
  netProfit: string;
  /** netProfit / sales x 100, 2 decimals; null without sales. */
  margin: string | null;
}

export interface PureProfitRow extends PureProfitFigures {
  /** 'YYYY-MM' (by month) or 'YYYY-MM-DD' (by day). */
  period: string;
}

export interface PureProfitClassRow {
  classId: string;
  /** The class's path in its tree ("Rent / Shop"). */
  name: string | null;
  direction: 'income' | 'expense';
  entries: number;
  /** Base currency. */
  amount: string;
}

/** Money that could not be converted into the base currency (no rate as of its time): left out of the figures. */
export interface PureProfitUnconverted {
  currency: string;
  amount: string;
  /** Finance entries, or days of sale cost (cost currency), left out. */
  count: number;
}

export interface PureProfitReport {
  currency: string;
  rows: PureProfitRow[];
  classes: PureProfitClassRow[];
  totals: PureProfitFigures;
  unconverted: PureProfitUnconverted[];
}

// ---------------------------------------------------------------------------------------------
// Shelf life
// ---------------------------------------------------------------------------------------------

export const SHELF_LIFE_STATUSES = ['expired', 'expiring', 'fine'] as const;
export type ShelfLifeStatus = (typeof SHELF_LIFE_STATUSES)[number];

/** GET /be/api/report/shelf-life */
export const shelfLifeQuery = z
  .object({
    /** "Expiring": at most this many days left (default 30). */
    within: z.coerce.number().int().min(0).max(3650).default(30),
    status: z.enum(SHELF_LIFE_STATUSES).optional(),
    warehouseId: id.optional(),
    productId: id.optional(),
    categoryId: id.optional(),
    /** As of this business day (default today); the stock is the stock now. */
    day: businessDay.optional(),
    ...page,
  })
  .strict();
export type ShelfLifeQuery = z.infer<typeof shelfLifeQuery>;

export interface ShelfLifeRow {
  productId: string;
  code: string | null;
  name: string | null;
  unitLabel: string;
  warehouseId: string;
  warehouseCode: string | null;
  warehouseName: string | null;
  shelfLifeDays: number;
  /** The business day the part came in, its movement kind ('receipt', 'transfer-in'...) and document number. */
  receivedDay: string;
  kind: string;
  document: string;
  /** Base units of the stock on hand that came in with it (first in, first out). */
  quantity: string;
  /** quantity x the product's unit cost now (cost currency). */
  value: string;
  /** receivedDay + shelfLifeDays. */
  expiryDay: string;
  /** expiryDay - the report's day (negative: past). */
  daysLeft: number;
  status: ShelfLifeStatus;
}

export interface ShelfLifeReport {
  day: string;
  within: number;
  costCurrency: string;
  rows: ShelfLifeRow[];
  total: number;
  /** Over every row the filters keep (status left aside): base units and value per status. */
  totals: Record<ShelfLifeStatus, { quantity: string; value: string }>;
}

// ---------------------------------------------------------------------------------------------
// Gift
// ---------------------------------------------------------------------------------------------

export const GIFT_BYS = ['product', 'customer', 'salesperson'] as const;

/** GET /be/api/report/gift */
export const giftQuery = z
  .object({
    ...reportPeriod,
    by: z.enum(GIFT_BYS).default('product'),
    warehouseId: id.optional(),
    productId: id.optional(),
    customerId: id.optional(),
    salespersonId: id.optional(),
    ...page,
  })
  .strict()
  .refine(fromNotAfterTo, periodMessage);
export type GiftQuery = z.infer<typeof giftQuery>;

export interface GiftRow {
  /** Product, customer ('' = walk-in) or user id. */
  key: string;
  code: string;
  name: string;
  /** Base units given away. */
  quantity: string;
  /** Their cost when they left (cost currency), over the lines whose cost is known. */
  cost: string;
  /** Gift lines and orders with a gift. */
  lines: number;
  orders: number;
  /** Lines whose cost is not known yet (nothing left the warehouse for them): out of `cost`. */
  unknownLines: number;
}

export interface GiftReport {
  costCurrency: string;
  rows: GiftRow[];
  total: number;
  totals: { quantity: string; cost: string; lines: number; orders: number };
}
