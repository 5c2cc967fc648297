import type { ClosingEvent } from '@tradedesk/contracts/finance/closings';
import { DomainError } from '../../../platform/event-store/errors.js';
import { type ClosingState, requireReason } from '../closing.state.js';

export interface ReopenMonth {
  type: 'ReopenMonth';
  month: string;
  reason: string;
}

/** Reopen a closed month, with a reason (Root only: the endpoint's rule). Its days closed one by one stay closed. */
export function decideReopenMonth(c: ReopenMonth, s: ClosingState): ClosingEvent[] {
  if (!s.closed) throw new DomainError('period_not_closed', `The month ${c.month} is not closed.`, 409, { period: c.month });
  const reason = requireReason(c.reason);
  return [{ type: 'MonthReopened', data: { month: c.month, reason } }];
}
