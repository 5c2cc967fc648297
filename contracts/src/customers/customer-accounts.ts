import { z } from 'zod';
import { pageQuery } from '../catalog/common.js';
import { CHECK_RECEIVABLE_EVENT_TYPES } from '../finance/checks.js';
import { PAYMENT_METHODS, type PaymentMethod, RECEIVABLE_EVENT_TYPES } from '../sales/sale-order.js';

/**
 * Customer accounts (receivables; /customer account, :id/create-account). A customer's account is
 * the fold of
 *  - the sale events of RECEIVABLE_EVENT_TYPES (contracts/src/sales): a committed order is a
 *    debit of its total; unsaving it, or cancelling it when it was committed, reverses that debit
 *    (a credit); each payment of an order is a credit. Orders without a customer (walk-in sales)
 *    touch no account;
 *  - the entries recorded by hand on the customer's account stream `customer-account-<id>`:
 *    opening balance, payment received (not tied to an order), adjustment, refund;
 *  - the check events of CHECK_RECEIVABLE_EVENT_TYPES (contracts/src/finance/checks): a check
 *    received is a credit (unless the sale order it paid recorded the payment), a received check
 *    that bounces or is cancelled is a debit again.
 * Balances are kept per currency: debit = what the customer owes, credit = what it paid;
 * balance = debits - credits (positive: the customer owes; negative: the customer has credit).
 */

export const MANUAL_ENTRY_KINDS = ['opening', 'payment', 'adjustment', 'refund'] as const;
export type ManualEntryKind = (typeof MANUAL_ENTRY_KINDS)[number];
export const SALE_ENTRY_KINDS = ['sale', 'saleReversed', 'saleCancelled', 'salePayment'] as const;
export type SaleEntryKind = (typeof SALE_ENTRY_KINDS)[number];
export const CHECK_ENTRY_KINDS = ['checkReceived', 'checkBounced', 'checkCancelled'] as const;
export type CheckEntryKind = (typeof CHECK_ENTRY_KINDS)[number];
export type LedgerEntryKind = ManualEntryKind | SaleEntryKind | CheckEntryKind;

/**
 * One entry recorded by hand. Exactly one of debit and credit is non-zero:
 *  - opening: the balance brought over from before (debit when the customer owed, credit when it had credit);
 *  - payment: money received (credit), with its method and reference;
 *  - adjustment: a correction either way (debit raises what is owed), with its reason;
 *  - refund: money paid back to the customer (debit: it uses up the customer's credit).
 */
export interface CustomerAccountEntryRecorded {
  type: 'CustomerAccountEntryRecorded';
  data: {
    customerId: string;
    entryId: string;
    kind: ManualEntryKind;
    currency: string;
    debit: string;
    credit: string;
    method: PaymentMethod | null;
    reference: string;
    /** Check date or installment due date (YYYY-MM-DD). */
    dueDate: string | null;
    reason: string;
    memo: string;
  };
}
export type CustomerAccountEvent = CustomerAccountEntryRecorded;
export const CUSTOMER_ACCOUNT_EVENT_TYPES = ['CustomerAccountEntryRecorded'] as const;
export const customerAccountStreamId = (customerId: string) => `customer-account-${customerId}`;
/** The read model of balances and ledgers (async: reads take `?waitFor=`). */
export const CUSTOMER_ACCOUNTS_READ_MODEL = 'customer-accounts';
/** Every event the read model folds. */
export const CUSTOMER_ACCOUNT_READ_EVENT_TYPES = [...CUSTOMER_ACCOUNT_EVENT_TYPES, ...RECEIVABLE_EVENT_TYPES, ...CHECK_RECEIVABLE_EVENT_TYPES] as const;

// ---- API payloads
const amount = z.string().trim().regex(/^\d{1,13}(\.\d{1,6})?$/, 'an amount such as 15000 or 12.50');
const positive = amount.refine((v) => /[1-9]/.test(v), 'must be more than zero');
const signedNonZero = z
  .string()
  .trim()
  .regex(/^-?\d{1,13}(\.\d{1,6})?$/, 'an amount such as 15000 or -2500')
  .refine((v) => /[1-9]/.test(v), 'must not be zero');
const currency = z.string().trim().regex(/^[A-Z]{3}$/, 'a three-letter ISO 4217 code such as CLP');
const reference = z.string().trim().max(100, 'at most 100 characters').default('');
const memo = z.string().trim().max(300, 'at most 300 characters').default('');
const common = {
  commandId: z.uuid().optional(),
  /** Default: the customer's currency, else the company's base currency. */
  currency: currency.optional(),
  memo,
};

/** POST /customers/:id/account/entries */
export const recordAccountEntryBody = z.discriminatedUnion('kind', [
  /** Positive: the customer owed this; negative: the customer had this much credit. */
  z.object({ kind: z.literal('opening'), amount: signedNonZero, ...common }).strict(),
  z
    .object({
      kind: z.literal('payment'),
      amount: positive,
      method: z.enum(PAYMENT_METHODS),
      reference,
      dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD').optional(),
      ...common,
    })
    .strict(),
  /** Positive raises what the customer owes, negative lowers it. */
  z.object({ kind: z.literal('adjustment'), amount: signedNonZero, reason: z.string().trim().min(1, 'give the reason').max(200, 'at most 200 characters'), ...common }).strict(),
  z.object({ kind: z.literal('refund'), amount: positive, method: z.enum(PAYMENT_METHODS), reference, ...common }).strict(),
]);
export type RecordAccountEntryBody = z.infer<typeof recordAccountEntryBody>;

export const accountBalancesQuery = z
  .object({
    search: z.string().trim().max(100).optional(),
    currency: currency.optional(),
    /** owing: balance > 0; credit: < 0; nonzero: either; all: every customer+currency with entries. */
    balance: z.enum(['all', 'owing', 'credit', 'nonzero']).default('all'),
    ...pageQuery,
  })
  .strict();
export type AccountBalancesQuery = z.infer<typeof accountBalancesQuery>;

export const customerLedgerQuery = z
  .object({
    currency: currency.optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    ...pageQuery,
  })
  .strict();
export type CustomerLedgerQuery = z.infer<typeof customerLedgerQuery>;

// ---- answers
export const accountBalanceSchema = z.object({
  customerId: z.string(),
  code: z.string(),
  name: z.string(),
  status: z.string(),
  currency: z.string(),
  debit: z.string(),
  credit: z.string(),
  balance: z.string(),
  creditLimit: z.string().nullable(),
  /** The balance is above the customer's credit limit (limits are in the customer's currency). */
  overLimit: z.boolean(),
  entries: z.number(),
  lastEntryAt: z.string(),
});
export type AccountBalance = z.infer<typeof accountBalanceSchema>;
export const accountBalanceListSchema = z.object({ balances: z.array(accountBalanceSchema), total: z.number() });
export type AccountBalanceList = z.infer<typeof accountBalanceListSchema>;

export const ledgerEntrySchema = z.object({
  /** Global position and line: a stable id of the entry. */
  id: z.string(),
  seq: z.number(),
  customerId: z.string(),
  currency: z.string(),
  kind: z.enum([...MANUAL_ENTRY_KINDS, ...SALE_ENTRY_KINDS, ...CHECK_ENTRY_KINDS]),
  debit: z.string(),
  credit: z.string(),
  balanceAfter: z.string(),
  /** order: from a sale order (sourceNumber = its number); manual: recorded on the account; check: a check (sourceNumber = its number). */
  sourceType: z.enum(['order', 'manual', 'check']),
  sourceId: z.string(),
  sourceNumber: z.string(),
  method: z.string().nullable(),
  reference: z.string(),
  dueDate: z.string().nullable(),
  /** Why an adjustment was made, or why an order was unsaved or cancelled. */
  reason: z.string(),
  memo: z.string(),
  userId: z.string(),
  username: z.string(),
  at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export const customerLedgerSchema = z.object({
  customer: z.object({ id: z.string(), code: z.string(), name: z.string(), currency: z.string(), creditLimit: z.string().nullable(), status: z.string() }).nullable(),
  balances: z.array(accountBalanceSchema),
  entries: z.array(ledgerEntrySchema),
  total: z.number(),
});
export type CustomerLedger = z.infer<typeof customerLedgerSchema>;
