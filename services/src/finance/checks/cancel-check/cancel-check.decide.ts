import type { CheckEvent } from '@tradedesk/contracts/finance/checks';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { type CheckState, requireCheck, requireStatus, startFrom, type TransitionFacts, transitionDay, undoneCheck } from '../check.state.js';

export interface CancelCheck {
  type: 'CancelCheck';
  checkId: string;
  reason: string;
  date?: string;
  facts: TransitionFacts;
}

/**
 * A check that never reached a bank is given back or torn up, with a reason: a received one only
 * from the portfolio (the customer owes the amount again), an issued one while it is not paid
 * (we owe the supplier again).
 */
export function decideCancelCheck(c: CancelCheck, s: CheckState, ctx: DecideContext): CheckEvent[] {
  const { born, state } = startFrom(s, c.facts);
  const check = requireCheck(state, c.checkId);
  if (check.direction === 'received') requireStatus(check, 'portfolio', 'check_not_in_portfolio', 'cancelled');
  else requireStatus(check, 'issued', 'check_not_outstanding', 'cancelled');
  if (!c.reason.trim()) throw new DomainError('reason_required', 'Say why the check is cancelled.', 400, { field: 'reason' });
  const date = transitionDay(check, c.date, c.facts, ctx);
  return [
    ...born,
    {
      type: 'CheckCancelled',
      data: undoneCheck(check, c.checkId, date, c.reason),
    },
  ];
}
