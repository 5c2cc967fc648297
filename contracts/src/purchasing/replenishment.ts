import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { PACK_UNITS, type PackUnit } from '../inventory/stock.js';

/**
 * Replenishment and pre-purchase (issue 13, docs/replenishment.md).
 *
 * - Stock levels: a minimum and a maximum per product and warehouse (`stock-level-<warehouseId>-<productId>`).
 * - A replenishment order (`replenishment-<id>`, numbered RP) proposes, per product and warehouse
 *   whose stock on hand + on order is below its minimum, maximum - on hand - on order, rounded up
 *   to whole packings of the product's purchase unit; the user edits it, saves it, and turns it
 *   into purchase orders (one PurchaseOrderDrafted per supplier and warehouse, same append).
 * - Pre-purchase orders (`pre-purchase-<id>`): wanted quantities collected before a supplier is
 *   chosen, pulled into a replenishment order (then marked done) or cancelled.
 *
 * Quantities are decimal strings; `baseQuantity` is in base units, `quantity` in `unit`.
 */

// ---- events
export interface StockLevelSet {
  type: 'StockLevelSet';
  data: { productId: string; warehouseId: string; minimum: string; maximum: string };
}
export type StockLevelEvent = StockLevelSet;
export const STOCK_LEVEL_EVENT_TYPES = ['StockLevelSet'] as const;
export const stockLevelStreamId = (warehouseId: string, productId: string) => `stock-level-${warehouseId}-${productId}`;

export interface ReplenishmentLine {
  line: number;
  productId: string;
  code: string;
  name: string;
  warehouseId: string;
  /** null until someone chooses one; every line needs one before it turns into a purchase order. */
  supplierId: string | null;
  unit: PackUnit;
  quantity: string;
  baseQuantity: string;
  /** Per `unit`, in the supplier's currency; null = not known yet. */
  unitPrice: string | null;
}

export interface ReplenishmentOrderCreated {
  type: 'ReplenishmentOrderCreated';
  data: { replenishmentId: string; number: string; note: string; lines: ReplenishmentLine[]; prePurchaseIds: string[] };
}
export interface ReplenishmentOrderChanged {
  type: 'ReplenishmentOrderChanged';
  data: { replenishmentId: string; note: string; lines: ReplenishmentLine[] };
}
export interface ReplenishmentPurchaseOrderRef {
  purchaseOrderId: string;
  number: string;
  supplierId: string;
  warehouseId: string;
}
export interface ReplenishmentOrderConverted {
  type: 'ReplenishmentOrderConverted';
  data: { replenishmentId: string; number: string; purchaseOrders: ReplenishmentPurchaseOrderRef[] };
}
export type ReplenishmentEvent = ReplenishmentOrderCreated | ReplenishmentOrderChanged | ReplenishmentOrderConverted;
export const REPLENISHMENT_EVENT_TYPES = ['ReplenishmentOrderCreated', 'ReplenishmentOrderChanged', 'ReplenishmentOrderConverted'] as const;
export const replenishmentStreamId = (id: string) => `replenishment-${id}`;
export const REPLENISHMENT_NUMBER_PREFIX = 'RP';

export interface PrePurchaseRequested {
  type: 'PrePurchaseRequested';
  data: {
    prePurchaseId: string;
    productId: string;
    code: string;
    name: string;
    warehouseId: string;
    unit: PackUnit;
    quantity: string;
    baseQuantity: string;
    note: string;
    /** Who asked for it (free text: a salesperson, a customer); the user who typed it is in the metadata. */
    askedBy: string;
  };
}
export interface PrePurchasePulled {
  type: 'PrePurchasePulled';
  data: { prePurchaseId: string; replenishmentId: string; replenishmentNumber: string };
}
export interface PrePurchaseCancelled {
  type: 'PrePurchaseCancelled';
  data: { prePurchaseId: string };
}
export type PrePurchaseEvent = PrePurchaseRequested | PrePurchasePulled | PrePurchaseCancelled;
export const PRE_PURCHASE_EVENT_TYPES = ['PrePurchaseRequested', 'PrePurchasePulled', 'PrePurchaseCancelled'] as const;
export const prePurchaseStreamId = (id: string) => `pre-purchase-${id}`;

export const STOCK_LEVELS_READ_MODEL = 'stock-levels';
export const ON_ORDER_READ_MODEL = 'on-order';
export const REPLENISHMENT_ORDERS_READ_MODEL = 'replenishment-orders';
export const PRE_PURCHASE_READ_MODEL = 'pre-purchase-orders';

// ---- the proposal rule (shared by the server and the screen's explanations)

/**
 * What to order of one product in one warehouse, in base units: nothing ('0') unless on hand +
 * on order is below the minimum; then maximum - on hand - on order, rounded UP to whole packings
 * of `packSize` base units (the product's purchase unit; 1 = base units).
 */
export function proposedBaseQuantity(p: { minimum: string; maximum: string; onHand: string; onOrder: string; packSize: string }): string {
  const projected = new Decimal(p.onHand).plus(p.onOrder);
  if (!projected.lt(p.minimum)) return '0';
  const need = new Decimal(p.maximum).minus(projected);
  if (!need.gt(0)) return '0';
  const size = new Decimal(p.packSize);
  return need.dividedBy(size).ceil().times(size).toFixed();
}

// ---- API
const id = z.string().trim().min(1).max(64);
const QTY_FORMAT = /^\d{1,12}(\.\d{1,6})?$/;
const qty = z.string().trim().regex(QTY_FORMAT, 'a decimal number like 12 or 2.5');
const positiveQty = qty.refine((v) => /[1-9]/.test(v), 'must be more than zero');
const price = z.string().trim().regex(/^\d{1,13}(\.\d{1,6})?$/, 'a non-negative decimal number such as 1990 or 12.50');

export const stockLevelRow = z
  .object({ productId: id, warehouseId: id, minimum: qty, maximum: qty })
  .strict()
  // zod runs this check even when a field failed its own format: compare well-formed numbers only.
  .refine((r) => !QTY_FORMAT.test(r.minimum) || !QTY_FORMAT.test(r.maximum) || new Decimal(r.minimum).lte(r.maximum), { message: 'the maximum must not be below the minimum', path: ['maximum'] });
export const setStockLevelsBody = z
  .object({ commandId: z.uuid().optional(), levels: z.array(stockLevelRow).min(1, 'add at least one level').max(5000) })
  .strict()
  .superRefine((b, ctx) => {
    const seen = new Set<string>();
    b.levels.forEach((l, i) => {
      const key = `${l.warehouseId}:${l.productId}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: 'this product has another row for the same warehouse', path: ['levels', i, 'productId'] });
      seen.add(key);
    });
  });
export type SetStockLevelsBody = z.infer<typeof setStockLevelsBody>;

export const listStockLevelsQuery = z
  .object({
    warehouseId: id.optional(),
    search: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(10000).default(50),
  })
  .strict();
export type ListStockLevelsQuery = z.infer<typeof listStockLevelsQuery>;

export interface StockLevelRow {
  productId: string;
  code: string;
  name: string;
  warehouseId: string;
  warehouseCode: string;
  minimum: string;
  maximum: string;
  onHand: string;
  onOrder: string;
  version: number;
}

export const proposalQuery = z.object({ warehouseId: id.optional() }).strict();
export type ProposalQuery = z.infer<typeof proposalQuery>;

/** One proposed line: the figures behind it and the suggested supplier, unit and last price. */
export interface ProposalLine {
  productId: string;
  code: string;
  name: string;
  warehouseId: string;
  warehouseCode: string;
  minimum: string;
  maximum: string;
  onHand: string;
  onOrder: string;
  supplierId: string | null;
  unit: PackUnit;
  /** Base units in one `unit`. */
  packSize: string;
  quantity: string;
  baseQuantity: string;
  unitPrice: string | null;
  currency: string | null;
}

export const replenishmentLineBody = z
  .object({
    productId: id,
    warehouseId: id,
    supplierId: id.nullable().default(null),
    unit: z.enum(PACK_UNITS).default('unit'),
    quantity: positiveQty,
    unitPrice: price.nullable().default(null),
  })
  .strict();
export type ReplenishmentLineBody = z.infer<typeof replenishmentLineBody>;

export const createReplenishmentBody = z
  .object({
    commandId: z.uuid().optional(),
    note: z.string().trim().max(500).default(''),
    lines: z.array(replenishmentLineBody).min(1, 'add at least one line').max(2000),
    /** Pre-purchase orders this order takes over: marked done in the same append. */
    prePurchaseIds: z.array(id).max(2000).default([]),
  })
  .strict();
export type CreateReplenishmentBody = z.infer<typeof createReplenishmentBody>;

export const changeReplenishmentBody = z
  .object({
    commandId: z.uuid().optional(),
    version: z.number().int().min(1),
    note: z.string().trim().max(500).default(''),
    lines: z.array(replenishmentLineBody).min(1, 'add at least one line').max(2000),
  })
  .strict();
export type ChangeReplenishmentBody = z.infer<typeof changeReplenishmentBody>;

export const convertReplenishmentBody = z.object({ commandId: z.uuid().optional(), version: z.number().int().min(1) }).strict();
export type ConvertReplenishmentBody = z.infer<typeof convertReplenishmentBody>;

export const listReplenishmentsQuery = z
  .object({
    status: z.enum(['open', 'converted', 'all']).default('all'),
    search: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(1000).default(50),
  })
  .strict();
export type ListReplenishmentsQuery = z.infer<typeof listReplenishmentsQuery>;

export interface ReplenishmentLineView extends ReplenishmentLine {
  warehouseCode: string;
  supplierName: string | null;
  currency: string | null;
}
export interface ReplenishmentView {
  id: string;
  number: string;
  status: 'open' | 'converted';
  note: string;
  lines: ReplenishmentLineView[];
  purchaseOrders: ReplenishmentPurchaseOrderRef[];
  prePurchaseIds: string[];
  createdAt: string;
  createdBy: string;
  version: number;
}
export interface ReplenishmentListRow {
  id: string;
  number: string;
  status: 'open' | 'converted';
  note: string;
  lineCount: number;
  purchaseOrderNumbers: string[];
  createdAt: string;
  version: number;
}

export const prePurchaseBody = z
  .object({
    commandId: z.uuid().optional(),
    productId: id,
    warehouseId: id,
    unit: z.enum(PACK_UNITS).default('unit'),
    quantity: positiveQty,
    note: z.string().trim().max(500).default(''),
    askedBy: z.string().trim().max(100).default(''),
  })
  .strict();
export type PrePurchaseBody = z.infer<typeof prePurchaseBody>;

export const prePurchaseIdsBody = z.object({ commandId: z.uuid().optional(), ids: z.array(id).min(1, 'choose at least one row').max(500) }).strict();
export type PrePurchaseIdsBody = z.infer<typeof prePurchaseIdsBody>;

export const listPrePurchasesQuery = z
  .object({
    status: z.enum(['open', 'pulled', 'cancelled', 'all']).default('open'),
    warehouseId: id.optional(),
    search: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(1000).default(50),
  })
  .strict();
export type ListPrePurchasesQuery = z.infer<typeof listPrePurchasesQuery>;

export interface PrePurchaseRow {
  id: string;
  productId: string;
  code: string;
  name: string;
  warehouseId: string;
  warehouseCode: string;
  unit: PackUnit;
  quantity: string;
  baseQuantity: string;
  note: string;
  askedBy: string;
  status: 'open' | 'pulled' | 'cancelled';
  replenishmentId: string | null;
  replenishmentNumber: string | null;
  createdAt: string;
  createdBy: string;
  version: number;
}
