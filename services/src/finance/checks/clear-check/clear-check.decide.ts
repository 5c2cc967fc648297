import type { CheckEvent } from '@tradedesk/contracts/finance/checks';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { type CheckState, requireCheck, requireStatus, startFrom, type TransitionFacts, transitionDay } from '../check.state.js';

export interface ClearCheck {
  type: 'ClearCheck';
  checkId: string;
  date?: string;
  facts: TransitionFacts;
}

/**
 * The bank paid the check: a deposited received check adds its amount to the account it was
 * deposited into; an issued check takes it from the account it is drawn on.
 */
export function decideClearCheck(c: ClearCheck, s: CheckState, ctx: DecideContext): CheckEvent[] {
  const { born, state } = startFrom(s, c.facts);
  const check = requireCheck(state, c.checkId);
  if (check.direction === 'received') requireStatus(check, 'deposited', 'check_not_deposited', 'cleared');
  else requireStatus(check, 'issued', 'check_not_outstanding', 'cleared');
  const date = transitionDay(check, c.date, c.facts, ctx);
  return [
    ...born,
{ type: 'CheckCleared', data: { checkId: c.checkId, number: check.number, direction: check.direction, accountId: check.accountId!, currency: check.currency, amount: check.amount, date } }];
}
