import { z } from 'zod';

/**
 * Money accounts and their entries (issue 14 "Accounts and entries", docs/finance-accounts.md):
 * cash boxes and bank accounts (/finance/bank, newBank), each in one currency with an opening
 * balance; a tree of income and expense classes (/finance/class, newFinanceClass); and entries
 * (/finance index, newFinance, batchAdd): income or expense on one account, in its currency, with
 * a class, a business date, an optional party (customer or supplier), a memo and an attachment
 * reference. A posted entry is never edited: it is reversed (with a reason) and entered again.
 *
 * Streams: `money-account-<id>`, `finance-class-<id>`, `finance-entry-<id>` (an entry and its
 * reversal: the entry's history).
 */

export const MONEY_ACCOUNT_KINDS = ['cash', 'bank'] as const;
export type MoneyAccountKind = (typeof MONEY_ACCOUNT_KINDS)[number];
export const ENTRY_DIRECTIONS = ['income', 'expense'] as const;
export type EntryDirection = (typeof ENTRY_DIRECTIONS)[number];
export const PARTY_TYPES = ['customer', 'supplier'] as const;
export type PartyType = (typeof PARTY_TYPES)[number];

// ---- events (never edited once released)
export interface MoneyAccountOpened {
  type: 'MoneyAccountOpened';
  data: {
    accountId: string;
    kind: MoneyAccountKind;
    name: string;
    currency: string;
    /** Signed decimal string in the currency's decimals: what the box or bank held before TradeDesk. */
    openingBalance: string;
    bankName: string;
    accountNumber: string;
  };
}
export type MoneyAccountEvent = MoneyAccountOpened;
export const MONEY_ACCOUNT_EVENT_TYPES = ['MoneyAccountOpened'] as const;
export const moneyAccountStreamId = (accountId: string) => `money-account-${accountId}`;

export interface FinanceClassCreated {
  type: 'FinanceClassCreated';
  data: { classId: string; direction: EntryDirection; name: string; parentId: string | null };
}
export type FinanceClassEvent = FinanceClassCreated;
export const FINANCE_CLASS_EVENT_TYPES = ['FinanceClassCreated'] as const;
export const financeClassStreamId = (classId: string) => `finance-class-${classId}`;

export interface FinanceEntryPosted {
  type: 'FinanceEntryPosted';
  data: {
    entryId: string;
    direction: EntryDirection;
    accountId: string;
    classId: string;
    /** The account's currency. */
    currency: string;
    /** Positive decimal string: income adds it to the account, expense takes it away. */
    amount: string;
    /** Business day (YYYY-MM-DD, company time zone). */
    date: string;
    partyType: PartyType | null;
    partyId: string | null;
    memo: string;
    /** Reference of an uploaded file (a receipt's photo, a bank slip). */
    attachment: string;
  };
}
export interface FinanceEntryReversed {
  type: 'FinanceEntryReversed';
  data: {
    entryId: string;
    accountId: string;
    currency: string;
    /** Signed effect of the reversal on the account: the opposite of the entry's. */
    effect: string;
    /** Business day of the reversal. */
    date: string;
    reason: string;
  };
}
export type FinanceEntryEvent = FinanceEntryPosted | FinanceEntryReversed;
export const FINANCE_ENTRY_EVENT_TYPES = ['FinanceEntryPosted', 'FinanceEntryReversed'] as const;
export const financeEntryStreamId = (entryId: string) => `finance-entry-${entryId}`;

export const MONEY_ACCOUNTS_READ_MODEL = 'money-accounts';
export const FINANCE_CLASSES_READ_MODEL = 'finance-classes';
export const FINANCE_ENTRIES_READ_MODEL = 'finance-entries';
/** The account ledger: every movement of money on an account (entries, transfers, payments...). */
export const ACCOUNT_POSTINGS_READ_MODEL = 'account-postings';

// ---- API payloads
const id = z.string().trim().min(1).max(64);
const currency = z.string().trim().regex(/^[A-Z]{3}$/, 'a three-letter ISO 4217 code such as USD');
const day = z.iso.date('a date as YYYY-MM-DD');
/** A positive amount: a decimal string, never a float. */
export const positiveAmountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,6})?$/, 'a decimal number such as 1500 or 12.50')
  .refine((v) => /[1-9]/.test(v), 'must be greater than 0');
const signedAmount = z.string().trim().regex(/^-?\d{1,13}(\.\d{1,6})?$/, 'a decimal number such as 0, 1500 or -20.50');

export const openMoneyAccountBody = z
  .object({
    commandId: z.uuid().optional(),
    kind: z.enum(MONEY_ACCOUNT_KINDS),
    name: z.string().trim().min(1, 'enter a name').max(100),
    currency,
    openingBalance: signedAmount.default('0'),
    bankName: z.string().trim().max(100).default(''),
    accountNumber: z.string().trim().max(60).default(''),
  })
  .strict();
export type OpenMoneyAccountBody = z.infer<typeof openMoneyAccountBody>;

/** An instant (ISO with offset) the balances are asked at; absent = now. */
export const listMoneyAccountsQuery = z
  .object({
    asOf: z.iso.datetime({ offset: true }).optional(),
    kind: z.enum(MONEY_ACCOUNT_KINDS).optional(),
    search: z.string().trim().max(100).optional(),
  })
  .strict();
export type ListMoneyAccountsQuery = z.infer<typeof listMoneyAccountsQuery>;

export const createFinanceClassBody = z
  .object({
    commandId: z.uuid().optional(),
    direction: z.enum(ENTRY_DIRECTIONS),
    name: z.string().trim().min(1, 'enter a name').max(100),
    parentId: id.nullable().default(null),
  })
  .strict();
export type CreateFinanceClassBody = z.infer<typeof createFinanceClassBody>;
export const listFinanceClassesQuery = z.object({ direction: z.enum(ENTRY_DIRECTIONS).optional() }).strict();
export type ListFinanceClassesQuery = z.infer<typeof listFinanceClassesQuery>;

/** One entry as a person types it (the form, and each row of the batch grid). */
export const entryInput = z
  .object({
    direction: z.enum(ENTRY_DIRECTIONS),
    accountId: id,
    classId: id,
    amount: positiveAmountSchema,
    date: day.optional(),
    partyType: z.enum(PARTY_TYPES).nullable().default(null),
    partyId: id.nullable().default(null),
    memo: z.string().trim().max(500).default(''),
    attachment: z.string().trim().max(300).default(''),
  })
  .strict()
  .refine((e) => (e.partyType === null) === (e.partyId === null), { message: 'name the party and whether it is a customer or a supplier', path: ['partyId'] });
export type EntryInput = z.infer<typeof entryInput>;
export const postFinanceEntryBody = z.object({ commandId: z.uuid().optional(), entry: entryInput }).strict();
export type PostFinanceEntryBody = z.infer<typeof postFinanceEntryBody>;
/** POST /be/api/finance/entries/batch: many entries, all or nothing. */
export const batchFinanceEntriesBody = z
  .object({ commandId: z.uuid().optional(), entries: z.array(entryInput).min(1, 'add at least one entry').max(500) })
  .strict();
export type BatchFinanceEntriesBody = z.infer<typeof batchFinanceEntriesBody>;

export const reverseFinanceEntryBody = z
  .object({ commandId: z.uuid().optional(), reason: z.string().trim().min(1, 'say why').max(200), date: day.optional() })
  .strict();
export type ReverseFinanceEntryBody = z.infer<typeof reverseFinanceEntryBody>;

export const listFinanceEntriesQuery = z
  .object({
    direction: z.enum(ENTRY_DIRECTIONS).optional(),
    accountId: id.optional(),
    classId: id.optional(),
    from: day.optional(),
    to: day.optional(),
    search: z.string().trim().max(100).optional(),
    /** live: not reversed; reversed: reversed ones; all (default). */
    status: z.enum(['live', 'reversed', 'all']).default('all'),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(1000).default(50),
  })
  .strict();
export type ListFinanceEntriesQuery = z.infer<typeof listFinanceEntriesQuery>;

// ---- answers
export const moneyAccountSchema = z.object({
  id: z.string(),
  kind: z.enum(MONEY_ACCOUNT_KINDS),
  name: z.string(),
  currency: z.string(),
  openingBalance: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  /** Opening balance plus every entry and reversal recorded up to `asOf`. */
  balance: z.string(),
  createdAt: z.string(),
});
export type MoneyAccount = z.infer<typeof moneyAccountSchema>;
export const moneyAccountListSchema = z.object({ accounts: z.array(moneyAccountSchema), asOf: z.string(), total: z.number() });
export type MoneyAccountList = z.infer<typeof moneyAccountListSchema>;

export const financeClassSchema = z.object({ id: z.string(), direction: z.enum(ENTRY_DIRECTIONS), name: z.string(), parentId: z.string().nullable(), path: z.string(), depth: z.number() });
export type FinanceClass = z.infer<typeof financeClassSchema>;
export const financeClassListSchema = z.object({ classes: z.array(financeClassSchema), total: z.number() });

export const financeEntrySchema = z.object({
  id: z.string(),
  direction: z.enum(ENTRY_DIRECTIONS),
  accountId: z.string(),
  accountName: z.string(),
  classId: z.string(),
  className: z.string(),
  currency: z.string(),
  amount: z.string(),
  date: z.string(),
  partyType: z.enum(PARTY_TYPES).nullable(),
  partyId: z.string().nullable(),
  memo: z.string(),
  attachment: z.string(),
  reversed: z.boolean(),
  reversalReason: z.string(),
  userId: z.string(),
  recordedAt: z.string(),
});
export type FinanceEntry = z.infer<typeof financeEntrySchema>;
/** Totals of the entries the filters select that are not reversed, per currency. */
export const entryTotalsSchema = z.object({ currency: z.string(), income: z.string(), expense: z.string(), net: z.string() });
export const financeEntryListSchema = z.object({ entries: z.array(financeEntrySchema), total: z.number(), totals: z.array(entryTotalsSchema) });
export type FinanceEntryList = z.infer<typeof financeEntryListSchema>;
