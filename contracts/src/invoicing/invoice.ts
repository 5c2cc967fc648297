import { z } from 'zod';
import { PE_ID_TYPES } from './pe-ids.js';
import type { EParty, VatCategory } from './e-document.js';
import { PAYMENT_MEANS, VAT_CATEGORIES } from './e-document.js';
import { INVOICE_COUNTRIES, type InvoiceCountry, type InvoiceDocType } from './invoice-setup.js';
import { SUBMISSION_OFFICES, SUBMISSION_STATUSES, type SubmissionOffice, type SubmissionStatus } from './submission.js';

/**
 * Invoices, credit notes and proformas (docs/invoicing.md "Issuing"). Each document is a stream of
 * its own whose first event carries everything it says, already numbered, rounded and totalled:
 * an issued document never changes (a correction is a credit note that names it).
 */

const decimal = z.string().trim().regex(/^\d+(\.\d+)?$/, 'a positive decimal number');
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day YYYY-MM-DD');

export const invoiceLineInput = z
  .object({
    description: z.string().trim().min(1, 'enter a description').max(300),
    productCode: z.string().trim().max(60).default(''),
    unitName: z.string().trim().max(20).default('szt.'),
    unitCode: z.string().trim().max(5).default('H87'),
    quantity: decimal.refine((q) => Number(q) > 0, 'more than 0'),
    unitPrice: decimal,
    /** Line discount as a net amount. */
    discount: decimal.default('0'),
    vatRate: decimal,
    vatCategory: z.enum(VAT_CATEGORIES).default('S'),
    exemptionReason: z.string().trim().max(200).default(''),
  })
  .strict();
export type InvoiceLineInput = z.infer<typeof invoiceLineInput>;

/** What an invoice is in Chile and Peru: a factura (a business buyer) or a boleta (a consumer). */
export const INVOICE_DOCUMENTS = ['factura', 'boleta'] as const;
export type InvoiceDocument = (typeof INVOICE_DOCUMENTS)[number];

/** Peru: a boleta over this total (PEN) names its buyer (name and DNI), SUNAT's rule (docs/invoicing-es-latam.md). */
export const PE_BOLETA_ID_THRESHOLD = '700';

export const issueInvoiceBody = z
  .object({
    commandId: z.uuid().optional(),
    setupId: z.string().min(1),
    /** A registered client; a boleta may go to a consumer instead (`consumer`, or nobody). */
    clientId: z.string().default(''),
    kind: z.enum(['invoice', 'proforma']).default('invoice'),
    /**
     * Chile and Peru (docs/invoicing-es-latam.md "Boletas"): a factura, or a boleta for a consumer
     * (CL DTE 39, PE 03 on the setup's B series), whose unit prices include the tax.
     */
    document: z.enum(INVOICE_DOCUMENTS).default('factura'),
    /**
     * A boleta's consumer when not a registered client: a name and an id (CL RUT; PE an identity
     * document of SUNAT catálogo 06 `idType`, a DNI when none is given), all optional.
     */
    consumer: z.object({ name: z.string().trim().max(100).default(''), taxId: z.string().trim().max(20).default(''), idType: z.enum(PE_ID_TYPES).optional() }).strict().optional(),
    /** Defaults to the seller's local currency. */
    currency: z.string().trim().toUpperCase().length(3).optional(),
    exchangeRate: decimal.default('1'),
    deliveryDate: day.nullable().default(null),
    dueDate: day.nullable().default(null),
    paymentMeans: z.enum(PAYMENT_MEANS).default('transfer'),
    /** Committed sale orders whose lines the invoice takes, at `saleOrderVatRate`. */
    saleOrderIds: z.array(z.string().min(1)).max(50).default([]),
    saleOrderVatRate: decimal.optional(),
    /**
     * Chile: a factura of chosen guías de despacho (docs/invoicing.md "A factura of chosen guías"):
     * it bills what these guías carried, at their sale orders' prices and `saleOrderVatRate`, and
     * names each (Referencia TpoDocRef 52). Not with `saleOrderIds` (a factura of whole orders).
     */
    waybillIds: z.array(z.string().min(1).max(100)).max(200).optional(),
    /** Lines typed in (from scratch, or added to the sale orders' lines). */
    lines: z.array(invoiceLineInput).max(500).default([]),
    notes: z.array(z.string().trim().max(500)).max(10).default([]),
    /**
     * Poland: an invoice to a receipt (faktura do paragonu, billing-plRetail): the fiscal receipt it
     * is issued for, and the seller's confirmation that the buyer's NIP was on it (art. 106b ust. 5).
     */
    receipt: z
      .object({ number: z.string().trim().min(1, 'enter the receipt number').max(60), date: day, nipOnReceipt: z.boolean().default(false) })
      .strict()
      .optional(),
  })
  .strict()
  .refine((b) => b.saleOrderIds.length > 0 || (b.waybillIds ?? []).length > 0 || b.lines.length > 0, { path: ['lines'], message: 'pick sale orders or type lines' })
  .refine((b) => b.saleOrderIds.length === 0 || !b.waybillIds?.length, { path: ['waybillIds'], message: 'bill whole sale orders or chosen guías, not both' })
  .refine((b) => new Set(b.waybillIds).size === (b.waybillIds ?? []).length, { path: ['waybillIds'], message: 'a guía is named once' })
  .refine((b) => b.document === 'boleta' || b.clientId.length > 0, { path: ['clientId'], message: 'choose the client' })
  .refine((b) => b.document === 'boleta' || !b.consumer, { path: ['consumer'], message: 'only a boleta goes to a consumer' })
  .refine((b) => (b.saleOrderIds.length === 0 && !b.waybillIds?.length) || b.saleOrderVatRate !== undefined, { path: ['saleOrderVatRate'], message: 'choose the VAT rate of the sale orders’ lines' });
export type IssueInvoiceBody = z.infer<typeof issueInvoiceBody>;

/**
 * Poland: the advance invoice (faktura zaliczkowa, art. 106b ust. 1 pkt 4, 106f; billing-plTax):
 * an advance `amount` received (gross, in the order's currency) on `receivedOn`, against a committed
 * sale order, for a registered client. `vatRates`: the rate of each of the order's lines (gifts
 * left out, in the order's line order), or one rate for all of them; the order's value at these
 * rates is what the advance is a part of, and its VAT is split over them in proportion
 * (`splitAdvance`, invoice-amounts.ts). A later advance of the same order keeps the first's rates.
 */
export const issueAdvanceInvoiceBody = z
  .object({
    commandId: z.uuid().optional(),
    setupId: z.string().min(1),
    clientId: z.string().min(1),
    saleOrderId: z.string().min(1),
    amount: decimal.refine((v) => Number(v) > 0, 'more than 0'),
    receivedOn: day,
    vatRates: z.array(decimal).min(1).max(500),
    exchangeRate: decimal.default('1'),
    paymentMeans: z.enum(PAYMENT_MEANS).default('transfer'),
  })
  .strict();
export type IssueAdvanceInvoiceBody = z.infer<typeof issueAdvanceInvoiceBody>;

/** A line of the order an advance invoice names (FA(3) ZamowienieWiersz), priced at its rate. */
export interface AdvanceOrderLine {
  lineNo: number;
  productCode: string;
  description: string;
  unitName: string;
  quantity: string;
  unitPrice: string;
  netAmount: string;
  vatRate: string;
  vatAmount: string;
}
/** What makes an invoice an advance invoice (IssuedDocument.advance). */
export interface AdvanceOf {
  saleOrderId: string;
  saleOrderNumber: string;
  /** The order's lines at the rates the advance was issued with, and their totals (FA(3) Zamowienie, WartoscZamowienia = gross). */
  orderLines: AdvanceOrderLine[];
  orderTotals: InvoiceTotals;
  /** The order's earlier advance invoices the decision saw (the amount left is the order's gross less theirs). */
  earlier: { invoiceId: string; number: string; gross: string }[];
}

/** An order's advances as the advance screen and decision read them. */
export interface SaleOrderAdvances {
  saleOrderId: string;
  advances: {
    /** `gross` and `vatTotals` as its corrections (KOR_ZAL, numbered in `corrections`) left them: what the final invoice deducts. */
    invoiceId: string; number: string; issueDate: string; gross: string; vatRates: string[];
    /** The advance's VAT per rate (what the final invoice deducts). */
    vatTotals: InvoiceVatTotal[];
    corrections?: string[];
    /** Its KSeF number when KSeF accepted it; null: not sent, or not (yet) accepted. */
    ksefNumber: string | null;
    /** Sent to KSeF and not answered yet (its KSeF number is not known). */
    ksefPending: boolean;
  }[];
}

/** An advance invoice a final invoice settles (FA(3) FakturaZaliczkowa) and what it already taxed. */
export interface SettledAdvance {
  invoiceId: string;
  number: string;
  issueDate: string;
  /** Its KSeF number when KSeF had accepted it at the final invoice's issue; null: issued outside KSeF (NrKSeFZN). */
  ksefNumber: string | null;
  gross: string;
  vatTotals: InvoiceVatTotal[];
}
/**
 * What makes an invoice the final invoice (faktura rozliczeniowa, art. 106f ust. 3; FA(3) ROZ):
 * its lines are the whole order, `orderVatTotals` / `orderTotals` the whole order's value, and the
 * document's `vatTotals` / `totals` what is left after the advances' sums and VAT are deducted
 * (`totals.gross` = the amount left to pay).
 */
export interface SettlementOf {
  saleOrderId: string;
  saleOrderNumber: string;
  orderVatTotals: InvoiceVatTotal[];
  orderTotals: InvoiceTotals;
  advances: SettledAdvance[];
}

export const issueCreditNoteBody = z
  .object({
    commandId: z.uuid().optional(),
    reason: z.string().trim().min(1, 'enter the reason').max(300),
    /** The lines to credit (line number and quantity); omitted: the whole invoice (Poland, a final invoice: cancelled to zero, KOR_ROZ). */
    lines: z.array(z.object({ lineNo: z.number().int().positive(), quantity: decimal.refine((q) => Number(q) > 0, 'more than 0') }).strict()).optional(),
    /**
     * Poland, an advance invoice only (KOR_ZAL): the advance as corrected, gross in the advance's
     * currency (0: cancelled, the money given back). Omitted: cancelled. It lowers the advance.
     */
    advanceAmount: decimal.refine((v) => Number(v) >= 0, '0 or more').optional(),
  })
  .strict()
  .refine((b) => b.advanceAmount === undefined || b.lines === undefined, { path: ['advanceAmount'], message: 'an advance is corrected by its amount, not by lines' });
export type IssueCreditNoteBody = z.infer<typeof issueCreditNoteBody>;

/**
 * Poland's split payment (MPP, art. 106e ust. 1 pkt 18a): an invoice over 15 000 PLN gross for goods
 * or services of annex 15 must say these words; the Polish billing screen adds them as a note and
 * the FA(3) mapping reads them as P_18A = 1 (docs/invoicing-variants.md).
 */
export const SPLIT_PAYMENT_NOTE = 'mechanizm podzielonej płatności';
export const SPLIT_PAYMENT_THRESHOLD_PLN = '15000';

export const INVOICE_KINDS = ['invoice', 'creditNote', 'proforma'] as const satisfies readonly InvoiceDocType[];
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const listInvoicesQuery = z
  .object({
    search: z.string().trim().optional(),
    kind: z.enum(INVOICE_KINDS).optional(),
    clientId: z.string().optional(),
    /** The seller's country (the country document lists: plInvoice, chlInvoice, perInvoice). */
    country: z.enum(INVOICE_COUNTRIES).optional(),
    /** Each row carries its submission to this office (null: never queued to it). */
    office: z.enum(SUBMISSION_OFFICES).optional(),
    /** With `office`: only documents in this submission status ('none': never queued to it). */
    submissionStatus: z.enum([...SUBMISSION_STATUSES, 'none']).optional(),
    from: day.optional(),
    to: day.optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(1000).default(50),
  })
  .strict();
export type ListInvoicesQuery = z.infer<typeof listInvoicesQuery>;

/** A line as issued: rounded through the money module (docs/invoicing.md "Rounding"). */
export interface InvoiceLine {
  lineNo: number;
  productCode: string;
  description: string;
  unitCode: string;
  unitName: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  netAmount: string;
  vatCategory: VatCategory;
  vatRate: string;
  vatAmount: string;
  grossAmount: string;
  exemptionReason: string;
  /** The sale order it came from; null when typed in. */
  saleOrderId: string | null;
  /** A credit note's line: the line of the original it credits. */
  correctsLineNo?: number;
}
export interface InvoiceVatTotal {
  vatCategory: VatCategory;
  vatRate: string;
  taxableAmount: string;
  vatAmount: string;
}
export interface InvoiceTotals {
  net: string;
  vat: string;
  gross: string;
  discount: string;
}

/** What an issued document says (the data of InvoiceIssued / CreditNoteIssued). */
export interface IssuedDocument {
  invoiceId: string;
  kind: InvoiceKind;
  setupId: string;
  country: InvoiceCountry;
  series: string;
  sequence: number;
  number: string;
  issueDate: string;
  issuedAt: string;
  issuedBy: string;
  deliveryDate: string | null;
  dueDate: string | null;
  currency: string;
  localCurrency: string;
  exchangeRate: string;
  seller: EParty;
  clientId: string;
  buyer: EParty;
  lines: InvoiceLine[];
  vatTotals: InvoiceVatTotal[];
  totals: InvoiceTotals;
  payment: { means: (typeof PAYMENT_MEANS)[number]; iban: string; bankName: string };
  saleOrders: { id: string; number: string }[];
  /**
   * A credit note's original. `boleta`: the original is a boleta (docs/invoicing-es-latam.md "Credit
   * notes of boletas"; CL: a 61 referring the boleta's type, `series` 39 or 41, with amounts including
   * IVA; PE: a B-series note referring type 03). `cancels`: the note takes the whole original back (no
   * earlier credit notes, every line in full; SII CodRef 1). Both absent on older events.
   */
  corrects: { invoiceId: string; number: string; issueDate: string; reason: string; boleta?: true; series?: string; cancels?: true } | null;
  notes: string[];
  /** Poland: the fiscal receipt an invoice to a receipt is issued for (absent on every other document). */
  receipt?: { number: string; date: string; nipOnReceipt: boolean };
  /**
   * Poland: an advance invoice (faktura zaliczkowa): the order the advance was received for. Its
   * lines are the advance per VAT rate, `totals.gross` the amount received, `deliveryDate` the day
   * it was received. Absent on every other document.
   */
  advance?: AdvanceOf;
  /** Poland: the final invoice of an order with advance invoices (faktura rozliczeniowa); absent on every other document. */
  settlement?: SettlementOf;
  /** Chile and Peru: a boleta (CL 39, PE 03), priced with the tax included; absent on every other document. */
  boleta?: true;
  /**
   * Chile: the guías de despacho (DTE 52, IndTraslado 1 or 2) of the factura's sale orders, which it
   * bills (one Referencia TpoDocRef 52 each); absent when there are none.
   */
  waybills?: { waybillId: string; folio: number; issueDate: string }[];
  /**
   * Chile: a factura of chosen guías (`waybills`), billing what they carried line by line, not
   * their sale orders whole (`saleOrders` is empty: the orders stay open for their next guías and
   * facturas). Absent on every other document.
   */
  fromWaybills?: true;
  /**
   * Chile: a nota de crédito that annuls a factura billing guías (CodRef 1, `corrects.cancels`):
   * the guías it billed, free to be billed again, and the sale orders it took whole, free to be
   * invoiced again (docs/invoicing.md "A credit note frees the guías"). A partial note frees
   * nothing. Absent on every other document.
   */
  frees?: { waybills: { waybillId: string; folio: number; issueDate: string }[]; saleOrders: { id: string; number: string }[] };
  /**
   * Poland: a credit note correcting an advance invoice (FA(3) KOR_ZAL: `advance` is the corrected
   * advance's order) or a final invoice (KOR_ROZ: `settlement` the advances it keeps deducting).
   * `grossBefore`: the advance's amount, or the final invoice's amount left to pay, before this
   * correction (FA(3) P_15ZK). `voids`: a final invoice cancelled to zero, its order free to be
   * settled again. Absent on every other document.
   */
  plCorrection?: { of: 'advance'; grossBefore: string; advance: AdvanceOf } | { of: 'final'; grossBefore: string; settlement: SettlementOf; voids: boolean };
}

export interface InvoiceIssued {
  type: 'InvoiceIssued';
  data: IssuedDocument;
}
export interface CreditNoteIssued {
  type: 'CreditNoteIssued';
  data: IssuedDocument;
}
/**
 * On the original invoice's stream, in the credit note's transaction: what the credit note took
 * back. Appended with the version the credit note was decided on, so two credit notes of one
 * invoice at once cannot both take the same quantities (the second gets a 409). The invoice's
 * content never changes.
 */
export interface InvoiceCredited {
  type: 'InvoiceCredited';
  data: { invoiceId: string; creditNoteId: string; number: string; lines: { lineNo: number; quantity: string }[] };
}
export type InvoiceEvent = InvoiceIssued | CreditNoteIssued | InvoiceCredited;
export const INVOICE_EVENT_TYPES = ['InvoiceIssued', 'CreditNoteIssued', 'InvoiceCredited'] as const;
export const invoiceStreamId = (invoiceId: string) => `invoice-${invoiceId}`;
export const INVOICES_READ_MODEL = 'invoices';

/** A row of the list; the document page reads `document` and the credit notes naming it. */
export interface InvoiceListRow {
  id: string;
  kind: InvoiceKind;
  number: string;
  issueDate: string;
  clientId: string;
  clientName: string;
  clientTaxId: string;
  currency: string;
  net: string;
  vat: string;
  gross: string;
  correctsNumber: string | null;
  issuedAt: string;
  issuedBy: string;
  country: InvoiceCountry;
  /** The series (CL: the DTE type, 33 / 61) and the number in it (CL: the folio). */
  series: string;
  sequence: number;
  /** Only when the list was asked with `office`: the document's submission to it, null when never queued. */
  submission?: { office: SubmissionOffice; status: SubmissionStatus; officeId: string; reference: string; message: string } | null;
  /** Only in a Chilean list (`country` CL): whether a loaded CAF holds the folio, so the TED is stamped with it ('stamped'), or not ('cafMissing'); null for a proforma. */
  ted?: 'stamped' | 'cafMissing' | null;
  /** An advance invoice (faktura zaliczkowa): the sale order's number; absent on every other document. */
  advanceOf?: string;
  /** A final invoice (faktura rozliczeniowa): the numbers of the advance invoices it settles; absent on every other document. */
  settles?: string[];
}
export interface InvoiceView extends InvoiceListRow {
  document: IssuedDocument;
  /** Credit notes issued against this invoice. */
  creditNotes: { id: string; number: string; issueDate: string; gross: string }[];
  /** Quantities already credited per line number. */
  credited: Record<number, string>;
}

export const listSaleOrdersToInvoiceQuery = z.object({ search: z.string().trim().optional(), currency: z.string().trim().toUpperCase().length(3).optional() }).strict();
export type ListSaleOrdersToInvoiceQuery = z.infer<typeof listSaleOrdersToInvoiceQuery>;
/** A committed sale order the billing screen offers, with its lines as sold. */
export interface SaleOrderToInvoice {
  id: string;
  number: string;
  customerName: string | null;
  currency: string;
  total: string;
  committedAt: string | null;
  lines: { code: string; name: string; unit: string; quantity: string; price: string; amount: string; gift: boolean }[];
}
