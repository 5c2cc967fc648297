import type { CheckEvent } from '@tradedesk/contracts/finance/checks';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { type CheckState, requireCheck, requireReceived, requireStatus, startFrom, type TransitionFacts, transitionDay } from '../check.state.js';

export interface EndorseCheck {
  type: 'EndorseCheck';
  checkId: string;
  supplierId: string;
  memo: string;
  date?: string;
  facts: TransitionFacts & { supplierExists: boolean };
}

/** A received check from the portfolio handed to a supplier as our payment: what we owe that supplier falls by its amount. */
export function decideEndorseCheck(c: EndorseCheck, s: CheckState, ctx: DecideContext): CheckEvent[] {
  const { born, state } = startFrom(s, c.facts);
  const check = requireCheck(state, c.checkId);
  requireReceived(check, 'endorsed');
  requireStatus(check, 'portfolio', 'check_not_in_portfolio', 'endorsed');
  if (!c.facts.supplierExists) throw new DomainError('party_not_found', `There is no supplier ${c.supplierId}.`, 400, { field: 'supplierId' });
  const date = transitionDay(check, c.date, c.facts, ctx);
  return [
    ...born,
{ type: 'CheckEndorsed', data: { checkId: c.checkId, number: check.number, supplierId: c.supplierId, currency: check.currency, amount: check.amount, date, memo: c.memo.trim() } }];
}
