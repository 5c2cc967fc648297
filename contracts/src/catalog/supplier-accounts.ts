import { z } from 'zod';
import { catalogIdSchema } from './common.js';

/** Kinds the supplier-accounts read model projects from check events. */
export const SUPPLIER_CHECK_ENTRY_KINDS = ['check-issued', 'check-endorsed', 'check-bounced', 'check-cancelled'] as const;

/**
 * The payables ledger of a supplier (/product/supplier/account, create-account): what the trader
 * owes each supplier, per currency. One stream per supplier (`supplier-account-<id>`); its only
 * fact is a posting. A positive amount increases what we owe (an opening debt, a purchase
 * receipt), a negative one decreases it (a payment made, a purchase return, a credit note).
 *
 * Kinds:
 * - opening: the balance carried over from before TradeDesk; once per currency, first in it.
 * - payment: money paid to the supplier (cash, bank transfer, bank check); posted negative.
 * - adjustment: a correction, discount or credit note, signed, with a reason.
 * - purchase / purchase-return: not events of this stream: the supplier-accounts read model
 *   projects them from purchasing's PurchaseOrderReceived (+ amount) and PurchaseGoodsReturned
 *   (- amount), in the order's currency, with `source` naming the purchase order and the entry id
 *   the receipt's or return's id; once per document (docs/purchasing.md "Supplier payables").
 * - reversal: undoes one earlier entry (a mistake), with a reason; an entry is reversed once.
 * - a transfer to China (finance, docs/finance-transfers.md) is projected as a payment
 *   (entry `transfer-<id>`) and its reversal as a reversal, like the purchase kinds above.
 * - check-issued, check-endorsed (- amount: a check we wrote or passed on pays the supplier),
 *   check-bounced, check-cancelled (+ amount: that payment is undone): not events of this stream
 *   either: projected from the check events of CHECK_PAYABLE_EVENT_TYPES (contracts/src/finance/
 *   checks), entry id `check-<check id>-<what>`, source the check (docs/finance-checks.md).
 * Entries are never edited or deleted: the ledger is the log.
 */

export const SUPPLIER_ENTRY_KINDS = ['opening', 'payment', 'adjustment', 'purchase', 'purchase-return', 'reversal', ...SUPPLIER_CHECK_ENTRY_KINDS] as const;
export type SupplierEntryKind = (typeof SUPPLIER_ENTRY_KINDS)[number];
/** Kinds a person records on the create-account screen (the others come from documents). */
export const MANUAL_ENTRY_KINDS = ['opening', 'payment', 'adjustment'] as const;
export type ManualEntryKind = (typeof MANUAL_ENTRY_KINDS)[number];
export const SUPPLIER_PAYMENT_METHODS = ['cash', 'bank-transfer', 'bank-check'] as const;
export type SupplierPaymentMethod = (typeof SUPPLIER_PAYMENT_METHODS)[number];

/** The document an entry comes from (purchasing): its type, id and printed number. */
export interface EntrySource {
  type: string;
  id: string;
  number: string;
}

export interface SupplierAccountPosted {
  type: 'SupplierAccountPosted';
  data: {
    supplierId: string;
    entryId: string;
    kind: SupplierEntryKind;
    currency: string;
    /** Signed decimal string in the currency's decimals: + we owe more, - we owe less. */
    amount: string;
    /** Business day (YYYY-MM-DD, company time zone) the entry belongs to. */
    date: string;
    method: SupplierPaymentMethod | null;
    /** Cheque number, transfer reference, supplier's invoice number... */
    reference: string;
    reason: string;
    note: string;
    source: EntrySource | null;
    /** For a reversal: the entry it undoes. */
    reverses: string | null;
    /**
     * The money account a payment left (a cash box, a bank account), posted on it through the
     * account ledger; a reversal of such a payment names it too (the money comes back). Absent on
     * other kinds and on payments before accounts; null: the payment left no account (a cheque,
     * or no account in its currency). docs/finance-payments.md.
     */
    accountId?: string | null;
  };
}
export type SupplierAccountEvent = SupplierAccountPosted;
export const SUPPLIER_ACCOUNT_EVENT_TYPES = ['SupplierAccountPosted'] as const;
export const supplierAccountStreamId = (supplierId: string) => `supplier-account-${supplierId}`;
export const SUPPLIER_ACCOUNTS_READ_MODEL = 'supplier-accounts';


const currency = z.string().trim().regex(/^[A-Z]{3}$/, 'a three-letter ISO 4217 code such as USD');
/** A positive amount (payments): decimal string, never a float. */
const positiveAmount = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,6})?$/, 'a decimal number such as 1500 or 12.50')
  .refine((v) => /[1-9]/.test(v), 'must be greater than 0');
/** A signed amount (opening balance, adjustment): not zero. */
const signedAmount = z
  .string()
  .trim()
  .regex(/^-?\d{1,13}(\.\d{1,6})?$/, 'a decimal number such as -250 or 1500.75')
  .refine((v) => /[1-9]/.test(v), 'must not be 0');
const day = z.iso.date('a date as YYYY-MM-DD');
const text = (max: number) => z.string().trim().max(max);

const common = {
  commandId: z.uuid().optional(),
  /** The version of the account the screen showed (409 when someone posted meanwhile). */
  version: z.number().int().min(0).optional(),
  currency,
  date: day.optional(),
  reference: text(100).default(''),
  note: text(500).default(''),
};

/** POST /api/suppliers/:id/account/entries: one of the three kinds a person records. */
export const recordSupplierEntryBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('opening'), amount: signedAmount, ...common }).strict(),
  z
    .object({
      kind: z.literal('payment'),
      amount: positiveAmount,
      method: z.enum(SUPPLIER_PAYMENT_METHODS),
      /** The money account it leaves; default: the first cash box (cash) or bank account (bank-transfer) in the currency. */
      accountId: z.string().trim().min(1).max(64).optional(),
      ...common,
    })
    .strict(),
  z.object({ kind: z.literal('adjustment'), amount: signedAmount, reason: z.string().trim().min(1, 'say why').max(200), ...common }).strict(),
]);
export type RecordSupplierEntryBody = z.infer<typeof recordSupplierEntryBody>;

/** POST /api/suppliers/:id/account/entries/:entryId/reverse */
export const reverseSupplierEntryBody = z
  .object({ commandId: z.uuid().optional(), version: z.number().int().min(0).optional(), reason: z.string().trim().min(1, 'say why').max(200), date: day.optional() })
  .strict();
export type ReverseSupplierEntryBody = z.infer<typeof reverseSupplierEntryBody>;

export const listSupplierBalancesQuery = z
  .object({
    search: z.string().trim().max(100).optional(),
    currency: currency.optional(),
    /** Only accounts whose balance is not zero. */
    open: z.enum(['true', 'false']).default('false'),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(1000).default(200),
  })
  .strict();
export type ListSupplierBalancesQuery = z.infer<typeof listSupplierBalancesQuery>;

export const listSupplierEntriesQuery = z
  .object({
    currency: currency.optional(),
    from: day.optional(),
    to: day.optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(1000).default(200),
  })
  .strict();
export type ListSupplierEntriesQuery = z.infer<typeof listSupplierEntriesQuery>;

export const supplierBalanceSchema = z.object({
  supplierId: z.string(),
  supplierCode: z.string(),
  supplierName: z.string(),
  currency: z.string(),
  /** What we owe (negative: the supplier owes us, e.g. a prepayment). */
  balance: z.string(),
  entries: z.number(),
  lastDate: z.string(),
});
export type SupplierBalance = z.infer<typeof supplierBalanceSchema>;
export const supplierBalanceListSchema = z.object({ balances: z.array(supplierBalanceSchema), total: z.number() });

export const supplierEntrySchema = z.object({
  entryId: z.string(),
  seq: z.number(),
  kind: z.enum(SUPPLIER_ENTRY_KINDS),
  currency: z.string(),
  amount: z.string(),
  /** The balance of this supplier in this currency after the entry. */
  balanceAfter: z.string(),
  date: z.string(),
  method: z.enum(SUPPLIER_PAYMENT_METHODS).nullable(),
  reference: z.string(),
  reason: z.string(),
  note: z.string(),
  source: z.object({ type: z.string(), id: z.string(), number: z.string() }).nullable(),
  reverses: z.string().nullable(),
  reversedBy: z.string().nullable(),
  userId: z.string(),
  username: z.string(),
  recordedAt: z.string(),
});
export type SupplierEntry = z.infer<typeof supplierEntrySchema>;
/** One supplier's ledger: balances per currency, and entries newest first with running balances. */
export const supplierAccountSchema = z.object({
  supplierId: z.string(),
  /** The stream version: name it when posting to get a 409 if someone posted meanwhile. */
  version: z.number(),
  balances: z.array(z.object({ currency: z.string(), balance: z.string(), entries: z.number() })),
  entries: z.array(supplierEntrySchema),
  total: z.number(),
});
export type SupplierAccount = z.infer<typeof supplierAccountSchema>;
export const supplierIdParam = catalogIdSchema;
