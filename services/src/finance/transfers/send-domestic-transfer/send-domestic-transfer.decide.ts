import type { MoneyTransferEvent } from '@tradedesk/contracts/finance/money-transfers';
import type { ClosedPeriods } from '../../../platform/closed-period.js';
import { plain } from '@tradedesk/contracts/platform/money';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { type AccountFact, feeIn, type MoneyTransferState, positiveIn, requireAccount, requireNewTransfer } from '../money-transfer.state.js';

export interface SendDomesticTransfer {
  type: 'SendDomesticTransfer';
  transferId: string;
  fromAccountId: string;
  toAccountId: string;
  amount: string;
  fee: string;
  date?: string;
  memo: string;
  facts: { from: AccountFact; to: AccountFact; utcOffsetHours: number; closed: ClosedPeriods };
}

/**
 * Money from one of our accounts to another in the same currency (cash to the bank): two
 * different accounts that exist, a positive amount and a fee (0 or more, an expense of the sending
 * account) within the currency's decimals, a business day not after today.
 */
export function decideSendDomesticTransfer(c: SendDomesticTransfer, s: MoneyTransferState, ctx: DecideContext): MoneyTransferEvent[] {
  const date = requireNewTransfer(c.transferId, s, c.date, c.facts.utcOffsetHours, c.facts.closed, ctx);
  if (c.fromAccountId === c.toAccountId) throw new DomainError('same_account', 'Choose two different accounts.', 400, { field: 'toAccountId' });
  const from = requireAccount(c.facts.from, c.fromAccountId, 'fromAccountId');
  const to = requireAccount(c.facts.to, c.toAccountId, 'toAccountId');
  if (from.currency !== to.currency) {
    throw new DomainError('currency_mismatch', `The accounts are in ${from.currency} and ${to.currency}: use a currency exchange.`, 400, { field: 'toAccountId' });
  }
  const amount = positiveIn(c.amount, from.currency, 'amount');
  const fee = feeIn(c.fee, from.currency);
  return [
    {
      type: 'DomesticTransferSent',
      data: { transferId: c.transferId, fromAccountId: c.fromAccountId, toAccountId: c.toAccountId, currency: from.currency, amount: plain(amount), fee: plain(fee), date, memo: c.memo.trim() },
    },
  ];
}
