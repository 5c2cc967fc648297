import type { ClosingEvent } from '@tradedesk/contracts/finance/closings';
import { DomainError } from '../../../platform/event-store/errors.js';
import { type ClosingState, requireReason } from '../closing.state.js';

export interface ReopenDay {
  type: 'ReopenDay';
  day: string;
  reason: string;
  facts: { monthClosed: boolean };
}

/**
 * Reopen a closed day, with a reason (Root only: the endpoint's rule). Facts dated on it pass
 * again until it is closed again. A day of a closed month stays closed by its month: reopen the
 * month first.
 */
export function decideReopenDay(c: ReopenDay, s: ClosingState): ClosingEvent[] {
  if (!s.closed) throw new DomainError('period_not_closed', `The day ${c.day} is not closed.`, 409, { period: c.day });
  const reason = requireReason(c.reason);
  if (c.facts.monthClosed) throw new DomainError('period_closed', `The month ${c.day.slice(0, 7)} is closed: reopen the month before its day ${c.day}.`, 409, { period: c.day.slice(0, 7), day: c.day });
  return [{ type: 'DayReopened', data: { day: c.day, reason } }];
}
