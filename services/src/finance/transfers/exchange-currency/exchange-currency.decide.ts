import type { MoneyTransferEvent } from '@tradedesk/contracts/finance/money-transfers';
import type { ClosedPeriods } from '../../../platform/closed-period.js';
import { plain, roundMoney } from '@tradedesk/contracts/platform/money';
import { Decimal } from 'decimal.js';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { type AccountFact, type MoneyTransferState, positiveIn, requireAccount, requireNewTransfer } from '../money-transfer.state.js';

export interface ExchangeCurrency {
  type: 'ExchangeCurrency';
  transferId: string;
  fromAccountId: string;
  toAccountId: string;
  fromAmount: string;
  rate: string;
  date?: string;
  memo: string;
  facts: {
    from: AccountFact;
    to: AccountFact;
    baseCurrency: string;
    /** The table's rate in force for from -> to (1 from = tableRate to), direct or inverted; null when none. */
    tableRate: string | null;
    /** The table's rate of each side to the base currency (1 X = r base; '1' for the base itself); null when none. */
    fromToBase: string | null;
    toToBase: string | null;
    utcOffsetHours: number;
    closed: ClosedPeriods;
  };
}

/**
 * Change money between two of our accounts in two currencies at the rate the bank or the
 * exchange office gave (1 from = rate to): fromAmount leaves the first account, fromAmount x rate
 * (rounded to the second currency) arrives on the second. The difference against the rate table,
 * valued in the base currency, is recorded with it (a gain +, a loss -), or null without table rates.
 */
export function decideExchangeCurrency(c: ExchangeCurrency, s: MoneyTransferState, ctx: DecideContext): MoneyTransferEvent[] {
  const date = requireNewTransfer(c.transferId, s, c.date, c.facts.utcOffsetHours, c.facts.closed, ctx);
  if (c.fromAccountId === c.toAccountId) throw new DomainError('same_account', 'Choose two different accounts.', 400, { field: 'toAccountId' });
  const from = requireAccount(c.facts.from, c.fromAccountId, 'fromAccountId');
  const to = requireAccount(c.facts.to, c.toAccountId, 'toAccountId');
  if (from.currency === to.currency) throw new DomainError('same_currency', `Both accounts are in ${from.currency}: use a domestic transfer.`, 400, { field: 'toAccountId' });
  const fromAmount = positiveIn(c.fromAmount, from.currency, 'fromAmount');
  const rate = new Decimal(c.rate);
  if (!rate.isFinite() || rate.lte(0)) throw new DomainError('invalid_rate', 'The rate must be greater than 0.', 400, { field: 'rate' });
  const toAmount = new Decimal(roundMoney(fromAmount.times(rate), to.currency));
  if (toAmount.isZero()) throw new DomainError('invalid_amount', `The amount received rounds to 0 ${to.currency}.`, 400, { field: 'fromAmount' });
  const { fromToBase, toToBase, baseCurrency } = c.facts;
  const differenceInBase = fromToBase !== null && toToBase !== null ? roundMoney(toAmount.times(toToBase).minus(fromAmount.times(fromToBase)), baseCurrency) : null;
  return [
    {
      type: 'CurrencyExchanged',
      data: {
        transferId: c.transferId,
        fromAccountId: c.fromAccountId,
        fromCurrency: from.currency,
        fromAmount: plain(fromAmount),
        toAccountId: c.toAccountId,
        toCurrency: to.currency,
        toAmount: plain(toAmount),
        rate: plain(rate),
        tableRate: c.facts.tableRate,
        baseCurrency,
        differenceInBase: differenceInBase === null ? null : plain(differenceInBase),
        date,
        memo: c.memo.trim(),
      },
    },
  ];
}
