import { z } from 'zod';

/**
 * Cost valuation and profit (issue 13, docs/costing.md): a projection over stock movements, landed
 * costs, the company's cost method and the sale orders. Figures are decimal strings in the
 * company's cost currency (CostCurrencyID).
 */

export const COST_METHODS = ['moving-average', 'fifo'] as const;
export type CostMethod = (typeof COST_METHODS)[number];
export const DEFAULT_COST_METHOD: CostMethod = 'moving-average';

export const COST_READ_MODEL = 'cost';
/** The route name (page privilege) of the profit report: who may see cost and profit figures. */
export const PROFIT_PAGE = 'ReportProfit';
/**
 * Who may see cost and profit (the cost endpoints, and the cost and profit figures the sale list
 * and sale order answers carry): Root (always), Admin, positions with the ReportProfit privilege.
 */
export const PROFIT_ACCESS = { roles: ['Admin'], page: PROFIT_PAGE } as const;

const id = z.string().trim().min(1).max(64);
const isoInstant = z.iso.datetime({ offset: true });
const page = {
  limit: z.coerce.number().int().min(1).max(10000).default(200),
  offset: z.coerce.number().int().min(0).default(0),
};

export const costHistoryQuery = z.object({ productId: id, from: isoInstant.optional(), to: isoInstant.optional(), ...page }).strict();
export type CostHistoryQuery = z.infer<typeof costHistoryQuery>;

export const stockValueQuery = z
  .object({ warehouseId: id.optional(), productId: id.optional(), asOf: isoInstant.optional(), ...page })
  .strict();
export type StockValueQuery = z.infer<typeof stockValueQuery>;

export const PROFIT_GROUPS = ['line', 'order', 'customer', 'product'] as const;
export type ProfitGroup = (typeof PROFIT_GROUPS)[number];
export const profitQuery = z
  .object({
    by: z.enum(PROFIT_GROUPS).default('order'),
    orderId: id.optional(),
    customerId: id.optional(),
    productId: id.optional(),
    /** Orders committed at or after / before these instants. */
    from: isoInstant.optional(),
    to: isoInstant.optional(),
    ...page,
  })
  .strict();
export type ProfitQuery = z.infer<typeof profitQuery>;

// ---- answers

/** One valued movement of a product (its cost history), in valuation order. */
export interface CostHistoryRow {
  position: string;
  line: number;
  /** When the goods moved (the movement's `at`, else its recordedAt). */
  at: string;
  kind: string;
  warehouseId: string;
  source: { type: string; id: string; number: string };
  documentId: string | null;
  quantity: string;
  /** Cost of one base unit of this movement (landed costs included for a receipt). */
  unitCost: string;
  /** Signed value: + in, - out. */
  value: string;
  /** The product's quantity (all warehouses), stock value and unit cost after the movement. */
  quantityAfter: string;
  valueAfter: string;
  unitCostAfter: string | null;
}

export interface StockValueRow {
  warehouseId: string;
  productId: string;
  quantity: string;
  unitCost: string | null;
  value: string;
}

export interface ProfitRow {
  /** The group's key: order id, customer id, product id, or `orderId:line` for lines. */
  key: string;
  orderId: string | null;
  orderNumber: string | null;
  customerId: string | null;
  customerName: string | null;
  productId: string | null;
  line: number | null;
  quantity: string;
  /** Revenue in the cost currency (null for a line whose currency has no rate to it). */
  revenue: string | null;
  /** Cost of the goods that left (null while nothing has left yet). */
  cost: string | null;
  profit: string | null;
  /** Lines counted in the group whose revenue or cost is unknown (left out of the sums). */
  unknownLines: number;
}

/** Cost and profit of a sale order or line, in the cost currency (null: not known yet, docs/costing.md). */
export interface SaleProfitFigures {
  revenue: string | null;
  cost: string | null;
  profit: string | null;
}

/**
 * Added to the sale list's answer (per order id) and to one order's answer (the order and each
 * line id) ONLY for sessions allowed to see cost (Root, Admin, the ReportProfit privilege); absent
 * for everyone else.
 */
export interface SaleListProfits {
  profit?: Record<string, SaleProfitFigures>;
}
export interface SaleOrderProfits {
  profit?: { order: SaleProfitFigures; lines: Record<string, SaleProfitFigures> };
}
