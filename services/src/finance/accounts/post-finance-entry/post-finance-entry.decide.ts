import type { FinanceEntryEvent } from '@tradedesk/contracts/finance/money-accounts';
import { plain } from '@tradedesk/contracts/platform/money';
import { refuseClosedPeriod } from '../../../platform/closed-period.js';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { amountIn } from '../money-account.state.js';
import { type EntryDraft, type FinanceEntryState, postingDay } from '../finance-entry.state.js';

export interface PostFinanceEntry extends EntryDraft {
  type: 'PostFinanceEntry';
  entryId: string;
}

/**
 * An income or an expense on one account, in the account's currency: a positive amount within
 * the currency's decimals, a class of the same direction, a business day not after today and not in a closed day or month, and,
 * when a party is named, a customer or supplier that exists.
 */
export function decidePostFinanceEntry(c: PostFinanceEntry, s: FinanceEntryState, ctx: DecideContext): FinanceEntryEvent[] {
  if (s.entry) throw new DomainError('entry_exists', `Entry ${c.entryId} exists already.`, 409);
  const { account, klass } = c.facts;
  if (!account) throw new DomainError('money_account_not_found', `There is no account ${c.accountId}.`, 400, { field: 'accountId' });
  if (!klass) throw new DomainError('finance_class_not_found', `There is no class ${c.classId}.`, 400, { field: 'classId' });
  if (klass.direction !== c.direction) throw new DomainError('class_direction_mismatch', `This class is for ${klass.direction}, not ${c.direction}.`, 400, { field: 'classId' });
  const amount = amountIn(c.amount, account.currency, 'amount');
  if (!amount.isPositive() || amount.isZero()) throw new DomainError('invalid_amount', 'The amount must be greater than 0.', 400, { field: 'amount' });
  if ((c.partyType === null) !== (c.partyId === null)) throw new DomainError('party_incomplete', 'Name the party and whether it is a customer or a supplier.', 400, { field: 'partyId' });
  if (c.partyId !== null && !c.facts.partyExists) throw new DomainError('party_not_found', `There is no ${c.partyType} ${c.partyId}.`, 400, { field: 'partyId' });
  const date = postingDay(c.date, c.facts.utcOffsetHours, ctx);
  refuseClosedPeriod(c.facts.closed, date);
  return [
    {
      type: 'FinanceEntryPosted',
      data: {
        entryId: c.entryId,
        direction: c.direction,
        accountId: c.accountId,
        classId: c.classId,
        currency: account.currency,
        amount: plain(amount),
        date,
        partyType: c.partyType,
        partyId: c.partyId,
        memo: c.memo.trim(),
        attachment: c.attachment.trim(),
      },
    },
  ];
}
