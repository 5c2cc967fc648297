import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { isDecimalString, roundMoney, sumDecimals } from '../platform/money.js';

/**
 * The register of purchase invoices received from suppliers (input VAT; /invoice/purchase,
 * /invoice/purchase-new; Root and Admin only; docs/invoicing-registers.md). A recorded invoice never
 * changes; a mistaken one is voided with a reason.
 */

const day = z.iso.date('a day as YYYY-MM-DD');
// Every later check reads the text as a number: a text that is none stops here (abort), no check throws on it.
const amount = z.string().trim().refine(isDecimalString, { message: 'a number such as 123.45', abort: true });
const positive = amount.refine((v) => new Decimal(v).gt(0), 'more than 0');

/** One line per VAT rate, as the supplier's invoice states it; VAT omitted: net x rate, rounded to the currency. */
export const purchaseLineSchema = z
  .object({
    vatRate: amount.refine((v) => new Decimal(v).gte(0) && new Decimal(v).lte(100), 'a rate from 0 to 100'),
    net: amount,
    vat: amount.optional(),
  })
  .strict();
export type PurchaseLineInput = z.infer<typeof purchaseLineSchema>;

export const recordPurchaseInvoiceBody = z
  .object({
    commandId: z.uuid().optional(),
    supplierId: z.string().trim().min(1, 'choose the supplier'),
    /** The supplier's own invoice number: unique per supplier. */
    number: z.string().trim().min(1, "enter the supplier's invoice number").max(60),
    issueDate: day,
    receiptDate: day,
    currency: z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, 'a three-letter currency code'),
    /** Local currency units per unit of `currency`; 1 when it is the local currency. */
    exchangeRate: positive.default('1'),
    lines: z.array(purchaseLineSchema).min(1, 'at least one line'),
    purchaseOrderId: z.string().trim().max(100).nullable().default(null),
    receiptId: z.string().trim().max(100).nullable().default(null),
    note: z.string().trim().max(500).default(''),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.receiptDate < b.issueDate) ctx.addIssue({ code: 'custom', path: ['receiptDate'], message: 'not before the issue day' });
    const rates = b.lines.map((l) => (isDecimalString(l.vatRate) ? new Decimal(l.vatRate).toString() : l.vatRate));
    rates.forEach((r, i) => {
      if (rates.indexOf(r) !== i) ctx.addIssue({ code: 'custom', path: ['lines', i, 'vatRate'], message: 'one line per rate' });
    });
  });
export type RecordPurchaseInvoiceBody = z.infer<typeof recordPurchaseInvoiceBody>;

export const voidPurchaseInvoiceBody = z.object({ reason: z.string().trim().min(1, 'enter the reason').max(300), version: z.number().int().min(1).optional() }).strict();
export type VoidPurchaseInvoiceBody = z.infer<typeof voidPurchaseInvoiceBody>;

export const listPurchaseInvoicesQuery = z
  .object({
    /** Receipt days from / to (the period the input VAT belongs to). */
    from: day.optional(),
    to: day.optional(),
    supplierId: z.string().optional(),
    search: z.string().trim().optional(),
    voided: z.enum(['exclude', 'include', 'only']).default('exclude'),
  })
  .strict();
export type ListPurchaseInvoicesQuery = z.infer<typeof listPurchaseInvoicesQuery>;

export interface PurchaseLine {
  vatRate: string;
  net: string;
  vat: string;
  gross: string;
}
export interface PurchaseTotals {
  net: string;
  vat: string;
  gross: string;
}

/** The lines as recorded: amounts rounded to the currency's decimals, VAT computed when not given, by rate high to low. */
export function pricePurchaseLines(currency: string, lines: PurchaseLineInput[]): PurchaseLine[] {
  return lines
    .map((l) => {
      const net = roundMoney(l.net, currency);
      const vat = l.vat !== undefined && l.vat !== '' ? roundMoney(l.vat, currency) : roundMoney(new Decimal(net).mul(l.vatRate).div(100), currency);
      return { vatRate: new Decimal(l.vatRate).toString(), net, vat, gross: roundMoney(new Decimal(net).plus(vat), currency) };
    })
    .sort((a, b) => new Decimal(b.vatRate).cmp(a.vatRate));
}

export function purchaseTotals(currency: string, lines: PurchaseLine[]): PurchaseTotals {
  return { net: roundMoney(sumDecimals(lines.map((l) => l.net)), currency), vat: roundMoney(sumDecimals(lines.map((l) => l.vat)), currency), gross: roundMoney(sumDecimals(lines.map((l) => l.gross)), currency) };
}

export interface PurchaseInvoiceDocument {
  supplierId: string;
  supplierName: string;
  number: string;
  issueDate: string;
  receiptDate: string;
  currency: string;
  exchangeRate: string;
  lines: PurchaseLine[];
  totals: PurchaseTotals;
  purchaseOrderId: string | null;
  receiptId: string | null;
  note: string;
  recordedBy: string;
  recordedAt: string;
}

export type PurchaseInvoiceEvent =
  | { type: 'PurchaseInvoiceRecorded'; data: { purchaseInvoiceId: string } & PurchaseInvoiceDocument }
  | { type: 'PurchaseInvoiceVoided'; data: { purchaseInvoiceId: string; reason: string; by: string; at: string } };
export const PURCHASE_INVOICE_EVENT_TYPES = ['PurchaseInvoiceRecorded', 'PurchaseInvoiceVoided'] as const;
export const purchaseInvoiceStreamId = (id: string) => `purchaseinvoice-${id}`;
export const PURCHASE_INVOICES_READ_MODEL = 'purchase_invoices';

export interface PurchaseInvoiceView extends PurchaseInvoiceDocument {
  id: string;
  voided: { reason: string; by: string; at: string } | null;
  version: number;
}
/** The period's totals per currency and rate (voided invoices left out). */
export interface PurchaseRateTotal extends PurchaseTotals {
  currency: string;
  vatRate: string;
  invoices: number;
}
export interface PurchaseInvoiceList {
  rows: PurchaseInvoiceView[];
  total: number;
  perRate: PurchaseRateTotal[];
}
