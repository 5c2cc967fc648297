/**
 * Sales analysis figures (docs/reports.md "Sale facts"). Built by the read model `sale-facts`
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
