import type { CheckEvent } from '@tradedesk/contracts/finance/checks';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { type CheckState, requireCheck, requireStatus, startFrom, type TransitionFacts, transitionDay, undoneCheck } from '../check.state.js';

export interface BounceCheck {
  type: 'BounceCheck';
  checkId: string;
  reason: string;
  date?: string;
  facts: TransitionFacts;
}

/**
 * The bank refused the check (no funds, a wrong signature...): a deposited received check puts
 * its amount back on the customer's account; an issued one puts it back on what we owe the
 * supplier. No account's balance moves: it never did.
 */
export function decideBounceCheck(c: BounceCheck, s: CheckState, ctx: DecideContext): CheckEvent[] {
  const { born, state } = startFrom(s, c.facts);
  const check = requireCheck(state, c.checkId);
  if (check.direction === 'received') requireStatus(check, 'deposited', 'check_not_deposited', 'bounced');
  else requireStatus(check, 'issued', 'check_not_outstanding', 'bounced');
  const date = transitionDay(check, c.date, c.facts, ctx);
  return [
    ...born,
    {
      type: 'CheckBounced',
      data: undoneCheck(check, c.checkId, date, c.reason),
    },
  ];
}
