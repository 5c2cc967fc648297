import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { CURRENCIES, currencyDecimals } from '../platform/money.js';

/**
 * Currencies and exchange rates (issue 14, docs/finance.md).
 *
 * - A currency the company uses is added once (stream `currency-<CODE>`); its decimals are the
 *   money module's (contracts/src/platform/money.ts, `currencyDecimals`): the one source of
 *   rounding, so the list shows what every amount in that currency is rounded to.
 * - An exchange rate is an event on the pair's stream (`exchange-rate-<FROM>-<TO>`): 1 FROM = rate
 *   TO from its effective time on. A rate is never edited: a later one supersedes it from its own
 *   effective time, and the history stays. A document asks the rate "as of" its moment.
 */

// ---- events (never edited)
export interface CurrencyAdded {
  type: 'CurrencyAdded';
  data: { currencyId: string; code: string; name: string; decimals: number };
}
export type CurrencyEvent = CurrencyAdded;
export const CURRENCY_EVENT_TYPES = ['CurrencyAdded'] as const;

export interface ExchangeRateEntered {
  type: 'ExchangeRateEntered';
  data: { rateId: string; fromCode: string; toCode: string; rate: string; effectiveAt: string; memo: string };
}
export type ExchangeRateEvent = ExchangeRateEntered;
export const EXCHANGE_RATE_EVENT_TYPES = ['ExchangeRateEntered'] as const;

export const currencyStreamId = (code: string) => `currency-${code}`;
export const exchangeRateStreamId = (fromCode: string, toCode: string) => `exchange-rate-${fromCode}-${toCode}`;

export const CURRENCY_READ_MODEL = 'currencies';
export const EXCHANGE_RATE_READ_MODEL = 'exchange-rates';

/** Rates keep up to this many decimals (1 CLP = 0.001063 USD needs six). */
export const RATE_DECIMALS = 8;

/** The known name of a code (money module's list), '' when it is not in the list. */
export const knownCurrencyName = (code: string) => CURRENCIES.find((c) => c.code === code)?.name ?? '';
/** Decimals of a currency: always the money module's (one source). */
export const decimalsOf = (code: string) => currencyDecimals(code);

/** 1 / rate, kept to RATE_DECIMALS (the `value` of a rate item: 1 TO in FROM). */
export function inverseRate(rate: string): string {
  const r = new Decimal(rate);
  return r.isZero() ? '0' : new Decimal(1).dividedBy(r).toDecimalPlaces(RATE_DECIMALS, Decimal.ROUND_HALF_UP).toFixed();
}

// ---- API
export const currencyCode = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}$/, 'a three-letter ISO 4217 code such as USD'));

export const addCurrencyBody = z
  .object({
    commandId: z.uuid().optional(),
    code: currencyCode,
    name: z.string().trim().min(1, 'the name is empty').max(60),
  })
  .strict();
export type AddCurrencyBody = z.infer<typeof addCurrencyBody>;

export const listCurrenciesQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(9999).default(9999),
    page: z.coerce.number().int().min(1).default(1),
  })
  .strict();
export type ListCurrenciesQuery = z.infer<typeof listCurrenciesQuery>;

const RATE_SHAPE = /^\d{1,12}(\.\d+)?$/;
const rateText = z
  .string()
  .trim()
  .regex(RATE_SHAPE, 'the rate is a positive number such as 950.5')
  .refine((v) => !RATE_SHAPE.test(v) || new Decimal(v).gt(0), 'the rate must be above 0')
  .refine((v) => (v.split('.')[1]?.length ?? 0) <= RATE_DECIMALS, `at most ${RATE_DECIMALS} decimals`);

/** A moment: ISO with a zone, or a company wall-clock time 'YYYY-MM-DDTHH:mm[:ss]'. */
export const momentText = z.union([z.iso.datetime({ offset: true }), z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, 'a date and time such as 2026-03-01T09:00')]);

export const enterExchangeRateBody = z
  .object({
    commandId: z.uuid().optional(),
    fromCode: currencyCode,
    toCode: currencyCode,
    rate: rateText,
    /** When it applies from; absent = now. */
    effectiveAt: momentText.optional(),
    memo: z.string().trim().max(200).optional(),
  })
  .strict()
  .refine((b) => b.fromCode !== b.toCode, { path: ['toCode'], message: 'choose two different currencies' });
export type EnterExchangeRateBody = z.infer<typeof enterExchangeRateBody>;

export const rateHistoryQuery = z
  .object({
    fromCode: currencyCode.optional(),
    toCode: currencyCode.optional(),
    limit: z.coerce.number().int().min(1).max(9999).default(20),
    page: z.coerce.number().int().min(1).default(1),
  })
  .strict();
export type RateHistoryQuery = z.infer<typeof rateHistoryQuery>;

export const rateAsOfQuery = z
  .object({
    fromCode: currencyCode,
    toCode: currencyCode,
    /** The moment (document time); absent = now. */
    at: momentText.optional(),
  })
  .strict();
export type RateAsOfQuery = z.infer<typeof rateAsOfQuery>;

// ---- answers
export interface CurrencyItem {
  id: string;
  code: string;
  name: string;
  decimals: number;
  /** Which company setting names it (base, second, third, cost), [] for an added one only. */
  roles: ('base' | 'second' | 'third' | 'cost')[];
}
export interface CurrencyList {
  currencies: CurrencyItem[];
  total: number;
}
export interface MainCurrencies {
  base: CurrencyItem;
  second: CurrencyItem | null;
  third: CurrencyItem | null;
  cost: CurrencyItem;
}
/** A rate item: 1 fromCode = rate toCode; value = 1 toCode in fromCode. */
export interface ExchangeRateItem {
  id: string;
  fromCode: string;
  toCode: string;
  rate: string;
  value: string;
  effectiveAt: string;
  memo: string;
  enteredAt: string;
  enteredBy: string;
}
export interface RateHistory {
  rates: ExchangeRateItem[];
  total: number;
}
export interface RatePrompt {
  /** True when one of the company's currencies has no rate to the base currency, or none entered today. */
  prompt: boolean;
  pairs: { fromCode: string; toCode: string; lastEffectiveAt: string | null }[];
}
export interface CurrencyStatistic {
  currency: string;
  decimals: number;
  /** What customers owe (customer accounts, positive balances summed). */
  receivables: string;
  /** What the company owes suppliers (supplier accounts). */
  payables: string;
  /** receivables - payables. */
  net: string;
  /** The net in the base currency at the current rate; null without a rate. */
  netInBase: string | null;
  /** What the cash boxes in this currency hold now (opening balances plus the account ledger). */
  cash: string;
  /** What the bank accounts in this currency hold now. */
  bank: string;
}
/** One money account's balance now (docs/finance-payments.md). */
export interface AccountStatistic {
  id: string;
  name: string;
  kind: 'cash' | 'bank';
  currency: string;
  balance: string;
}
export interface FinanceStatistic {
  baseCurrency: string;
  currencies: CurrencyStatistic[];
  /** Every money account with its balance now, cash boxes first. */
  accounts: AccountStatistic[];
}
