import type { ClosingEvent } from '@tradedesk/contracts/finance/closings';
import { DomainError } from '../../../platform/event-store/errors.js';
import { type CloseFacts, type ClosingState, requireLedgerCaughtUp } from '../closing.state.js';

export interface CloseDay {
  type: 'CloseDay';
  day: string;
  facts: CloseFacts & { monthClosed: boolean };
}

/**
 * Close a past business day: the totals of every account for the day (opening, income, expense,
 * closing) are frozen in the event, read from the account ledger once it has caught up with the
 * log. Today and later days cannot be closed; a closed day (or a day of a closed month) is closed
 * already.
 */
export function decideCloseDay(c: CloseDay, s: ClosingState): ClosingEvent[] {
  if (c.day >= c.facts.today) throw new DomainError('period_not_past', `Only a past day can be closed: ${c.day} is not before today (${c.facts.today}).`, 400, { field: 'day' });
  if (s.closed) throw new DomainError('period_already_closed', `The day ${c.day} is closed already.`, 409, { period: c.day });
  if (c.facts.monthClosed) throw new DomainError('period_already_closed', `The month ${c.day.slice(0, 7)} is closed already, with this day in it.`, 409, { period: c.day.slice(0, 7) });
  requireLedgerCaughtUp(c.facts);
  return [{ type: 'DayClosed', data: { day: c.day, totals: c.facts.totals, ledgerPosition: c.facts.ledgerPosition } }];
}
