import { Inject, Injectable } from '@nestjs/common';
import { loadClosedPeriods } from '../../platform/closed-period.js';
import { type ExchangeRateItem, inverseRate } from '@tradedesk/contracts/finance/currencies';
import type { ExchangeCurrencyBody, SendDomesticTransferBody, SendTransferToChinaBody } from '@tradedesk/contracts/finance/money-transfers';
import { getSupplier } from '@tradedesk/projections/catalog/suppliers/suppliers.query';
import { ratesInForce } from '@tradedesk/projections/finance/exchange-rates/exchange-rates.query';
import { moneyAccountRefs } from '@tradedesk/projections/finance/money-accounts/money-accounts.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { readCompanySettings } from '@tradedesk/projections/settings/company-settings/company-settings.query';
import { DATABASE } from '../../platform/tokens.js';
import type { ExchangeCurrency } from './exchange-currency/exchange-currency.decide.js';
import type { ReverseMoneyTransfer } from './reverse-money-transfer/reverse-money-transfer.decide.js';
import type { SendDomesticTransfer } from './send-domestic-transfer/send-domestic-transfer.decide.js';
import type { SendTransferToChina } from './send-transfer-to-china/send-transfer-to-china.decide.js';

/** 1 `from` = ? `to` by the table: the direct pair, or the inverse of the opposite pair; '1' for the same currency. */
export function tableRate(rates: ExchangeRateItem[], from: string, to: string): string | null {
  if (from === to) return '1';
  const direct = rates.find((r) => r.fromCode === from && r.toCode === to);
  if (direct) return direct.rate;
  const inverse = rates.find((r) => r.fromCode === to && r.toCode === from);
  return inverse ? inverseRate(inverse.rate) : null;
}

/** What transfer decisions need besides their streams, one method per command. */
@Injectable()
export class MoneyTransferFactsLoader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  private async accounts(ids: string[]) {
    const refs = await moneyAccountRefs(this.db, ids);
    return (id: string) => {
      const a = refs.get(id);
      return a ? { currency: a.currency } : null;
    };
  }

  private async offset() {
    return Number((await readCompanySettings(this.db)).SystemTimeZone);
  }

  /** SendDomesticTransfer: both accounts, the time zone. */
  async forSendDomesticTransfer(b: SendDomesticTransferBody): Promise<SendDomesticTransfer['facts']> {
    const [account, utcOffsetHours, closed] = await Promise.all([this.accounts([b.fromAccountId, b.toAccountId]), this.offset(), loadClosedPeriods(this.db, [b.date])]);
    return { from: account(b.fromAccountId), to: account(b.toAccountId), utcOffsetHours, closed };
  }

  /** SendTransferToChina: the sending account, the supplier, the time zone. */
  async forSendTransferToChina(b: SendTransferToChinaBody): Promise<SendTransferToChina['facts']> {
    const [account, supplier, utcOffsetHours, closed] = await Promise.all([this.accounts([b.fromAccountId]), getSupplier(this.db, b.supplierId), this.offset(), loadClosedPeriods(this.db, [b.date])]);
    return { from: account(b.fromAccountId), supplierExists: supplier !== null, utcOffsetHours, closed };
  }

  /** ExchangeCurrency: both accounts, the base currency, the table's rates in force now for the pair and to the base. */
  async forExchangeCurrency(b: ExchangeCurrencyBody, now: Date): Promise<ExchangeCurrency['facts']> {
    const [account, settings, rates, closed] = await Promise.all([
      this.accounts([b.fromAccountId, b.toAccountId]),
      readCompanySettings(this.db),
      ratesInForce(this.db, now),
      loadClosedPeriods(this.db, [b.date]),
    ]);
    const from = account(b.fromAccountId);
    const to = account(b.toAccountId);
    const base = settings.BaseCurrencyID;
    return {
      from,
      to,
      baseCurrency: base,
      tableRate: from && to ? tableRate(rates, from.currency, to.currency) : null,
      fromToBase: from ? tableRate(rates, from.currency, base) : null,
      toToBase: to ? tableRate(rates, to.currency, base) : null,
      utcOffsetHours: Number(settings.SystemTimeZone),
      closed,
    };
  }

  /** ReverseMoneyTransfer: the time zone (the business day today), and whether the reversal's day is closed. */
  async forReverseMoneyTransfer(date: string | undefined): Promise<ReverseMoneyTransfer['facts']> {
    const [utcOffsetHours, closed] = await Promise.all([this.offset(), loadClosedPeriods(this.db, [date])]);
    return { utcOffsetHours, closed };
  }
}
