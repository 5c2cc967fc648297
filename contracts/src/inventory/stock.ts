import { z } from 'zod';

/**
 * Stock: every movement is part of an event, carrying warehouse, zone, product, the signed
 * quantity in base units, the unit used and the quantity in that unit, the unit cost and the
 * source document. Stock on hand, the stock log and stock as of a moment are folds of these.
 * (DOMAIN.md, "Stock movements".)
 */

export const PACK_UNITS = ['unit', 'box', 'bigBag', 'bag'] as const;
export type PackUnit = (typeof PACK_UNITS)[number];

export const MOVEMENT_KINDS = [
  'receipt',
  /** Goods sent back to the supplier of a purchase order (issue 13). */
  'purchase-return',
  'issue',
  /** A sale issue taken back: the order was unsaved or cancelled (not a customer return). */
  'issue-reversal',
  'return',
  'transfer-out',
  'transfer-in',
  'count-adjustment',
  'damage',
  'production-out',
  'production-in',
  'allocation-out',
  'allocation-in',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export interface StockMovement {
  line: number;
  kind: MovementKind;
  warehouseId: string;
  zoneId: string | null;
  productId: string;
  /** Signed, in base units (decimal string). */
  quantity: string;
  unit: PackUnit;
  /** Unsigned, in `unit` (decimal string). */
  unitQuantity: string;
  /** Cost of one BASE unit (decimal string). */
  unitCost: string;
}

/** The document that moved stock: what stock screens link to and replay shows. */
export interface StockSource {
  type: 'transfer' | 'count' | 'damage' | 'defective' | 'sale' | 'pos-sale' | 'pos-return' | 'purchase' | 'production' | 'allocation';
  id: string;
  number: string;
}

export interface StockMoved {
  type: 'StockMoved';
  data: {
    source: StockSource;
    reason: string | null;
    /** The company's negative-stock policy when it was decided: false = refuse going below zero. */
    allowNegative: boolean;
    movements: StockMovement[];
    /**
     * When the goods really moved (ISO instant, UTC), when that differs from the event's
     * recordedAt: a receipt entered late with the day the container was unloaded. Valuation
     * (the cost projection) orders a product's movements by this time, so a late fact corrects
     * the cost of everything after it. Absent: recordedAt.
     */
    at?: string;
    /**
     * The document inside the source that moved the goods, when the source holds several: the
     * receipt or the return to the supplier of a purchase order (source.id is the order). With
     * movement.line it names one received line (landed costs are spread over these).
     */
    documentId?: string;
  };
}

export const STOCK_MOVED = 'StockMoved';
export const STOCK_ON_HAND_READ_MODEL = 'stock-on-hand';
export const STOCK_LOG_READ_MODEL = 'stock-log';

// ---- documents of this issue: damage (write-off) and transfer

export interface DocumentLine {
  line: number;
  productId: string;
  unit: PackUnit;
  unitQuantity: string;
  quantity: string;
  unitCost: string;
}

export const DAMAGE_REASONS = ['broken', 'expired', 'lost', 'defective', 'other'] as const;
export type DamageReason = (typeof DAMAGE_REASONS)[number];

export interface DamageRecorded {
  type: 'DamageRecorded';
  data: { damageId: string; number: string; warehouseId: string; zoneId: string | null; reason: string; note: string; lines: DocumentLine[] };
}
export interface TransferMade {
  type: 'TransferMade';
  data: { transferId: string; number: string; fromWarehouseId: string; toWarehouseId: string; note: string; lines: DocumentLine[] };
}
export type DamageEvent = DamageRecorded | StockMoved;
export type TransferEvent = TransferMade | StockMoved;

export const damageStreamId = (id: string) => `damage-${id}`;
export const transferStreamId = (id: string) => `transfer-${id}`;

// ---- API
const decimal = z.string().trim().regex(/^\d{1,12}(\.\d{1,6})?$/, 'a positive decimal number like 12 or 2.5');
const id = z.string().trim().min(1).max(64);

export const documentLineBody = z
  .object({
    productId: id,
    unit: z.enum(PACK_UNITS).default('unit'),
    quantity: decimal.refine((v) => Number(v) > 0, 'must be more than zero'),
  })
  .strict();

export const damageBody = z
  .object({
    commandId: z.uuid().optional(),
    warehouseId: id,
    zoneId: id.optional(),
    reason: z.enum(DAMAGE_REASONS),
    note: z.string().trim().max(500).default(''),
    lines: z.array(documentLineBody).min(1, 'add at least one line').max(1000),
  })
  .strict();
export type DamageBody = z.infer<typeof damageBody>;

export const transferBody = z
  .object({
    commandId: z.uuid().optional(),
    fromWarehouseId: id,
    toWarehouseId: id,
    note: z.string().trim().max(500).default(''),
    lines: z.array(documentLineBody).min(1, 'add at least one line').max(1000),
  })
  .strict()
  .refine((b) => b.fromWarehouseId !== b.toWarehouseId, { message: 'choose two different warehouses', path: ['toWarehouseId'] });
export type TransferBody = z.infer<typeof transferBody>;

const isoInstant = z.iso.datetime({ offset: true });

export const stockOnHandQuery = z
  .object({
    warehouseId: id.optional(),
    productId: id.optional(),
    /** Stock as of this moment instead of now. */
    asOf: isoInstant.optional(),
    limit: z.coerce.number().int().min(1).max(10000).default(200),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();
export type StockOnHandQuery = z.infer<typeof stockOnHandQuery>;

export const stockLogQuery = z
  .object({
    warehouseId: id.optional(),
    productId: id.optional(),
    kind: z.enum(MOVEMENT_KINDS).optional(),
    sourceId: id.optional(),
    from: isoInstant.optional(),
    to: isoInstant.optional(),
    limit: z.coerce.number().int().min(1).max(10000).default(200),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();
export type StockLogQuery = z.infer<typeof stockLogQuery>;

export const replayQuery = z.object({ warehouseId: id, productId: id }).strict();

// ---- answers (the server's readers and the browser share these shapes)

/**
 * The names a stock answer carries with its ids (joined from the catalogue read models), so a
 * screen never has to load the whole catalogue to label rows. null: the product or warehouse is
 * not (yet) in the catalogue read model.
 */
export interface StockNames {
  warehouseCode: string | null;
  warehouseName: string | null;
  code: string | null;
  name: string | null;
  /** The product's base unit label ('' when none is set). */
  unitLabel: string;
}

/** A row of GET /be/api/stock/on-hand. */
export interface StockRow extends StockNames {
  warehouseId: string;
  productId: string;
  quantity: string;
  /**
   * What the stock is worth at cost, in the company's cost currency: the quantity x the product's
   * unit cost in the cost projection (docs/costing.md: landed costs and late receipts included), or
   * the value the movements recorded while the cost projection has not valued the product.
   */
  value: string;
  /** The product's packing sizes in base units (box, bigBag, bag; null when not used): the stock screen shows the quantity in packings too. */
  packings: Record<'box' | 'bigBag' | 'bag', string | null>;
}

/** A row of GET /be/api/stock/log and /be/api/stock/replay. */
export interface StockLogRow extends StockNames {
  position: string;
  line: number;
  seq: number;
  warehouseId: string;
  zoneId: string | null;
  zoneCode: string | null;
  productId: string;
  kind: string;
  quantity: string;
  unit: string;
  unitQuantity: string;
  unitCost: string;
  balanceAfter: string;
  movedAt: string;
  source: { type: string; id: string; number: string };
  reason: string | null;
  userId: string;
  username: string | null;
}
