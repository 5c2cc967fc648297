import { z } from 'zod';
import { base64File, UPLOAD_LIMITS } from '../platform/uploads.js';
import { DECIMAL_RE } from '../catalog/common.js';
import { PACK_UNITS, type PackUnit, type StockMoved } from '../inventory/stock.js';

/**
 * Sale orders (docs/sales.md).
 * One stream per order, `sale-order-<id>`; every action is an event with who (metadata.userId)
 * and when (recordedAt), so the history view of an order is its stream.
 *
 * Lifecycle: draft (a "temp": editable, no stock effect; may be hung = parked and recalled) ->
 * committed (direct delivery: stock issued from the order's warehouse at once; distribution:
 * picked, then stocked out) -> back to draft by unsave (stock returned) -> cancelled. Payment is
 * separate: unpaid, partly paid, paid. Order forms and quotes are orders of another kind: they
 * never move stock; duplicating one as a sale turns it into an order.
 *
 * Money: decimal strings in the order's currency (see money.ts); quantities: decimal strings,
 * a line's quantity in its unit and its base quantity in base units.
 */

export const SALE_ORDER_KINDS = ['sale', 'form', 'quote'] as const;
export type SaleOrderKind = (typeof SALE_ORDER_KINDS)[number];
export const SALE_ORDER_STATUSES = ['draft', 'committed', 'cancelled'] as const;
export type SaleOrderStatus = (typeof SALE_ORDER_STATUSES)[number];
/** Cash, bank transfer, bank check, installment, card (docs/sales.md "The order"). */
/** `voucher`: a gift voucher redeemed (its number in `reference`); no money comes in, so it goes into no money account. */
export const PAYMENT_METHODS = ['cash', 'bankTransfer', 'bankCheck', 'installment', 'card', 'voucher'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DELIVERY_MODES = ['direct', 'distribution'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];
export const SALE_PRICE_TYPES = ['retail', 'wholesale', 'member'] as const;
export type SalePriceType = (typeof SALE_PRICE_TYPES)[number];
/** The screen an order was started on. */
export const SALE_SOURCES = ['scan', 'input', 'retail', 'form', 'quote', 'import', 'collector', 'duplicate'] as const;
export type SaleSource = (typeof SALE_SOURCES)[number];
export const PAYMENT_STATUSES = ['unpaid', 'partial', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** none: direct delivery; pending: to pick; picking: partly picked; picked: ready to stock out; done: stocked out. */
export const DIST_STATUSES = ['none', 'pending', 'picking', 'picked', 'done'] as const;
export type DistStatus = (typeof DIST_STATUSES)[number];

/** Number prefixes per kind: SO-20261123-0001, OF-..., QT-... (per business day, gapless). */
export const SALE_NUMBER_PREFIX: Record<SaleOrderKind, string> = { sale: 'SO', form: 'OF', quote: 'QT' };

/** The customer as the order knows it (kept as sold: a later rename does not rewrite orders). */
export interface CustomerRef {
  id: string;
  code: string;
  name: string;
}

export interface SaleOrderHeader {
  warehouseId: string;
  customer: CustomerRef | null;
  currency: string;
  /** Base-currency units one unit of `currency` is worth ("1" in the base currency). */
  rate: string;
  /** The unit new lines take when none is given (DefaultSalePackageType). */
  packingType: PackUnit;
  priceType: SalePriceType;
  /** Percent charged on the subtotal; null = no tax on this order. */
  taxRate: string | null;
  memo: string;
  deliveryMode: DeliveryMode;
  /** Business day the goods are to leave (YYYY-MM-DD), for distribution orders. */
  deliveryDate: string | null;
  paymentTermsDays: number;
}

export interface SaleLine {
  lineId: string;
  productId: string;
  /** Product code and name as sold. */
  code: string;
  name: string;
  unit: PackUnit;
  /** In `unit`. */
  quantity: string;
  /** In base units. */
  baseQuantity: string;
  /** Price of one `unit`, in the order's currency. */
  price: string;
  /** Percent 0..100. */
  discount: string;
  gift: boolean;
  memo: string;
  amount: string;
  /** The shelf (warehouse zone) the line is picked from. */
  zoneId: string | null;
}

export type SaleLineChange = { lineId: string } & Partial<Pick<SaleLine, 'unit' | 'quantity' | 'baseQuantity' | 'price' | 'discount' | 'gift' | 'memo' | 'amount' | 'zoneId'>>;

export interface SalePayment {
  paymentId: string;
  method: PaymentMethod;
  amount: string;
  /** Check number, transfer reference, card slip. */
  reference: string;
  /** Check date or installment due date (YYYY-MM-DD). */
  dueDate: string | null;
  /** Cash handed over and the change given back (cash only). */
  tendered: string | null;
  change: string | null;
  paidAt: string;
  /**
   * The money account (cash box, bank account) the money went into, posted on it through the
   * account ledger; null or absent (payments before accounts existed, checks, installments, no
   * account in the order's currency): no posting (docs/finance-payments.md).
   */
  accountId?: string | null;
  /** Business day of the payment (YYYY-MM-DD, company time zone); absent on payments before accounts. */
  date?: string;
  /** The bank a check is drawn on, as the cashier wrote it (checks only; absent on older payments). */
  bank?: string;
  /**
   * Cash rounding (cash only, absent when none): the part of `amount` not handed over because the
   * country rounds cash totals (Peru: down to 0.10 sol). The money account receives amount -
   * rounding; the order counts `amount` as paid (docs/sales-retail-checkout.md).
   */
  rounding?: string;
}

// ---- events
export interface SaleOrderCreated {
  type: 'SaleOrderCreated';
  data: { orderId: string; number: string; kind: SaleOrderKind; source: SaleSource; header: SaleOrderHeader; lines: SaleLine[]; duplicatedFrom: string | null; importId: string | null };
}
/** Header fields that changed; a currency change re-prices the lines (`repriced`). */
export interface SaleOrderHeaderChanged {
  type: 'SaleOrderHeaderChanged';
  data: { orderId: string; changes: Partial<SaleOrderHeader>; repriced: SaleLineChange[] };
}
export interface SaleOrderLinesAdded {
  type: 'SaleOrderLinesAdded';
  data: { orderId: string; lines: SaleLine[] };
}
export interface SaleOrderLinesChanged {
  type: 'SaleOrderLinesChanged';
  data: { orderId: string; what: 'quantity' | 'price' | 'memo' | 'shelf'; lines: SaleLineChange[] };
}
export interface SaleOrderLinesRemoved {
  type: 'SaleOrderLinesRemoved';
  data: { orderId: string; lineIds: string[]; reason: 'removed' | 'gifts-cleared' | 'replaced' };
}
export interface CommittedLine {
  lineId: string;
  productId: string;
  unit: PackUnit;
  quantity: string;
  baseQuantity: string;
  amount: string;
  gift: boolean;
  /** Average cost of one base unit in the warehouse when committed (base currency). */
  unitCost: string;
}
/** Receivable: the customer owes `total` in `currency` (posted to the customer's account). */
export interface SaleOrderCommitted {
  type: 'SaleOrderCommitted';
  data: {
    orderId: string;
    number: string;
    customer: CustomerRef | null;
    warehouseId: string;
    currency: string;
    rate: string;
    /**
     * Cost-currency units per unit of `currency` in force at the commit (12 significant digits; docs/costing.md
     * "Revenue"); null when the exchange-rate table had none. Absent in events committed before it
     * was recorded.
     */
    costRate?: string | null;
    deliveryMode: DeliveryMode;
    deliveryDate: string | null;
    taxRate: string | null;
    subtotal: string;
    tax: string;
    total: string;
    /** Business day the money is due (YYYY-MM-DD). */
    dueDate: string;
    lines: CommittedLine[];
  };
}
/** The order is a draft again: stock returned, the receivable reversed. Payments stay. */
export interface SaleOrderUnsaved {
  type: 'SaleOrderUnsaved';
  data: { orderId: string; number: string; customer: CustomerRef | null; currency: string; total: string; reason: string };
}
/** Money received for the order (posted to the customer's account as a credit). */
export interface SaleOrderPaid {
  type: 'SaleOrderPaid';
  data: { orderId: string; number: string; customer: CustomerRef | null; currency: string; payments: SalePayment[]; paid: string; outstanding: string };
}
export interface SaleOrderHung {
  type: 'SaleOrderHung';
  data: { orderId: string };
}
export interface SaleOrderUnhung {
  type: 'SaleOrderUnhung';
  data: { orderId: string };
}
/** A cancelled committed order returns its stock and reverses its receivable; payments stay as customer credit. */
export interface SaleOrderCancelled {
  type: 'SaleOrderCancelled';
  data: { orderId: string; number: string; customer: CustomerRef | null; currency: string; total: string; wasCommitted: boolean; reason: string };
}
export interface SaleOrderTransformedToPurchase {
  type: 'SaleOrderTransformedToPurchase';
  data: { orderId: string; purchaseOrderId: string; purchaseNumber: string };
}
/** Picked base quantities per line (replacing earlier picks of those lines). */
export interface SaleOrderLinesPicked {
  type: 'SaleOrderLinesPicked';
  data: { orderId: string; picks: { lineId: string; baseQuantity: string; zoneId: string | null }[] };
}
export interface SaleOrderLinesUnpicked {
  type: 'SaleOrderLinesUnpicked';
  data: { orderId: string; lineIds: string[] };
}
/** The goods of a distribution order left the warehouse (with a StockMoved in the same append). */
export interface SaleOrderStockedOut {
  type: 'SaleOrderStockedOut';
  data: { orderId: string; number: string; lines: { lineId: string; productId: string; baseQuantity: string }[] };
}

export type SaleOrderEvent =
  | SaleOrderCreated
  | SaleOrderHeaderChanged
  | SaleOrderLinesAdded
  | SaleOrderLinesChanged
  | SaleOrderLinesRemoved
  | SaleOrderCommitted
  | SaleOrderUnsaved
  | SaleOrderPaid
  | SaleOrderHung
  | SaleOrderUnhung
  | SaleOrderCancelled
  | SaleOrderTransformedToPurchase
  | SaleOrderLinesPicked
  | SaleOrderLinesUnpicked
  | SaleOrderStockedOut
  | StockMoved;

export const SALE_ORDER_EVENT_TYPES = [
  'SaleOrderCreated',
  'SaleOrderHeaderChanged',
  'SaleOrderLinesAdded',
  'SaleOrderLinesChanged',
  'SaleOrderLinesRemoved',
  'SaleOrderCommitted',
  'SaleOrderUnsaved',
  'SaleOrderPaid',
  'SaleOrderHung',
  'SaleOrderUnhung',
  'SaleOrderCancelled',
  'SaleOrderTransformedToPurchase',
  'SaleOrderLinesPicked',
  'SaleOrderLinesUnpicked',
  'SaleOrderStockedOut',
] as const;

/** The events a customer's account (receivables) is built from. */
export const RECEIVABLE_EVENT_TYPES = ['SaleOrderCommitted', 'SaleOrderUnsaved', 'SaleOrderPaid', 'SaleOrderCancelled'] as const;

export const saleOrderStreamId = (id: string) => `sale-order-${id}`;
export const SALE_ORDER_LIST_READ_MODEL = 'sale-order-list';

// ---- API payloads (the description leaves them open: designed here, documented in OpenAPI)
const id = z.string().trim().min(1).max(64);
const decimal = z.string().trim().regex(DECIMAL_RE, 'a decimal number such as 12 or 2.5');
const positive = decimal.refine((v) => /[1-9]/.test(v), 'must be more than zero');
const percent = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,4})?$/, 'a percentage such as 10 or 12.5')
  .refine((v) => Number(v) <= 100, 'at most 100');
const currency = z.string().trim().regex(/^[A-Z]{3}$/, 'a three-letter ISO 4217 code such as CLP');
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');
const memo = z.string().trim().max(500);
const version = z.number().int().min(1);

/**
 * A line as typed or scanned: a product id, a barcode (a packing's barcode selects its unit), or
 * what was typed at the scan box (`scan`: a barcode, else a product code).
 */
export const saleLineInput = z
  .object({
    lineId: z.uuid().optional(),
    productId: id.optional(),
    barcode: z.string().trim().min(1).max(64).optional(),
    scan: z.string().trim().min(1).max(64).optional(),
    /** Default: the scanned packing's unit, else the order's packing type. */
    unit: z.enum(PACK_UNITS).optional(),
    quantity: positive.default('1'),
    /** Default: the product's price for the order's price type and unit, in the order's currency. */
    price: decimal.optional(),
    /** Default: the customer's membership discount. */
    discount: percent.optional(),
    gift: z.boolean().default(false),
    memo: memo.default(''),
  })
  .strict()
  .refine((l) => [l.productId, l.barcode, l.scan].filter(Boolean).length === 1, { message: 'give one of productId, barcode or scan', path: ['productId'] });
export type SaleLineInput = z.infer<typeof saleLineInput>;
/** A line as a client sends it (defaults not applied yet). */
export type SaleLineDraft = z.input<typeof saleLineInput>;

const headerInput = {
  warehouseId: id.optional(),
  customerId: id.nullable().optional(),
  currency: currency.optional(),
  /** Required when the currency is not the company's base currency. */
  rate: positive.optional(),
  packingType: z.enum(PACK_UNITS).optional(),
  priceType: z.enum(SALE_PRICE_TYPES).optional(),
  taxRate: percent.nullable().optional(),
  memo: memo.optional(),
  deliveryMode: z.enum(DELIVERY_MODES).optional(),
  deliveryDate: day.nullable().optional(),
  paymentTermsDays: z.number().int().min(0).max(3650).optional(),
};

/** POST /sale/order: a new draft (scan sale starts one with no lines). */
export const createSaleOrderBody = z
  .object({
    commandId: z.uuid().optional(),
    kind: z.enum(SALE_ORDER_KINDS).default('sale'),
    source: z.enum(SALE_SOURCES).default('scan'),
    ...headerInput,
    lines: z.array(saleLineInput).max(2000).default([]),
  })
  .strict();
export type CreateSaleOrderBody = z.infer<typeof createSaleOrderBody>;
export type CreateSaleOrderDraft = z.input<typeof createSaleOrderBody>;

/** PUT /sale/order: header fields of a draft (only those given change). */
export const updateSaleOrderBody = z
  .object({
    commandId: z.uuid().optional(),
    id,
    version,
    customerId: headerInput.customerId,
    priceType: headerInput.priceType,
    taxRate: headerInput.taxRate,
    memo: headerInput.memo,
    deliveryMode: headerInput.deliveryMode,
    deliveryDate: headerInput.deliveryDate,
    paymentTermsDays: headerInput.paymentTermsDays,
  })
  .strict();
export type UpdateSaleOrderBody = z.infer<typeof updateSaleOrderBody>;

export const packingTypeBody = z.object({ commandId: z.uuid().optional(), id, version, packingType: z.enum(PACK_UNITS) }).strict();
export const currencyBody = z.object({ commandId: z.uuid().optional(), id, version, currency, rate: positive.optional() }).strict();
export const warehouseBody = z.object({ commandId: z.uuid().optional(), id, version, warehouseId: id }).strict();

/** POST /sale/order/detail: one scanned or typed line; `merge` adds to an equal line instead of a new one. */
export const addDetailBody = z.object({ commandId: z.uuid().optional(), id, version, line: saleLineInput, merge: z.boolean().default(true) }).strict();
/** POST /sale/order/details: several lines at once (input screen, parsed Excel, collector). */
export const addDetailsBody = z.object({ commandId: z.uuid().optional(), id, version, lines: z.array(saleLineInput).min(1, 'add at least one line').max(2000) }).strict();
/** PUT /sale/order/detail/number: a line's quantity (and unit). */
export const detailNumberBody = z.object({ commandId: z.uuid().optional(), id, version, lineId: id, quantity: positive, unit: z.enum(PACK_UNITS).optional() }).strict();
/** PUT /sale/order/price: prices, discounts or gift flags of lines. */
export const priceBody = z
  .object({
    commandId: z.uuid().optional(),
    id,
    version,
    lines: z
      .array(z.object({ lineId: id, price: decimal.optional(), discount: percent.optional(), gift: z.boolean().optional() }).strict())
      .min(1)
      .max(2000),
  })
  .strict();
/** PUT /sale/order/details/memo */
export const detailsMemoBody = z.object({ commandId: z.uuid().optional(), id, version, lineIds: z.array(id).min(1).max(2000), memo }).strict();
/** DELETE /sale/order/details */
export const deleteDetailsBody = z.object({ commandId: z.uuid().optional(), id, version, lineIds: z.array(id).min(1).max(2000) }).strict();
/** POST /sale/order/clear-gifts */
export const clearGiftsBody = z.object({ commandId: z.uuid().optional(), id, version }).strict();

export const paymentInput = z
  .object({
    method: z.enum(PAYMENT_METHODS),
    amount: positive,
    reference: z.string().trim().max(100).default(''),
    dueDate: day.optional(),
    /** Cash handed over (cash only): the change is recorded. */
    tendered: decimal.optional(),
    /** The money account it goes into; default: the first cash box (cash) or bank account (card, transfer) in the order's currency. */
    accountId: id.optional(),
    /** The bank a check is drawn on (checks only): the check in the portfolio carries it (docs/finance-checks.md). */
    bank: z.string().trim().max(100).optional(),
    /** Cash rounding (cash only): the part of `amount` not handed over, less than ten of the currency's smallest units (docs/sales-retail-checkout.md). */
    rounding: decimal.optional(),
  })
  .strict()
  .refine((p) => p.tendered === undefined || p.method === 'cash', { message: 'only cash has a tendered amount', path: ['tendered'] })
  .refine((p) => p.rounding === undefined || p.method === 'cash', { message: 'only cash is rounded', path: ['rounding'] })
  .refine((p) => p.method !== 'voucher' || p.reference.length > 0, { message: 'a voucher needs its number', path: ['reference'] })
  .refine((p) => !p.bank || p.method === 'bankCheck', { message: 'only a check has a bank', path: ['bank'] });
export type PaymentInput = z.infer<typeof paymentInput>;

/**
 * POST /sale/order/save-commit: commit a draft (id + version), optionally replacing its header
 * and lines first (`order`: the order form's whole content) and taking payments in the same
 * step. Without `id`, `order` creates the order and commits it at once (retail, input).
 */
export const saveCommitBody = z
  .object({
    commandId: z.uuid().optional(),
    id: id.optional(),
    version: version.optional(),
    order: createSaleOrderBody.omit({ commandId: true }).optional(),
    payments: z.array(paymentInput).max(20).default([]),
  })
  .strict()
  .refine((b) => Boolean(b.id) || Boolean(b.order), { message: 'give the order id or the order', path: ['id'] })
  .refine((b) => !b.id || b.version !== undefined, { message: 'give the version you saw', path: ['version'] });
export type SaveCommitBody = z.infer<typeof saveCommitBody>;

export const unsaveBody = z.object({ commandId: z.uuid().optional(), id, version, reason: memo.default('') }).strict();
export const cancelBody = z.object({ commandId: z.uuid().optional(), id, version, reason: memo.default('') }).strict();
export const payBody = z.object({ commandId: z.uuid().optional(), id, version: version.optional(), payments: z.array(paymentInput).min(1).max(20) }).strict();
export type PayBody = z.infer<typeof payBody>;
export const duplicateBody = z.object({ commandId: z.uuid().optional(), id, kind: z.enum(SALE_ORDER_KINDS).optional() }).strict();
export const hangBody = z.object({ commandId: z.uuid().optional(), ids: z.array(id).min(1).max(100) }).strict();
export const transformPoBody = z.object({ commandId: z.uuid().optional(), id }).strict();
export const pickBody = z
  .object({
    commandId: z.uuid().optional(),
    id,
    version,
    /** quantity: base units picked (default: the whole line). */
    lines: z.array(z.object({ lineId: id, quantity: decimal.optional(), zoneId: id.nullable().optional() }).strict()).min(1).max(2000),
  })
  .strict();
export const unpickBody = z.object({ commandId: z.uuid().optional(), id, version, lineIds: z.array(id).min(1).max(2000) }).strict();
export const stockoutBody = z.object({ commandId: z.uuid().optional(), id, version }).strict();
/** POST /sale/order/shelf: the shelf (zone of the order's warehouse) each line is picked from. */
export const shelfBody = z
  .object({ commandId: z.uuid().optional(), id, version, lines: z.array(z.object({ lineId: id, zoneId: id.nullable() }).strict()).min(1).max(2000) })
  .strict();

/**
 * POST /sale/order/batch-import: orders from one spreadsheet (.xlsx, base64). Columns: ref (rows
 * with the same ref form one order), customer (code), warehouse (code), code or barcode, unit,
 * quantity, price (optional), discount (optional), gift (optional), memo (optional). All or
 * nothing, with a row-by-row report; `commit` commits every imported order.
 */
export const batchImportBody = z
  .object({
    commandId: z.uuid().optional(),
    fileName: z.string().trim().min(1).max(200),
    file: base64File(UPLOAD_LIMITS.saleBatchImport),
    commit: z.boolean().default(false),
  })
  .strict();
export type BatchImportBody = z.infer<typeof batchImportBody>;

/**
 * POST /sale/order/excel/parse: lines from a spreadsheet (code or barcode, unit, quantity, price)
 * or from a barcode collector's text dump (one "barcode[,quantity]" per line; repeated barcodes
 * add up), resolved against the catalogue and priced for the order, WITHOUT saving anything.
 */
export const excelParseBody = z
  .object({
    file: base64File(UPLOAD_LIMITS.saleLinesParse).optional(),
    text: z.string().min(1).max(5_000_000).optional(),
    id: id.optional(),
  })
  .strict()
  .refine((b) => Boolean(b.file) !== Boolean(b.text), { message: 'give either file or text', path: ['file'] });

// ---- queries
export const saleOrderQuery = z
  .object({
    /** One order (with lines, payments, distribution). Without it: the list. */
    id: id.optional(),
    kind: z.enum(SALE_ORDER_KINDS).optional(),
    status: z.enum(SALE_ORDER_STATUSES).optional(),
    /** true: cancelled orders only (the menu's cancel entry links with state=true). */
    state: z.enum(['true', 'false']).optional(),
    hung: z.enum(['true', 'false']).optional(),
    paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
    deliveryMode: z.enum(DELIVERY_MODES).optional(),
    distStatus: z.enum(DIST_STATUSES).optional(),
    customerId: id.optional(),
    warehouseId: id.optional(),
    createdBy: id.optional(),
    /** Part of the customer's code or name (the customer search of the list screens). */
    customer: z.string().trim().max(100).optional(),
    /** Business days (company time zone), inclusive. */
    from: day.optional(),
    to: day.optional(),
    search: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(1000).default(50),
  })
  .strict();
export type SaleOrderQuery = z.infer<typeof saleOrderQuery>;

export const orderIdQuery = z.object({ id }).strict();
export const neighbourQuery = z.object({ id, kind: z.enum(SALE_ORDER_KINDS).optional() }).strict();
export const tempsQuery = z.object({ kind: z.enum(SALE_ORDER_KINDS).optional(), mine: z.enum(['true', 'false']).optional() }).strict();
export const batchImportsQuery = z.object({ page: z.coerce.number().int().min(1).default(1), limit: z.coerce.number().int().min(1).max(200).default(50) }).strict();
export const todayShippingsQuery = z.object({ limit: z.coerce.number().int().min(0).max(1000).default(0) }).strict();

// ---- answers (server readers and the browser share these shapes)
/** `GET sale/order/stock?id=`: base units on hand in the order's warehouse of each product on it ('0' when none ever moved). */
export interface SaleOrderStock {
  warehouseId: string;
  onHand: Record<string, string>;
}

export interface SaleLineView extends SaleLine {
  /** Distribution: base units picked and stocked out. */
  picked: string;
  stockedOut: string;
}

export interface SaleOrderView {
  id: string;
  number: string;
  kind: SaleOrderKind;
  source: SaleSource;
  status: SaleOrderStatus;
  hung: boolean;
  version: number;
  header: SaleOrderHeader;
  warehouse: { id: string; code: string; name: string } | null;
  lines: SaleLineView[];
  subtotal: string;
  tax: string;
  total: string;
  paid: string;
  outstanding: string;
  paymentStatus: PaymentStatus;
  payments: SalePayment[];
  distStatus: DistStatus;
  dueDate: string | null;
  createdAt: string;
  createdBy: string;
  committedAt: string | null;
  committedBy: string | null;
  updatedAt: string;
  purchaseOrder: { id: string; number: string } | null;
  duplicatedFrom: string | null;
  importId: string | null;
}

/** What every sale-order command answers: where its events landed, and the order as it now is. */
export interface SaleOrderAnswer {
  id: string;
  number: string;
  version: number;
  globalPosition: string;
  duplicate: boolean;
  order: SaleOrderView;
}

/** POST sale/order/transform-po: the order's answer with the purchase order draft it started. */
export interface TransformToPurchaseAnswer extends SaleOrderAnswer {
  purchaseOrder: { id: string; number: string };
}

/** POST sale/orders/hang and /unhang: the orders that changed (null position: none did). */
export interface HangSaleOrdersAnswer {
  changed: string[];
  globalPosition: string | null;
}

/** POST sale/order/batch-import (the result of its job): the import and the orders it made, by ref. */
export interface SaleImportAnswer {
  importId: string;
  orders: { id: string; number: string; ref: string }[];
  duplicate: boolean;
  globalPosition: string;
}

export interface SaleOrderListRow {
  id: string;
  number: string;
  kind: SaleOrderKind;
  source: SaleSource;
  status: SaleOrderStatus;
  hung: boolean;
  customerId: string | null;
  customerCode: string | null;
  customerName: string | null;
  warehouseId: string;
  warehouseCode: string | null;
  warehouseName: string | null;
  currency: string;
  subtotal: string;
  tax: string;
  total: string;
  paid: string;
  outstanding: string;
  paymentStatus: PaymentStatus;
  lineCount: number;
  baseQuantity: string;
  deliveryMode: DeliveryMode;
  deliveryDate: string | null;
  distStatus: DistStatus;
  createdAt: string;
  createdBy: string;
  createdByName: string | null;
  committedAt: string | null;
  updatedAt: string;
  memo: string;
  purchaseNumber: string | null;
  importId: string | null;
}

/** GET sale/order without an id: one page of the list and how many orders match. */
export interface SaleOrderPage {
  rows: SaleOrderListRow[];
  total: number;
}

/** GET report/today-shippings: distribution orders due today or overdue that have not left (rows only with limit > 0). */
export interface TodayShippings {
  total: number;
  rows: SaleOrderListRow[];
}

export interface SaleOrderImport {
  id: string;
  fileName: string;
  orders: number;
  lines: number;
  committed: boolean;
  numbers: string[];
  importedAt: string;
  importedBy: string;
}

/** GET sale/order/batch-imports: one page of the imports. */
export interface SaleImportPage {
  rows: SaleOrderImport[];
  total: number;
}

/** GET /sale/order/excel/parse answer: lines ready to add, and the rows that were refused. */
export interface ParsedSaleLines {
  lines: (SaleLineInput & { productId: string; code: string; name: string; unit: PackUnit; price: string; row: number })[];
  errors: { row: number; field: string; message: string }[];
}

/** One batch import: the orders it created, on its own stream `sale-import-<id>`. */
export interface SaleOrdersImported {
  type: 'SaleOrdersImported';
  data: { importId: string; fileName: string; orderIds: string[]; numbers: string[]; lines: number; committed: boolean };
}
export const saleImportStreamId = (id: string) => `sale-import-${id}`;
