import { z } from 'zod';
import { PACK_UNITS, type PackUnit } from '../inventory/stock.js';
import type { HistoryEntry } from '../platform/history.js';
import { base64File, UPLOAD_LIMITS } from '../platform/uploads.js';

/**
 * Purchase orders (issue 13, docs/purchasing.md). One stream per order (`purchase-order-<id>`):
 * draft -> committed -> partly received -> received -> closed, or cancelled.
 *
 * The events other contexts and read models rely on are fixed here: the draft the sale order's
 * transform-po writes, the commit (what is on order), a receipt and a return to the supplier (both
 * appended together with their StockMoved: kind 'receipt' / 'purchase-return', source
 * { type: 'purchase', id: purchaseOrderId, number: the order's number }, documentId = the receipt's
 * or return's id, movement.line = the receipt's or return's line, `at` = receivedAt / returnedAt).
 * The purchasing context adds the other events (draft changes, close, cancel...) below them.
 *
 * Money: `unitPrice` is per unit of the line's `unit`, in the order's currency; `unitCost` is per
 * BASE unit in the company's cost currency (CostCurrencyID) = unitPrice / unit size x rate.
 * `rate` converts the order's currency into the cost currency (1 when they are the same); it is
 * recorded at commit and again at each receipt (the rate of the day the goods arrived).
 */
export interface PurchaseOrderDrafted {
  type: 'PurchaseOrderDrafted';
  data: {
    purchaseOrderId: string;
    number: string;
    supplierId: string | null;
    warehouseId: string;
    currency: string;
    source: { type: 'sale'; id: string; number: string } | null;
    lines: { line: number; productId: string; code: string; name: string; unit: PackUnit; quantity: string; baseQuantity: string; unitPrice?: string }[];
    /** Absent on drafts written before issue 13. */
    expectedDate?: string | null;
    note?: string;
    /** The replenishment order this draft was made from (docs/replenishment.md); absent otherwise. */
    origin?: { type: 'replenishment'; id: string; number: string };
  };
}

/** A line as committed: what was ordered and at what price. */
export interface CommittedPurchaseLine {
  line: number;
  productId: string;
  code: string;
  name: string;
  unit: PackUnit;
  /** In `unit`. */
  quantity: string;
  /** In base units. */
  baseQuantity: string;
  /** Per `unit`, in the order's currency. */
  unitPrice: string;
  /** quantity x unitPrice, in the order's currency decimals. */
  amount: string;
}

export interface PurchaseOrderCommitted {
  type: 'PurchaseOrderCommitted';
  data: {
    purchaseOrderId: string;
    number: string;
    supplierId: string;
    warehouseId: string;
    currency: string;
    /** Order currency -> cost currency, as recorded at commit. */
    rate: string;
    costCurrency: string;
    /** Business day (YYYY-MM-DD, company time zone) the goods are expected. */
    expectedDate: string | null;
    lines: CommittedPurchaseLine[];
    total: string;
  };
}

export interface ReceivedLine {
  /** The receipt's own line number (StockMoved movement.line). */
  line: number;
  /** The purchase order line received. */
  orderLine: number;
  productId: string;
  unit: PackUnit;
  /** In `unit`, > 0. */
  unitQuantity: string;
  /** In base units, > 0. */
  quantity: string;
  /** Per `unit`, order currency. */
  unitPrice: string;
  /** Per base unit, cost currency, before landed costs. */
  unitCost: string;
  /** unitQuantity x unitPrice, order currency. */
  amount: string;
}

/** A receipt (inbound): part of the open quantities into one warehouse and zone. */
export interface PurchaseOrderReceived {
  type: 'PurchaseOrderReceived';
  data: {
    purchaseOrderId: string;
    /** The order's number. */
    number: string;
    receiptId: string;
    receiptNumber: string;
    supplierId: string;
    warehouseId: string;
    zoneId: string | null;
    /** When the goods arrived (ISO instant); may be earlier than the event's recordedAt. */
    receivedAt: string;
    currency: string;
    rate: string;
    costCurrency: string;
    lines: ReceivedLine[];
    /** What the receipt charges the supplier's payables account, order currency. */
    amount: string;
  };
}

/** Goods sent back to the supplier from one warehouse; lowers what we owe. */
export interface PurchaseGoodsReturned {
  type: 'PurchaseGoodsReturned';
  data: {
    purchaseOrderId: string;
    number: string;
    returnId: string;
    returnNumber: string;
    supplierId: string;
    warehouseId: string;
    zoneId: string | null;
    returnedAt: string;
    reason: string;
    currency: string;
    rate: string;
    costCurrency: string;
    /** `orderLine` names the order line; unitCost is the cost the goods leave at. */
    lines: ReceivedLine[];
    amount: string;
  };
}

export const purchaseOrderStreamId = (id: string) => `purchase-order-${id}`;
export const PURCHASE_NUMBER_PREFIX = 'PO';
export const PURCHASE_RECEIPT_PREFIX = 'RC';
export const PURCHASE_RETURN_PREFIX = 'PR';

// ---- events the purchasing context adds (docs/purchasing.md)

/** A draft's header and lines replaced (an edit of the draft; the supplier may still be null). */
export interface PurchaseOrderDraftChanged {
  type: 'PurchaseOrderDraftChanged';
  data: {
    purchaseOrderId: string;
    supplierId: string | null;
    warehouseId: string;
    currency: string;
    expectedDate: string | null;
    note: string;
    lines: { line: number; productId: string; code: string; name: string; unit: PackUnit; quantity: string; baseQuantity: string; unitPrice?: string }[];
  };
}

/** Stop waiting for the rest: what was still open is recorded as under-delivered. */
export interface PurchaseOrderClosed {
  type: 'PurchaseOrderClosed';
  data: {
    purchaseOrderId: string;
    number: string;
    reason: string;
    /** Per order line still open at close, in base units (> 0). */
    shortfall: { orderLine: number; productId: string; quantity: string }[];
  };
}

/** A draft or a committed order with nothing received, called off. */
export interface PurchaseOrderCancelled {
  type: 'PurchaseOrderCancelled';
  data: { purchaseOrderId: string; number: string; reason: string };
}

export type PurchaseOrderEvent =
  | PurchaseOrderDrafted
  | PurchaseOrderDraftChanged
  | PurchaseOrderCommitted
  | PurchaseOrderReceived
  | PurchaseGoodsReturned
  | PurchaseOrderClosed
  | PurchaseOrderCancelled;

export const PURCHASE_ORDER_EVENT_TYPES = [
  'PurchaseOrderDrafted',
  'PurchaseOrderDraftChanged',
  'PurchaseOrderCommitted',
  'PurchaseOrderReceived',
  'PurchaseGoodsReturned',
  'PurchaseOrderClosed',
  'PurchaseOrderCancelled',
] as const;

export const PURCHASE_ORDER_STATUSES = ['draft', 'committed', 'partlyReceived', 'received', 'closed', 'cancelled'] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/**
 * Over-delivery tolerance: a line may receive (net of returns) up to ordered x (1 + this) in base
 * units; more is refused (`over_delivery`). What is received above the ordered quantity is shown
 * as over-delivered on the line.
 */
export const OVER_DELIVERY_TOLERANCE = '0.1';

/** Read models. */
export const PURCHASE_ORDER_LIST_READ_MODEL = 'purchase-order-list';
export const SUPPLIER_PRICES_READ_MODEL = 'supplier-prices';

// ---- API (paths under /be/api/purchase, docs/purchasing.md)
const id = z.string().trim().min(1).max(64);
const decimal = z.string().trim().regex(/^\d{1,12}(\.\d{1,6})?$/, 'a decimal number such as 12 or 2.5');
const positive = decimal.refine((v) => /[1-9]/.test(v), 'must be more than zero');
/**
 * A rate order currency -> cost currency, with as many decimals as the exchange-rate table keeps
 * (RATE_DECIMALS, 8): 1 CLP = 0.00104278 USD must not be cut to 0.001043.
 */
const rate = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,8})?$/, 'a rate such as 950 or 0.00104278')
  .refine((v) => /[1-9]/.test(v), 'must be more than zero');
const currency = z.string().trim().regex(/^[A-Z]{3}$/, 'a three-letter ISO 4217 code such as USD');
const day = z.iso.date('a date as YYYY-MM-DD');
const instant = z.iso.datetime({ offset: true });
const text = (max: number) => z.string().trim().max(max);
const version = z.number().int().min(1);
const commandId = z.uuid().optional();

/** A line of a draft: product, packing, quantity in that packing, price per that packing (order currency). */
export const purchaseLineInput = z
  .object({
    productId: id,
    unit: z.enum(PACK_UNITS).default('unit'),
    quantity: positive,
    /** Per `unit`, order currency; may be left out on a draft, required at commit. */
    unitPrice: decimal.optional(),
  })
  .strict();
export type PurchaseLineInput = z.infer<typeof purchaseLineInput>;

const draftFields = {
  supplierId: id.nullable().default(null),
  warehouseId: id,
  currency,
  expectedDate: day.nullable().default(null),
  note: text(500).default(''),
  lines: z.array(purchaseLineInput).max(2000).default([]),
};

/** POST /purchase/orders: a new draft (PO number given by the server). */
export const createPurchaseOrderBody = z.object({ commandId, ...draftFields }).strict();
export type CreatePurchaseOrderBody = z.infer<typeof createPurchaseOrderBody>;

/** PUT /purchase/orders/:id: replace a draft's header and lines (the version the screen showed). */
export const changePurchaseOrderBody = z.object({ commandId, version, ...draftFields }).strict();
export type ChangePurchaseOrderBody = z.infer<typeof changePurchaseOrderBody>;

/** POST /purchase/orders/:id/commit. `rate` (order currency -> cost currency) is required when they differ. */
export const commitPurchaseOrderBody = z.object({ commandId, version, rate: rate.optional() }).strict();
export type CommitPurchaseOrderBody = z.infer<typeof commitPurchaseOrderBody>;

export const receiptLineInput = z
  .object({
    orderLine: z.number().int().min(1),
    /** Default: the order line's unit. */
    unit: z.enum(PACK_UNITS).optional(),
    quantity: positive,
  })
  .strict();
export type ReceiptLineInput = z.infer<typeof receiptLineInput>;

const receiptFields = {
  warehouseId: id,
  zoneId: id.nullable().default(null),
  /** When the goods arrived; may be in the past, not in the future. Default: now. */
  receivedAt: instant.optional(),
  /** Order currency -> cost currency on the day of the receipt; required when they differ. */
  rate: rate.optional(),
  lines: z.array(receiptLineInput).min(1, 'add at least one line').max(2000),
};
export const receiptInput = z.object(receiptFields).strict();
export type ReceiptInput = z.infer<typeof receiptInput>;

/** POST /purchase/orders/:id/receipts: one receipt into one warehouse and zone. */
export const receivePurchaseOrderBody = z.object({ commandId, version, ...receiptFields }).strict();
export type ReceivePurchaseOrderBody = z.infer<typeof receivePurchaseOrderBody>;

/** POST /purchase/orders/:id/inbound-split: several receipts (several warehouses) at once, all or nothing. */
export const inboundSplitBody = z.object({ commandId, version, receipts: z.array(receiptInput).min(1, 'add at least one receipt').max(50) }).strict();
export type InboundSplitBody = z.infer<typeof inboundSplitBody>;

/** POST /purchase/orders/:id/returns: goods sent back from one warehouse. */
export const returnPurchaseGoodsBody = z
  .object({
    commandId,
    version,
    warehouseId: id,
    zoneId: id.nullable().default(null),
    returnedAt: instant.optional(),
    reason: text(500).min(1, 'say why the goods go back'),
    lines: z.array(receiptLineInput).min(1, 'add at least one line').max(2000),
  })
  .strict();
export type ReturnPurchaseGoodsBody = z.infer<typeof returnPurchaseGoodsBody>;

/** POST /purchase/orders/:id/close and /cancel. */
export const closePurchaseOrderBody = z.object({ commandId, version, reason: text(500).default('') }).strict();
export type ClosePurchaseOrderBody = z.infer<typeof closePurchaseOrderBody>;
export const cancelPurchaseOrderBody = closePurchaseOrderBody;
export type CancelPurchaseOrderBody = ClosePurchaseOrderBody;

export const PURCHASE_ORDER_SORTS = ['createdAt', 'number', 'expectedDate', 'total', 'supplier'] as const;

/** GET /purchase/orders: the list (also what its Excel export pages through). */
export const purchaseOrderListQuery = z
  .object({
    /** Part of the order number, the supplier's code or name, or the note. */
    search: text(100).optional(),
    status: z.enum(PURCHASE_ORDER_STATUSES).optional(),
    supplierId: id.optional(),
    warehouseId: id.optional(),
    /** Business days (company time zone) of creation, inclusive. */
    from: day.optional(),
    to: day.optional(),
    sort: z.enum(PURCHASE_ORDER_SORTS).default('createdAt'),
    dir: z.enum(['asc', 'desc']).default('desc'),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(1000).default(50),
  })
  .strict();
export type PurchaseOrderListQuery = z.infer<typeof purchaseOrderListQuery>;

/** GET /purchase/supplier-prices: last and previous committed price of a supplier's products. */
export const supplierPriceQuery = z
  .object({
    supplierId: id,
    /** Comma-separated product ids; without it: every product of the supplier. */
    productIds: text(4000).optional(),
  })
  .strict();
export type SupplierPriceQuery = z.infer<typeof supplierPriceQuery>;

// ---- answers

export interface PurchaseOrderListRow {
  id: string;
  number: string;
  status: PurchaseOrderStatus;
  supplierId: string | null;
  supplierCode: string | null;
  supplierName: string | null;
  warehouseId: string;
  warehouseName: string | null;
  currency: string;
  /** Ordered total, order currency. */
  total: string;
  /** Received (net of returns) x price, order currency. */
  receivedAmount: string;
  /** Base units received net of returns / ordered, 0..100+ (whole percent). */
  receivedPercent: number;
  lineCount: number;
  expectedDate: string | null;
  sourceNumber: string | null;
  note: string;
  createdAt: string;
  createdBy: string;
  committedAt: string | null;
  updatedAt: string;
  version: number;
}
export interface PurchaseOrderPage {
  rows: PurchaseOrderListRow[];
  total: number;
}

export interface PurchaseOrderLineView {
  line: number;
  productId: string;
  code: string;
  name: string;
  unit: PackUnit;
  /** In `unit`. */
  quantity: string;
  /** Base units ordered, received, returned, open (ordered - received + returned, never < 0), over (received - returned - ordered, when > 0). */
  baseQuantity: string;
  received: string;
  returned: string;
  open: string;
  over: string;
  /** Under-delivered at close (base units). */
  shortfall: string;
  unitPrice: string | null;
  amount: string | null;
}

export interface PurchaseDocumentView {
  id: string;
  number: string;
  warehouseId: string;
  warehouseName: string | null;
  zoneId: string | null;
  at: string;
  rate: string;
  amount: string;
  reason?: string;
  lines: ReceivedLine[];
  userId: string;
  recordedAt: string;
}

export interface PurchaseOrderView {
  id: string;
  number: string;
  status: PurchaseOrderStatus;
  version: number;
  supplier: { id: string; code: string; name: string } | null;
  warehouse: { id: string; code: string; name: string } | null;
  currency: string;
  costCurrency: string | null;
  /** Recorded at commit. */
  rate: string | null;
  expectedDate: string | null;
  note: string;
  /** The sale order a transform-po draft came from. */
  source: { type: 'sale'; id: string; number: string } | null;
  /** The replenishment order the draft was made from (PurchaseOrderDrafted.data.origin). */
  origin: { type: 'replenishment'; id: string; number: string } | null;
  lines: PurchaseOrderLineView[];
  total: string;
  receipts: PurchaseDocumentView[];
  returns: PurchaseDocumentView[];
  closeReason: string | null;
  cancelReason: string | null;
  history: HistoryEntry[];
}

/** What every purchase-order command answers. */
export interface PurchaseOrderAnswer {
  id: string;
  number: string;
  version: number;
  globalPosition: string;
  duplicate: boolean;
  /** The receipts / return a receiving command made. */
  documents: { id: string; number: string }[];
}

export interface SupplierPriceRow {
  supplierId: string;
  productId: string;
  unit: PackUnit;
  currency: string;
  lastPrice: string;
  lastOrderNumber: string;
  lastAt: string;
  previousPrice: string | null;
}

// ---- batch import

/**
 * Orders from a spreadsheet (.xlsx or .csv). A header row with `ref` (rows with the same ref make
 * one order), `supplier` (supplier code), `warehouse` (warehouse code), `currency`, `expected`
 * (YYYY-MM-DD, optional), `code` (product code), `unit` (unit, box, bigBag, bag), `quantity`,
 * `price` (per unit, order currency) and `rate` (order currency -> cost currency, needed to commit
 * an order in another currency), `note`. All or nothing with a row report.
 * POST /purchase/orders/import?commit=true|false: the bytes as the body, or JSON {file, commit, commandId}.
 * Answers {jobId}; progress and the report at GET /api/queue/status?id=<jobId>.
 */
export const PURCHASE_IMPORT_COLUMNS = {
  ref: ['ref', 'order', 'reference'],
  supplier: ['supplier', 'suppliercode'],
  warehouse: ['warehouse', 'warehousecode'],
  currency: ['currency'],
  expected: ['expected', 'expecteddate'],
  code: ['code', 'productcode'],
  unit: ['unit'],
  quantity: ['quantity', 'qty'],
  price: ['price', 'unitprice'],
  rate: ['rate'],
  note: ['note', 'remark'],
} as const;
export type PurchaseImportColumn = keyof typeof PURCHASE_IMPORT_COLUMNS;
export const PURCHASE_IMPORT_JOB = 'purchasing.import-orders';
export const importPurchaseOrdersBody = z
  .object({ commandId, commit: z.boolean().default(false), file: base64File(UPLOAD_LIMITS.purchaseImport) })
  .strict();
export type ImportPurchaseOrdersBody = z.infer<typeof importPurchaseOrdersBody>;
export const importPurchaseOrdersQuery = z.object({ commandId, commit: z.enum(['true', 'false']).optional() }).strict();

export interface PurchaseImportReport {
  total: number;
  imported: number;
  refused: number;
  errors: { row: number; field: string; message: string }[];
  orders: { id: string; number: string; ref: string; rows: number[] }[];
  committed: boolean;
  duplicate: boolean;
}
