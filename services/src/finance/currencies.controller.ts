import { Controller, Get, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type AddCurrencyBody,
  addCurrencyBody,
  CURRENCY_READ_MODEL,
  type CurrencyList,
  type CurrencyStatistic,
  type EnterExchangeRateBody,
  enterExchangeRateBody,
  EXCHANGE_RATE_READ_MODEL,
  type ExchangeRateItem,
  type FinanceStatistic,
  inverseRate,
  type ListCurrenciesQuery,
  listCurrenciesQuery,
  type MainCurrencies,
  type RateAsOfQuery,
  rateAsOfQuery,
  type RateHistoryQuery,
  rateHistoryQuery,
  type RatePrompt,
  RATE_DECIMALS,
} from '@tradedesk/contracts/finance/currencies';
import { SUPPLIER_ACCOUNTS_READ_MODEL } from '@tradedesk/contracts/catalog/supplier-accounts';
import { CUSTOMER_ACCOUNTS_READ_MODEL } from '@tradedesk/contracts/customers/customer-accounts';
import { ACCOUNT_POSTINGS_READ_MODEL, MONEY_ACCOUNTS_READ_MODEL } from '@tradedesk/contracts/finance/money-accounts';
import { asOfInstant, businessDayOf } from '@tradedesk/contracts/platform/company-time';
import { roundMoney } from '@tradedesk/contracts/platform/money';
import { payablesByCurrency } from '@tradedesk/projections/catalog/supplier-accounts/supplier-accounts.query';
import { receivablesByCurrency } from '@tradedesk/projections/customers/customer-accounts/customer-accounts.query';
import { rateAsOf, rateHistory, ratesInForce } from '@tradedesk/projections/finance/exchange-rates/exchange-rates.query';
import { listMoneyAccounts } from '@tradedesk/projections/finance/money-accounts/money-accounts.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { Decimal } from 'decimal.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../platform/http/endpoint.js';
import { envelopeOf } from '../platform/http/command-envelope.js';
import type { Session } from '../platform/http/request-context.js';
import { DATABASE } from '../platform/tokens.js';
import { AddCurrencyCommand } from './add-currency/add-currency.command.js';
import { companyCurrencies } from './company-currencies.js';
import { EnterExchangeRateCommand } from './enter-exchange-rate/enter-exchange-rate.command.js';

const ADMIN = ['Admin'];

/** Rate of `from` in `base` at hand: the direct pair, or the inverse of base -> from. */
function toBase(rates: ExchangeRateItem[], from: string, base: string): string | null {
  if (from === base) return '1';
  const direct = rates.find((r) => r.fromCode === from && r.toCode === base);
  if (direct) return direct.rate;
  const inverse = rates.find((r) => r.fromCode === base && r.toCode === from);
  return inverse ? inverseRate(inverse.rate) : null;
}

/** Currencies and exchange rates (issue 14, spec section 7; docs/finance.md). */
@Controller('api')
export class CurrenciesController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get('currencies')
  @Endpoint({ summary: "The company's currencies with their decimals (currencies, total)", access: { roles: ADMIN, page: ['Currency', 'CurrencyNew'] }, query: listCurrenciesQuery, readModels: [CURRENCY_READ_MODEL] })
  async list(@ValidQuery() q: ListCurrenciesQuery): Promise<CurrencyList> {
    const { list } = await companyCurrencies(this.db);
    return { currencies: list.slice((q.page - 1) * q.limit, q.page * q.limit), total: list.length };
  }

  @Post('currencies')
  @Endpoint({ summary: 'Add a currency the company uses (decimals per the money module)', access: { roles: ADMIN, page: ['CurrencyNew'] }, body: addCurrencyBody })
  add(@ValidBody() body: AddCurrencyBody, @CurrentSession() s: Session) {
    return this.commands.execute(new AddCurrencyCommand(body, envelopeOf(s)));
  }

  @Get('currencies/main')
  @Endpoint({ summary: 'Base, second, third and cost currency (company settings)', access: { roles: ADMIN, page: ['Currency', 'CurrencyNew'] } })
  async main(): Promise<MainCurrencies> {
    return (await companyCurrencies(this.db)).main;
  }

  @Get('currencies/finance-statistic')
  @Endpoint({
    summary: 'Per currency: customer receivables, supplier payables, net and net in the base currency, and what the cash boxes and bank accounts hold; every money account with its balance',
    access: { roles: ADMIN, page: ['Currency'] },
    readModels: [EXCHANGE_RATE_READ_MODEL, CUSTOMER_ACCOUNTS_READ_MODEL, SUPPLIER_ACCOUNTS_READ_MODEL, MONEY_ACCOUNTS_READ_MODEL, ACCOUNT_POSTINGS_READ_MODEL],
  })
  async financeStatistic(): Promise<FinanceStatistic> {
    const now = new Date();
    const [{ list, main }, receivables, payables, rates, { accounts }] = await Promise.all([
      companyCurrencies(this.db),
      receivablesByCurrency(this.db),
      payablesByCurrency(this.db),
      ratesInForce(this.db, now),
      listMoneyAccounts(this.db, {}, now.toISOString()),
    ]);
    const base = main.base.code;
    const codes = [...new Set([...list.map((c) => c.code), ...receivables.map((r) => r.currency), ...payables.map((p) => p.currency), ...accounts.map((a) => a.currency)])].filter((c) => c !== '');
    const held = (code: string, kind: 'cash' | 'bank') => roundMoney(accounts.filter((a) => a.currency === code && a.kind === kind).reduce((sum, a) => sum.plus(a.balance), new Decimal(0)), code);
    const currencies: CurrencyStatistic[] = codes.map((code) => {
      const rec = receivables.find((r) => r.currency === code)?.amount ?? '0';
      const pay = payables.find((p) => p.currency === code)?.amount ?? '0';
      const net = new Decimal(rec).minus(pay);
      const rate = toBase(rates, code, base);
      return {
        currency: code,
        decimals: list.find((c) => c.code === code)?.decimals ?? 2,
        receivables: roundMoney(rec, code),
        payables: roundMoney(pay, code),
        net: roundMoney(net, code),
        netInBase: rate === null ? null : roundMoney(net.times(rate), base),
        cash: held(code, 'cash'),
        bank: held(code, 'bank'),
      };
    });
    return {
      baseCurrency: base,
      currencies,
      accounts: accounts.map((a) => ({ id: a.id, name: a.name, kind: a.kind, currency: a.currency, balance: roundMoney(a.balance, a.currency) })),
    };
  }

  @Get('cache/exchange-rate')
  @Endpoint({ summary: 'The rates in force now: fromCode, toCode, rate (1 from = rate to), value (1 to = value from)', access: 'session', readModels: [EXCHANGE_RATE_READ_MODEL] })
  current(): Promise<ExchangeRateItem[]> {
    return ratesInForce(this.db, new Date());
  }

  @Get('cache/exchange-rate-prompt')
  @Endpoint({ summary: "Which of the company's currencies have no rate to the base currency entered today", access: 'session', readModels: [EXCHANGE_RATE_READ_MODEL] })
  async prompt(): Promise<RatePrompt> {
    const now = new Date();
    const [{ list, main, offsetHours }, rates] = await Promise.all([companyCurrencies(this.db), ratesInForce(this.db, now)]);
    const base = main.base.code;
    const today = businessDayOf(now, offsetHours);
    const pairs = list
      .filter((c) => c.code !== base)
      .map((c) => {
        const last = rates
          .filter((r) => (r.fromCode === c.code && r.toCode === base) || (r.fromCode === base && r.toCode === c.code))
          .map((r) => r.effectiveAt)
          .sort()
          .at(-1);
        return { fromCode: c.code, toCode: base, lastEffectiveAt: last ?? null };
      });
    return { prompt: pairs.some((p) => p.lastEffectiveAt === null || businessDayOf(p.lastEffectiveAt, offsetHours) !== today), pairs };
  }

  @Get('currency/base-exchange-rate')
  @Endpoint({ summary: "Each of the company's currencies in the base currency now (1 code = rate base)", access: 'session', readModels: [EXCHANGE_RATE_READ_MODEL] })
  async baseRates(): Promise<{ fromCode: string; toCode: string; rate: string; value: string }[]> {
    const [{ list, main }, rates] = await Promise.all([companyCurrencies(this.db), ratesInForce(this.db, new Date())]);
    const base = main.base.code;
    return list.flatMap((c) => {
      const rate = toBase(rates, c.code, base);
      if (rate === null) return [];
      const exact = new Decimal(rate).toDecimalPlaces(RATE_DECIMALS, Decimal.ROUND_HALF_UP).toFixed();
      return [{ fromCode: c.code, toCode: base, rate: exact, value: inverseRate(exact) }];
    });
  }

  @Get('currency/exchange-rates')
  @Endpoint({ summary: 'The history of rates entered, newest effective first (rates, total)', access: { roles: ADMIN, page: ['Currency'] }, query: rateHistoryQuery, readModels: [EXCHANGE_RATE_READ_MODEL] })
  history(@ValidQuery() q: RateHistoryQuery) {
    return rateHistory(this.db, q);
  }

  @Get('currency/exchange-rate')
  @Endpoint({ summary: 'The rate of a pair in force at a moment (a document’s time); null when none was', access: 'session', query: rateAsOfQuery, readModels: [EXCHANGE_RATE_READ_MODEL] })
  async asOf(@ValidQuery() q: RateAsOfQuery): Promise<ExchangeRateItem | null> {
    const { offsetHours } = await companyCurrencies(this.db);
    return rateAsOf(this.db, q.fromCode, q.toCode, q.at ? asOfInstant(q.at, offsetHours) : new Date());
  }

  @Post('currency/exchange-rate')
  @Endpoint({ summary: 'Enter a rate from its effective time on (history kept; never edited)', access: { roles: ADMIN, page: ['Currency'] }, body: enterExchangeRateBody })
  enter(@ValidBody() body: EnterExchangeRateBody, @CurrentSession() s: Session) {
    return this.commands.execute(new EnterExchangeRateCommand(body, envelopeOf(s)));
  }
}
