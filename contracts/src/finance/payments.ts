import { z } from 'zod';
import { MONEY_ACCOUNT_KINDS, type MoneyAccountKind } from './money-accounts.js';

/**
 * Payments posted to money accounts (docs/finance-payments.md): a customer's payment of a sale
 * order goes into a cash box or a bank account, a payment to a supplier leaves one. Which account a
 * payment goes to by default, the accounts a payment may use, and the money views by document
 * (/finance/sale, /finance/purchase). Pure: the server's deciders and the browser's pickers share it.
 */

/** What a payment decision needs of a money account. */
export interface PaymentAccountRef {
  id: string;
  name: string;
  kind: MoneyAccountKind;
  currency: string;
}

/**
 * The kind of account a payment method moves money on: cash into (out of) a cash box, card and
 * transfers through a bank account; checks and installments are not money yet (null: no posting).
 */
export function accountKindOfMethod(method: string): MoneyAccountKind | null {
  if (method === 'cash') return 'cash';
  if (method === 'card' || method === 'bankTransfer' || method === 'bank-transfer') return 'bank';
  return null;
}

/** The account a payment goes to when none is chosen: the first account of the method's kind in the currency (accounts in opening order), or null. */
export function defaultPaymentAccount(accounts: readonly PaymentAccountRef[], method: string, currency: string): PaymentAccountRef | null {
  const kind = accountKindOfMethod(method);
  if (!kind) return null;
  return accounts.find((a) => a.kind === kind && a.currency === currency) ?? null;
}

/** GET /be/api/finance/payment-accounts?currency=: the accounts a payment in that currency may go to (in opening order). */
export const paymentAccountsQuery = z
  .object({ currency: z.string().trim().regex(/^[A-Z]{3}$/, 'a three-letter ISO 4217 code such as USD') })
  .strict();
export type PaymentAccountsQuery = z.infer<typeof paymentAccountsQuery>;
export const paymentAccountSchema = z.object({ id: z.string(), name: z.string(), kind: z.enum(MONEY_ACCOUNT_KINDS), currency: z.string() });
export const paymentAccountListSchema = z.object({ accounts: z.array(paymentAccountSchema) });
export type PaymentAccountList = z.infer<typeof paymentAccountListSchema>;

// ---- money by document (/finance/sale, /finance/purchase)
export const SALE_MONEY_READ_MODEL = 'sale-money';
export const PURCHASE_MONEY_READ_MODEL = 'purchase-money';
export const MONEY_DOC_STATES = ['all', 'owed', 'paid'] as const;
export type MoneyDocState = (typeof MONEY_DOC_STATES)[number];

const day = z.iso.date('a date as YYYY-MM-DD');
export const moneyByDocumentQuery = z
  .object({
    /** Words of the document number or the party's code or name. */
    search: z.string().trim().max(100).optional(),
    currency: z.string().trim().regex(/^[A-Z]{3}$/, 'a three-letter ISO 4217 code such as USD').optional(),
    /** owed: something still owed; paid: nothing owed. */
    state: z.enum(MONEY_DOC_STATES).default('all'),
    /** Business days of the document. */
    from: day.optional(),
    to: day.optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(1000).default(50),
  })
  .strict();
export type MoneyByDocumentQuery = z.infer<typeof moneyByDocumentQuery>;

export const moneyDocumentSchema = z.object({
  /** The sale order's or the purchase order's id. */
  id: z.string(),
  number: z.string(),
  partyId: z.string().nullable(),
  partyCode: z.string(),
  partyName: z.string(),
  /** Business day of the document (a sale's commit, a purchase's first receipt). */
  date: z.string(),
  currency: z.string(),
  total: z.string(),
  paid: z.string(),
  outstanding: z.string(),
  /** Names of the money accounts the payments went into (out of). */
  accounts: z.array(z.string()),
});
export type MoneyDocument = z.infer<typeof moneyDocumentSchema>;
export const moneyTotalsSchema = z.object({ currency: z.string(), total: z.string(), paid: z.string(), outstanding: z.string(), documents: z.number() });
export type MoneyTotals = z.infer<typeof moneyTotalsSchema>;
export const moneyByDocumentListSchema = z.object({ documents: z.array(moneyDocumentSchema), total: z.number(), totals: z.array(moneyTotalsSchema) });
export type MoneyByDocumentList = z.infer<typeof moneyByDocumentListSchema>;
