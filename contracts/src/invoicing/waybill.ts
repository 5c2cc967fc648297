import { z } from 'zod';
import type { EParty } from './e-document.js';
import { checkRut, normaliseTaxId } from './tax-ids.js';

/**
 * Chile's guía de despacho electrónica (SII DTE type 52, docs/invoicing-es-latam.md "Chile"):
 * the document that travels with goods — a sale delivered before its invoice, or a transfer
 * between the company's own warehouses — naming the carrier, the driver and the vehicle's plate.
 * Each waybill is a stream of its own whose one event carries everything it says, its folio taken
 * from the type-52 CAF ranges: an issued waybill never changes.
 */

/** SII's IndTraslado list (DTE_v10.xsd); 8 and 9 (exports) need customs data and are not offered. */
export const TRASLADO_KINDS = [1, 2, 3, 4, 5, 6, 7] as const;
export type TrasladoKind = (typeof TRASLADO_KINDS)[number];
/** Kinds whose receiver is the issuer itself (no client): promotion or donation, internal transfer. */
export const SELF_RECEIVED_KINDS: readonly TrasladoKind[] = [4, 5];
/** Kinds that are a sale, the only ones a sale order may be the source of. */
export const SALE_KINDS: readonly TrasladoKind[] = [1, 2];

const decimal = z.string().trim().regex(/^\d+(\.\d+)?$/, 'a positive decimal number');

export const waybillLineInput = z
  .object({
    description: z.string().trim().min(1, 'enter a description').max(80),
    productCode: z.string().trim().max(35).default(''),
    unitName: z.string().trim().max(4).default(''),
    quantity: decimal.refine((q) => Number(q) > 0, 'more than 0'),
    /** Net unit price in pesos; absent on a waybill without prices. */
    unitPrice: decimal.optional(),
  })
  .strict();
export type WaybillLineInput = z.infer<typeof waybillLineInput>;

/** SII's Patente: at most 8 characters (AB-CD-12, BBCL12). */
export const waybillPlate = z.string().trim().toUpperCase().min(2, 'a plate has at least 2 characters').max(8, 'SII takes at most 8 characters').regex(/^[A-Z0-9][A-Z0-9 -]*$/, 'letters, digits, spaces and dashes only');

export const waybillDestinationSchema = z
  .object({
    street: z.string().trim().min(1, 'enter the destination address').max(70),
    comuna: z.string().trim().max(20).default(''),
    city: z.string().trim().max(20).default(''),
  })
  .strict();
export type WaybillDestination = z.infer<typeof waybillDestinationSchema>;

export const issueWaybillBody = z
  .object({
    commandId: z.uuid().optional(),
    setupId: z.string().min(1).max(100),
    traslado: z.literal(TRASLADO_KINDS, 'an IndTraslado of SII’s list (1 to 7)'),
    /** The receiver from the client register; null for an internal transfer or a donation (the issuer receives). */
    clientId: z.string().min(1).max(100).nullable().default(null),
    /** A committed sale order whose lines travel (a sale only). */
    saleOrderId: z.string().min(1).max(100).nullable().default(null),
    /**
     * What this guía carries of each sale order line (its 1-based place in the order); a line not
     * named carries what is left of it, 0 leaves it out. More than what is left is refused.
     */
    orderLines: z
      .array(z.object({ lineNo: z.number().int().min(1), quantity: z.string().trim().regex(/^\d+(\.\d+)?$/, 'a decimal number, 0 or more') }).strict())
      .max(200)
      .default([]),
    /** Lines typed in (an internal transfer; or added to the sale order's). */
    lines: z.array(waybillLineInput).max(60).default([]),
    /** Prices and totals on the document; a transfer may carry none. */
    withPrices: z.boolean().default(true),
    transportCompanyId: z.string().min(1, 'choose the carrier').max(100),
    driverId: z.string().min(1, 'choose the driver').max(100),
    plate: waybillPlate,
    destination: waybillDestinationSchema,
    notes: z.string().trim().max(500).default(''),
  })
  .strict()
  .refine((b) => b.saleOrderId !== null || b.lines.length > 0, { path: ['lines'], message: 'pick a sale order or type lines' })
  .refine((b) => !b.withPrices || b.lines.every((l) => l.unitPrice !== undefined), { path: ['lines'], message: 'a waybill with prices has a price on every line' });
export type IssueWaybillBody = z.infer<typeof issueWaybillBody>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day YYYY-MM-DD');
export const listWaybillsQuery = z
  .object({
    search: z.string().trim().optional(),
    setupId: z.string().optional(),
    traslado: z.coerce.number().int().min(1).max(9).optional(),
    from: day.optional(),
    to: day.optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(1000).default(50),
  })
  .strict();
export type ListWaybillsQuery = z.infer<typeof listWaybillsQuery>;

/** A RUT written as SII's schema wants it: digits, a dash, the check digit (12.345.678-5 -> 12345678-5); null when it has not that shape. */
export function siiRutText(raw: string): string | null {
  const s = normaliseTaxId('CL', raw).replace(/-/g, '');
  return /^\d{1,8}[\dK]$/.test(s) ? `${s.slice(0, -1)}-${s.slice(-1)}` : null;
}

/** siiRutText, and only when the check digit matches. */
export function siiRut(raw: string): string | null {
  const rut = siiRutText(raw);
  return rut && checkRut(rut) === null ? rut : null;
}

export interface WaybillLine {
  lineNo: number;
  productCode: string;
  description: string;
  unitName: string;
  quantity: string;
  /** Net unit price in pesos; null without prices. */
  unitPrice: string | null;
  /** Whole pesos; null without prices. */
  amount: string | null;
  saleOrderId: string | null;
  /** A sale order line: its 1-based place in the order and the quantity ordered (absent on typed lines and older guías). */
  orderLine?: { lineNo: number; ordered: string };
}

export interface WaybillDocument {
  waybillId: string;
  setupId: string;
  /** The SII folio (from the type-52 CAF ranges); `number` is the same as text. */
  folio: number;
  number: string;
  issueDate: string;
  issuedAt: string;
  issuedBy: string;
  traslado: TrasladoKind;
  seller: EParty;
  clientId: string | null;
  /** The receiver: the client at the moment of issue, or the issuer itself (kinds 4 and 5). */
  receiver: EParty;
  saleOrder: { id: string; number: string } | null;
  carrier: { id: string; name: string; rut: string };
  driver: { id: string; name: string; rut: string };
  plate: string;
  destination: WaybillDestination;
  lines: WaybillLine[];
  /** Whole pesos at IVA 19 %; null on a waybill without prices. */
  totals: { net: string; vat: string; total: string } | null;
  notes: string;
}

export type WaybillEvent = { type: 'WaybillIssued'; data: WaybillDocument };
export const WAYBILL_EVENT_TYPES = ['WaybillIssued'] as const;
export const waybillStreamId = (waybillId: string) => `waybill-${waybillId}`;
export const WAYBILLS_READ_MODEL = 'waybills';
/** The gapless counter whose n-th value is the n-th folio of the setup's type-52 CAF ranges. */
export const waybillCounter = (setupId: string) => `waybill-${setupId}-52`.toLowerCase();

export interface WaybillRow {
  id: string;
  setupId: string;
  folio: number;
  issueDate: string;
  traslado: TrasladoKind;
  receiverName: string;
  receiverRut: string;
  saleOrderNumber: string | null;
  carrierName: string;
  driverName: string;
  plate: string;
  total: string | null;
  issuedAt: string;
  /** The factura that billed this guía (its TpoDocRef 52 Referencia); null while none has. */
  billedBy: { invoiceId: string; number: string } | null;
}

/** A guía of a sale order as a factura of that order names it (SII Referencia TpoDocRef 52). */
export interface WaybillOfOrder {
  waybillId: string;
  saleOrderId: string;
  folio: number;
  issueDate: string;
  traslado: TrasladoKind;
  billedBy: { invoiceId: string; number: string } | null;
}

/** IndTraslado kinds a factura later bills: 1 operación constituye venta, 2 venta por efectuar. */
export const BILLED_KINDS: readonly TrasladoKind[] = [1, 2];

/** GET waybills/order/:saleOrderId: per order line what was ordered, what earlier guías carried and what is left. */
export interface SaleOrderDelivery {
  saleOrderId: string;
  number: string;
  lines: { lineNo: number; code: string; name: string; unit: string; ordered: string; delivered: string; left: string }[];
  waybills: { waybillId: string; folio: number; issueDate: string; billedBy: { invoiceId: string; number: string } | null }[];
}

/**
 * A guía a factura may bill line by line (docs/invoicing.md "A factura of chosen guías"): the guía as
 * issued with, on each line carried from a sale order, what pricing it needs from the order (the
 * order line's quantity, price, amount and gift flag). Built by the facts loader from rm.waybills
 * and the sale order read model; the billing screen's preview and the decision price it alike
 * (`waybillLinesToPrice`, invoice-amounts.ts).
 */
export interface WaybillToBill {
  waybillId: string;
  setupId: string;
  folio: number;
  issueDate: string;
  traslado: TrasladoKind;
  clientId: string | null;
  receiverName: string;
  /** Its sale order, and the invoice that took that order whole (null while none has). */
  saleOrder: { id: string; number: string; invoicedBy: string | null } | null;
  billedBy: { invoiceId: string; number: string } | null;
  lines: WaybillLineToBill[];
}
export interface WaybillLineToBill {
  productCode: string;
  description: string;
  unitName: string;
  quantity: string;
  /** The guía's own net unit price (typed lines); null on a guía without prices. */
  unitPrice: string | null;
  /** A line carried from a sale order: the order line as ordered (its 1-based place; its full code, name and unit, which the guía shortens to SII's lengths). */
  order: { saleOrderId: string; lineNo: number; code: string; name: string; unit: string; quantity: string; price: string; amount: string; gift: boolean } | null;
}

/** GET waybills/billable: the guías of a client a factura may still bill (kinds 1 and 2, not billed, order not invoiced whole). */
export const billableWaybillsQuery = z
  .object({
    setupId: z.string().min(1).max(100),
    clientId: z.string().min(1).max(100),
  })
  .strict();
export type BillableWaybillsQuery = z.infer<typeof billableWaybillsQuery>;
