import { z } from 'zod';
import { positiveAmountSchema } from './money-accounts.js';

/**
 * Money moving between accounts (issue 14 "Checks, transfers, exchange", docs/finance-transfers.md):
 * - domestic transfers between two of our accounts in the same currency (/finance/domestic,
 *   newDomestic), with an optional fee taken from the sending account as an expense;
 * - transfers to China (/finance/transfer-to-china, newTransferToChina): a supplier abroad is paid
 *   from one of our accounts: amount sent and fee in the account's currency, the rate, and the
 *   amount the supplier received in its currency, which lowers what we owe that supplier;
 * - currency exchange (/finance/currency-exchange) between two of our accounts of two currencies
 *   at a recorded rate, with the difference against the rate table counted in the base currency.
 * A transfer is never edited: it is reversed (with a reason) and entered again.
 *
 * Stream: `money-transfer-<id>` (a transfer and its reversal: the transfer's history).
 */

export const TRANSFER_KINDS = ['domestic', 'china', 'exchange'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/** One move of money on one account, signed (+ in, - out), in the account's currency. */
export interface TransferPosting {
  accountId: string;
  currency: string;
  effect: string;
  /** 'out' / 'in' for the amount moved, 'fee' for a fee taken from the sending account. */
  part: 'out' | 'in' | 'fee';
}

// ---- events (never edited once released)
export interface DomesticTransferSent {
  type: 'DomesticTransferSent';
  data: {
    transferId: string;
    fromAccountId: string;
    toAccountId: string;
    /** Both accounts' currency. */
    currency: string;
    /** Positive decimal string: leaves the sending account, arrives on the receiving one. */
    amount: string;
    /** Decimal string, 0 when none: an expense on the sending account. */
    fee: string;
    /** Business day (YYYY-MM-DD, company time zone). */
    date: string;
    memo: string;
  };
}
export interface TransferToChinaSent {
  type: 'TransferToChinaSent';
  data: {
    transferId: string;
    fromAccountId: string;
    /** The sending account's currency: amount and fee are in it. */
    currency: string;
    amount: string;
    fee: string;
    supplierId: string;
    /** The currency the supplier received (its payables are in it). */
    receivedCurrency: string;
    /** 1 `currency` = rate `receivedCurrency`. */
    rate: string;
    /** What the supplier got: lowers what we owe it in `receivedCurrency`. */
    receivedAmount: string;
    date: string;
    /** The bank's transfer reference (SWIFT, MT103...). */
    reference: string;
    memo: string;
  };
}
export interface CurrencyExchanged {
  type: 'CurrencyExchanged';
  data: {
    transferId: string;
    fromAccountId: string;
    fromCurrency: string;
    /** Leaves the first account. */
    fromAmount: string;
    toAccountId: string;
    toCurrency: string;
    /** Arrives on the second account: fromAmount x rate, rounded to toCurrency's decimals. */
    toAmount: string;
    /** The rate used: 1 fromCurrency = rate toCurrency. */
    rate: string;
    /** The rate table's rate in force then for the pair (null when none). */
    tableRate: string | null;
    baseCurrency: string;
    /**
     * (toAmount - fromAmount at the table's rates), in the base currency: + a gain, - a loss;
     * null when the table lacks a rate to the base currency for one side.
     */
    differenceInBase: string | null;
    date: string;
    memo: string;
  };
}
export interface MoneyTransferReversed {
  type: 'MoneyTransferReversed';
  data: {
    transferId: string;
    kind: TransferKind;
    /** What the reversal does to each account: the opposite of the transfer's postings. */
    postings: TransferPosting[];
    /** A transfer to China: what the supplier's account gets back (positive, we owe it again). */
    supplier: { supplierId: string; currency: string; amount: string } | null;
    date: string;
    reason: string;
  };
}
export type MoneyTransferEvent = DomesticTransferSent | TransferToChinaSent | CurrencyExchanged | MoneyTransferReversed;
export const MONEY_TRANSFER_EVENT_TYPES = ['DomesticTransferSent', 'TransferToChinaSent', 'CurrencyExchanged', 'MoneyTransferReversed'] as const;
export const moneyTransferStreamId = (transferId: string) => `money-transfer-${transferId}`;
export const MONEY_TRANSFERS_READ_MODEL = 'money-transfers';
/** The supplier ledger's entry id of a transfer to China (and of its reversal). */
export const chinaTransferSupplierEntryId = (transferId: string, reversal = false) => `transfer-${transferId}${reversal ? '-reversal' : ''}`;

/** What a transfer event does to our accounts, signed: the one place that says it. */
export function transferPostings(e: DomesticTransferSent | TransferToChinaSent | CurrencyExchanged): TransferPosting[] {
  const neg = (v: string) => (v.startsWith('-') ? v.slice(1) : `-${v}`);
  const nonZero = (v: string) => /[1-9]/.test(v);
  switch (e.type) {
    case 'DomesticTransferSent': {
      const d = e.data;
      return [
        { accountId: d.fromAccountId, currency: d.currency, effect: neg(d.amount), part: 'out' },
        { accountId: d.toAccountId, currency: d.currency, effect: d.amount, part: 'in' },
        ...(nonZero(d.fee) ? [{ accountId: d.fromAccountId, currency: d.currency, effect: neg(d.fee), part: 'fee' as const }] : []),
      ];
    }
    case 'TransferToChinaSent': {
      const d = e.data;
      return [
        { accountId: d.fromAccountId, currency: d.currency, effect: neg(d.amount), part: 'out' },
        ...(nonZero(d.fee) ? [{ accountId: d.fromAccountId, currency: d.currency, effect: neg(d.fee), part: 'fee' as const }] : []),
      ];
    }
    case 'CurrencyExchanged': {
      const d = e.data;
      return [
        { accountId: d.fromAccountId, currency: d.fromCurrency, effect: neg(d.fromAmount), part: 'out' },
        { accountId: d.toAccountId, currency: d.toCurrency, effect: d.toAmount, part: 'in' },
      ];
    }
  }
}

// ---- API payloads
const id = z.string().trim().min(1).max(64);
const currency = z.string().trim().regex(/^[A-Z]{3}$/, 'a three-letter ISO 4217 code such as CNY');
const day = z.iso.date('a date as YYYY-MM-DD');
/** A fee: 0 or a positive decimal string. */
export const feeSchema = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,6})?$/, 'a decimal number such as 0 or 2.50');
/** A rate: positive, up to 8 decimals. */
export const transferRateSchema = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,8})?$/, 'a decimal number such as 7.1234')
  .refine((v) => /[1-9]/.test(v), 'must be greater than 0');
const memo = z.string().trim().max(500).default('');

export const sendDomesticTransferBody = z
  .object({
    commandId: z.uuid().optional(),
    fromAccountId: id,
    toAccountId: id,
    amount: positiveAmountSchema,
    fee: feeSchema.default('0'),
    date: day.optional(),
    memo,
  })
  .strict()
  .refine((b) => b.fromAccountId !== b.toAccountId, { message: 'choose two different accounts', path: ['toAccountId'] });
export type SendDomesticTransferBody = z.infer<typeof sendDomesticTransferBody>;

export const sendTransferToChinaBody = z
  .object({
    commandId: z.uuid().optional(),
    fromAccountId: id,
    supplierId: id,
    amount: positiveAmountSchema,
    fee: feeSchema.default('0'),
    receivedCurrency: currency.default('CNY'),
    rate: transferRateSchema,
    /** Blank: amount x rate, rounded to the received currency's decimals. */
    receivedAmount: positiveAmountSchema.optional(),
    date: day.optional(),
    reference: z.string().trim().max(100).default(''),
    memo,
  })
  .strict();
export type SendTransferToChinaBody = z.infer<typeof sendTransferToChinaBody>;

export const exchangeCurrencyBody = z
  .object({
    commandId: z.uuid().optional(),
    fromAccountId: id,
    toAccountId: id,
    fromAmount: positiveAmountSchema,
    rate: transferRateSchema,
    date: day.optional(),
    memo,
  })
  .strict()
  .refine((b) => b.fromAccountId !== b.toAccountId, { message: 'choose two different accounts', path: ['toAccountId'] });
export type ExchangeCurrencyBody = z.infer<typeof exchangeCurrencyBody>;

export const reverseMoneyTransferBody = z
  .object({ commandId: z.uuid().optional(), reason: z.string().trim().min(1, 'say why').max(200), date: day.optional() })
  .strict();
export type ReverseMoneyTransferBody = z.infer<typeof reverseMoneyTransferBody>;

/** The list of one kind (the kind is the path: transfers/domestic, transfers/china, transfers/exchange). */
export const listMoneyTransfersQuery = z
  .object({
    /** Transfers from or to this account. */
    accountId: id.optional(),
    supplierId: id.optional(),
    from: day.optional(),
    to: day.optional(),
    search: z.string().trim().max(100).optional(),
    status: z.enum(['live', 'reversed', 'all']).default('all'),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(1000).default(50),
  })
  .strict();
export type ListMoneyTransfersQuery = z.infer<typeof listMoneyTransfersQuery>;

// ---- answers
export const moneyTransferSchema = z.object({
  id: z.string(),
  kind: z.enum(TRANSFER_KINDS),
  fromAccountId: z.string(),
  fromAccountName: z.string(),
  toAccountId: z.string().nullable(),
  toAccountName: z.string(),
  currency: z.string(),
  amount: z.string(),
  fee: z.string(),
  toCurrency: z.string().nullable(),
  toAmount: z.string().nullable(),
  rate: z.string().nullable(),
  tableRate: z.string().nullable(),
  baseCurrency: z.string().nullable(),
  differenceInBase: z.string().nullable(),
  supplierId: z.string().nullable(),
  supplierName: z.string(),
  date: z.string(),
  reference: z.string(),
  memo: z.string(),
  reversed: z.boolean(),
  reversalReason: z.string(),
  userId: z.string(),
  recordedAt: z.string(),
});
export type MoneyTransfer = z.infer<typeof moneyTransferSchema>;
export const moneyTransferListSchema = z.object({
  transfers: z.array(moneyTransferSchema),
  total: z.number(),
  /** Per currency sent, of the transfers selected that are not reversed: amounts and fees. */
  totals: z.array(z.object({ currency: z.string(), amount: z.string(), fee: z.string() })),
  /** Exchanges: the sum of the differences against the rate table (not reversed), per base currency. */
  differences: z.array(z.object({ currency: z.string(), amount: z.string() })),
});
export type MoneyTransferList = z.infer<typeof moneyTransferListSchema>;
