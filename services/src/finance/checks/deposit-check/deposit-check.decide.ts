import type { CheckEvent } from '@tradedesk/contracts/finance/checks';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { type CheckState, requireCheck, requireReceived, requireStatus, startFrom, type TransitionFacts, transitionDay } from '../check.state.js';

export interface DepositCheck {
  type: 'DepositCheck';
  checkId: string;
  accountId: string;
  date?: string;
  facts: TransitionFacts & { account: { kind: 'cash' | 'bank'; currency: string } | null };
}

/** A received check from the portfolio into a bank account of its currency; no money moves until it clears. */
export function decideDepositCheck(c: DepositCheck, s: CheckState, ctx: DecideContext): CheckEvent[] {
  const { born, state } = startFrom(s, c.facts);
  const check = requireCheck(state, c.checkId);
  requireReceived(check, 'deposited');
  requireStatus(check, 'portfolio', 'check_not_in_portfolio', 'deposited');
  const account = c.facts.account;
  if (!account) throw new DomainError('money_account_not_found', `There is no account ${c.accountId}.`, 400, { field: 'accountId' });
  if (account.kind !== 'bank') throw new DomainError('check_account_not_bank', 'A check is deposited into a bank account, not into a cash box.', 400, { field: 'accountId' });
  if (account.currency !== check.currency) {
    throw new DomainError('check_currency_mismatch', `The check is in ${check.currency}; this account is in ${account.currency}.`, 400, { field: 'accountId', currency: check.currency });
  }
  const date = transitionDay(check, c.date, c.facts, ctx);
  return [
    ...born,
{ type: 'CheckDeposited', data: { checkId: c.checkId, number: check.number, accountId: c.accountId, currency: check.currency, amount: check.amount, date } }];
}
