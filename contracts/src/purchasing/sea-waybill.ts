import { z } from 'zod';
import { base64File, UPLOAD_LIMITS } from '../platform/uploads.js';
import { ALLOCATION_BASES, type AllocationBasis, LANDED_COST_KINDS, type LandedCostAllocation, type LandedCostEvent, type LandedCostKind } from './landed-cost.js';

/**
 * Sea waybills (issue 13, docs/ocean-shipping.md). One stream per waybill (`sea-waybill-<id>`):
 * the bill of lading of a container shipment, the purchase orders it carries, and its costs
 * (freight, insurance, duty, port and customs fees), which are spread over the received lines of
 * those orders (LandedCostAllocated / LandedCostWithdrawn of landed-cost.ts, same stream).
 *
 * Status moves one step at a time: booked -> sailed -> arrived -> cleared -> received, and one
 * step back to correct a mistake (WAYBILL_MOVES).
 */

export const WAYBILL_STATUSES = ['booked', 'sailed', 'arrived', 'cleared', 'received'] as const;
export type WaybillStatus = (typeof WAYBILL_STATUSES)[number];
/** The allowed moves: the next step, or the previous one (a correction). */
export const WAYBILL_MOVES: Readonly<Record<WaybillStatus, readonly WaybillStatus[]>> = {
  booked: ['sailed'],
  sailed: ['arrived', 'booked'],
  arrived: ['cleared', 'sailed'],
  cleared: ['received', 'arrived'],
  received: ['cleared'],
};

export interface WaybillFields {
  /** The bill of lading's number: unique among waybills (case-insensitive). */
  blNumber: string;
  containers: string[];
  carrier: string;
  portOfLoading: string;
  portOfDischarge: string;
  /** Business days (YYYY-MM-DD, company time zone). */
  etd: string | null;
  eta: string | null;
  note: string;
}

export interface SeaWaybillCreated {
  type: 'SeaWaybillCreated';
  data: { waybillId: string; number: string } & WaybillFields;
}
export interface SeaWaybillChanged {
  type: 'SeaWaybillChanged';
  data: { waybillId: string; number: string; changes: Partial<WaybillFields> };
}
export interface SeaWaybillStatusChanged {
  type: 'SeaWaybillStatusChanged';
  data: { waybillId: string; number: string; from: WaybillStatus; to: WaybillStatus };
}
export interface LinkedOrder {
  purchaseOrderId: string;
  /** The order's number. */
  number: string;
}
export interface SeaWaybillOrdersLinked {
  type: 'SeaWaybillOrdersLinked';
  data: { waybillId: string; number: string; orders: LinkedOrder[] };
}
export interface SeaWaybillOrderUnlinked {
  type: 'SeaWaybillOrderUnlinked';
  data: { waybillId: string; number: string; purchaseOrderId: string };
}
/** Weight (kg) and volume (m3) of one BASE unit of a product, as the packing list gives them. */
export interface ProductMeasure {
  productId: string;
  weight: string;
  volume: string;
}
/** The waybill's packing-list measures (the catalogue has none): replaces the previous set. */
export interface SeaWaybillMeasuresSet {
  type: 'SeaWaybillMeasuresSet';
  data: { waybillId: string; number: string; measures: ProductMeasure[] };
}
export interface WaybillCost {
  costId: string;
  kind: LandedCostKind;
  basis: AllocationBasis;
  /** As invoiced, in `currency`. */
  currency: string;
  amount: string;
  /** currency -> costCurrency (1 when they are the same). */
  rate: string;
  costCurrency: string;
  invoiceRef: string;
  note: string;
}
export interface SeaWaybillCostAdded {
  type: 'SeaWaybillCostAdded';
  data: { waybillId: string; number: string } & WaybillCost;
}
/** A cost taken off the waybill; its allocation (if any) was withdrawn just before, same append. */
export interface SeaWaybillCostRemoved {
  type: 'SeaWaybillCostRemoved';
  data: { waybillId: string; number: string; costId: string };
}

export type SeaWaybillOwnEvent =
  | SeaWaybillCreated
  | SeaWaybillChanged
  | SeaWaybillStatusChanged
  | SeaWaybillOrdersLinked
  | SeaWaybillOrderUnlinked
  | SeaWaybillMeasuresSet
  | SeaWaybillCostAdded
  | SeaWaybillCostRemoved;
export type SeaWaybillEvent = SeaWaybillOwnEvent | LandedCostEvent;
export const SEA_WAYBILL_EVENT_TYPES = [
  'SeaWaybillCreated',
  'SeaWaybillChanged',
  'SeaWaybillStatusChanged',
  'SeaWaybillOrdersLinked',
  'SeaWaybillOrderUnlinked',
  'SeaWaybillMeasuresSet',
  'SeaWaybillCostAdded',
  'SeaWaybillCostRemoved',
  'LandedCostAllocated',
  'LandedCostWithdrawn',
] as const satisfies readonly SeaWaybillEvent['type'][];
export const seaWaybillStreamId = (id: string) => `sea-waybill-${id}`;
export const SEA_WAYBILL_PREFIX = 'SW';
export const SEA_WAYBILL_LIST_READ_MODEL = 'sea-waybills';
export const PURCHASE_RECEIPT_LINES_READ_MODEL = 'purchase-receipt-lines';

// ---- API -------------------------------------------------------------------------------------

const text = (max: number) => z.string().trim().max(max);
const day = z.iso.date('a date as YYYY-MM-DD');
const currency = z.string().trim().regex(/^[A-Z]{3}$/, 'a three-letter ISO 4217 code such as USD');
/** A positive decimal string (amounts, rates, measures), never a float. */
const positive = (example: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,13}(\.\d{1,8})?$/, `a decimal number such as ${example}`)
    .refine((v) => /[1-9]/.test(v), 'must be greater than 0');
const measure = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,6})?$/, 'a decimal number such as 12.5 (0 for none)');
const containerSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{4,20}$/, 'a container number such as MSCU1234567');

const fields = {
  blNumber: z.string().trim().min(1, 'enter the B/L number').max(40),
  containers: z.array(containerSchema).max(50),
  carrier: text(100),
  portOfLoading: text(100),
  portOfDischarge: text(100),
  etd: day.nullable(),
  eta: day.nullable(),
  note: text(500),
};
const etaAfterEtd = (b: { etd?: string | null; eta?: string | null }) => !b.etd || !b.eta || b.eta >= b.etd;
const ETA_MESSAGE = { message: 'the ETA cannot be before the ETD', path: ['eta'] };

/** POST /api/purchase/ocean-shipping */
export const createWaybillBody = z
  .object({
    commandId: z.uuid().optional(),
    blNumber: fields.blNumber,
    containers: fields.containers.default([]),
    carrier: fields.carrier.default(''),
    portOfLoading: fields.portOfLoading.default(''),
    portOfDischarge: fields.portOfDischarge.default(''),
    etd: fields.etd.default(null),
    eta: fields.eta.default(null),
    note: fields.note.default(''),
  })
  .strict()
  .refine(etaAfterEtd, ETA_MESSAGE);
export type CreateWaybillBody = z.infer<typeof createWaybillBody>;

const version = z.number().int().min(1).optional();

/** PUT /api/purchase/ocean-shipping/:id */
export const changeWaybillBody = z
  .object({
    version,
    blNumber: fields.blNumber.optional(),
    containers: fields.containers.optional(),
    carrier: fields.carrier.optional(),
    portOfLoading: fields.portOfLoading.optional(),
    portOfDischarge: fields.portOfDischarge.optional(),
    etd: fields.etd.optional(),
    eta: fields.eta.optional(),
    note: fields.note.optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).some((k) => k !== 'version'), 'nothing to change')
  .refine(etaAfterEtd, ETA_MESSAGE);
export type ChangeWaybillBody = z.infer<typeof changeWaybillBody>;

/** POST /api/purchase/ocean-shipping/:id/status */
export const changeWaybillStatusBody = z.object({ version, status: z.enum(WAYBILL_STATUSES) }).strict();
export type ChangeWaybillStatusBody = z.infer<typeof changeWaybillStatusBody>;

/** POST /api/purchase/ocean-shipping/:id/orders */
export const linkOrdersBody = z.object({ version, purchaseOrderIds: z.array(z.uuid()).min(1, 'pick at least one purchase order').max(100) }).strict();
export type LinkOrdersBody = z.infer<typeof linkOrdersBody>;

/** PUT /api/purchase/ocean-shipping/:id/measures */
export const setMeasuresBody = z
  .object({ version, measures: z.array(z.object({ productId: z.uuid(), weight: measure, volume: measure }).strict()).max(500) })
  .strict()
  .refine((b) => new Set(b.measures.map((m) => m.productId)).size === b.measures.length, { message: 'one row per product', path: ['measures'] });
export type SetMeasuresBody = z.infer<typeof setMeasuresBody>;

/** POST /api/purchase/ocean-shipping/:id/costs */
export const addCostBody = z
  .object({
    commandId: z.uuid().optional(),
    version,
    kind: z.enum(LANDED_COST_KINDS),
    basis: z.enum(ALLOCATION_BASES).default('value'),
    currency,
    amount: positive('1500 or 12.50'),
    /** currency -> the company's cost currency; absent = 1 (only when they are the same). */
    rate: positive('7.25').optional(),
    invoiceRef: text(60).default(''),
    note: text(200).default(''),
  })
  .strict();
export type AddCostBody = z.infer<typeof addCostBody>;

/** POST /api/purchase/ocean-shipping/:id/allocate: spread every cost again over the received lines. */
export const allocateBody = z.object({ version }).strict();
export type AllocateBody = z.infer<typeof allocateBody>;

/** GET /api/purchase/ocean-shipping */
export const listWaybillsQuery = z
  .object({
    search: z.string().trim().max(100).optional(),
    status: z.enum([...WAYBILL_STATUSES, 'all']).default('all'),
    etaFrom: day.optional(),
    etaTo: day.optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(1000).default(50),
  })
  .strict();
export type ListWaybillsQuery = z.infer<typeof listWaybillsQuery>;

/** GET /api/purchase/ocean-shipping/received-orders: purchase orders with receipts, to link. */
export const receivedOrdersQuery = z.object({ search: z.string().trim().max(100).optional() }).strict();
export type ReceivedOrdersQuery = z.infer<typeof receivedOrdersQuery>;

const allocationSchema = z.object({
  purchaseOrderId: z.string(),
  receiptId: z.string(),
  receiptLine: z.number(),
  productId: z.string(),
  warehouseId: z.string(),
  amount: z.string(),
}) satisfies z.ZodType<LandedCostAllocation>;

export const waybillCostSchema = z.object({
  costId: z.string(),
  kind: z.enum(LANDED_COST_KINDS),
  basis: z.enum(ALLOCATION_BASES),
  currency: z.string(),
  amount: z.string(),
  rate: z.string(),
  costCurrency: z.string(),
  /** amount x rate in the cost currency's decimals. */
  costAmount: z.string(),
  invoiceRef: z.string(),
  note: z.string(),
  /** The lines it is spread over, or null while not allocated. */
  allocations: z.array(allocationSchema).nullable(),
});
export type WaybillCostRow = z.infer<typeof waybillCostSchema>;

export const waybillRowSchema = z.object({
  id: z.string(),
  number: z.string(),
  blNumber: z.string(),
  containers: z.array(z.string()),
  carrier: z.string(),
  portOfLoading: z.string(),
  portOfDischarge: z.string(),
  etd: z.string().nullable(),
  eta: z.string().nullable(),
  note: z.string(),
  status: z.enum(WAYBILL_STATUSES),
  orders: z.array(z.object({ purchaseOrderId: z.string(), number: z.string() })),
  /** Sum of the costs in the cost currency ('0' without costs). */
  costTotal: z.string(),
  costCurrency: z.string().nullable(),
  costCount: z.number(),
  /** 'none' (no cost), 'no' (none spread), 'partly', 'yes' (every cost spread). */
  allocated: z.enum(['none', 'no', 'partly', 'yes']),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type WaybillRow = z.infer<typeof waybillRowSchema>;
export const waybillListSchema = z.object({ rows: z.array(waybillRowSchema), total: z.number() });
export type WaybillList = z.infer<typeof waybillListSchema>;

export const waybillDetailSchema = waybillRowSchema.extend({
  costs: z.array(waybillCostSchema),
  measures: z.array(z.object({ productId: z.string(), weight: z.string(), volume: z.string() })),
});
export type WaybillDetail = z.infer<typeof waybillDetailSchema>;

export const receiptLineSchema = z.object({
  purchaseOrderId: z.string(),
  orderNumber: z.string(),
  receiptId: z.string(),
  receiptNumber: z.string(),
  kind: z.enum(['receipt', 'return']),
  receiptLine: z.number(),
  orderLine: z.number(),
  productId: z.string(),
  productCode: z.string(),
  productName: z.string(),
  warehouseId: z.string(),
  warehouseCode: z.string(),
  /** Base units; negative on a return. */
  quantity: z.string(),
  /** quantity x unitCost in the cost currency; negative on a return. */
  value: z.string(),
  costCurrency: z.string(),
  receivedAt: z.string(),
});
export type ReceiptLine = z.infer<typeof receiptLineSchema>;
export const receiptLinesSchema = z.object({ rows: z.array(receiptLineSchema) });
export const receivedOrdersSchema = z.object({ rows: z.array(z.object({ purchaseOrderId: z.string(), number: z.string(), receipts: z.number(), lastReceivedAt: z.string() })) });
export type ReceivedOrders = z.infer<typeof receivedOrdersSchema>;

/** The answer of a waybill command. */
export const waybillCommandAnswer = z.object({ id: z.string(), number: z.string().optional(), streamVersion: z.number(), globalPosition: z.string(), changed: z.boolean() });

// ---- Excel import (/purchase/ocean-shipping/excel-import) -------------------------------------

/** Accepted header spellings per column (compared without case, spaces, _ - . and accents). */
export const WAYBILL_IMPORT_COLUMNS = {
  blNumber: ['bl', 'blnumber', 'b/l', 'b/lnumber', 'billoflading', 'billofladingnumber'],
  containers: ['containers', 'container', 'containernumbers'],
  carrier: ['carrier', 'shippingline'],
  portOfLoading: ['portofloading', 'pol', 'loadingport'],
  portOfDischarge: ['portofdischarge', 'pod', 'dischargeport'],
  etd: ['etd', 'departure'],
  eta: ['eta', 'arrival'],
  note: ['note', 'remark'],
} as const;
export type WaybillImportColumn = keyof typeof WAYBILL_IMPORT_COLUMNS;
export const WAYBILL_IMPORT_TEMPLATE_HEADERS: Record<WaybillImportColumn, string> = {
  blNumber: 'B/L number',
  containers: 'containers',
  carrier: 'carrier',
  portOfLoading: 'port of loading',
  portOfDischarge: 'port of discharge',
  etd: 'ETD',
  eta: 'ETA',
  note: 'note',
};
export const WAYBILL_IMPORT_JOB = 'purchasing.import-waybills';

export const importWaybillsBody = z.object({ commandId: z.uuid().optional(), file: base64File(UPLOAD_LIMITS.waybillImport) }).strict();
export type ImportWaybillsBody = z.infer<typeof importWaybillsBody>;
export const importWaybillsQuery = z.object({ commandId: z.uuid().optional() }).strict();

export interface WaybillImportRowError {
  /** The sheet's row number (1 = the header row; 0 = the file itself). */
  row: number;
  field: string;
  message: string;
}
/** The import's report (the queue job's result): every waybill made, or the refused rows and nothing made. */
export interface WaybillImportReport {
  total: number;
  imported: number;
  refused: number;
  errors: WaybillImportRowError[];
  waybills: { id: string; number: string; blNumber: string; row: number }[];
  duplicate: boolean;
}
