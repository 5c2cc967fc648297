import type { ClosingEvent } from '@tradedesk/contracts/finance/closings';
import { DomainError } from '../../../platform/event-store/errors.js';
import { type CloseFacts, type ClosingState, requireLedgerCaughtUp } from '../closing.state.js';

export interface CloseMonth {
  type: 'CloseMonth';
  /** YYYY-MM. */
  month: string;
  facts: CloseFacts;
}

/**
 * Close a past month: the month's totals of every account are frozen in the event (opening on its
 * first day, income and expense over it, closing on its last day). The current month and later
 * ones cannot be closed.
 */
export function decideCloseMonth(c: CloseMonth, s: ClosingState): ClosingEvent[] {
  const thisMonth = c.facts.today.slice(0, 7);
  if (c.month >= thisMonth) throw new DomainError('period_not_past', `Only a past month can be closed: ${c.month} is not before this month (${thisMonth}).`, 400, { field: 'month' });
  if (s.closed) throw new DomainError('period_already_closed', `The month ${c.month} is closed already.`, 409, { period: c.month });
  requireLedgerCaughtUp(c.facts);
  return [{ type: 'MonthClosed', data: { month: c.month, totals: c.facts.totals, ledgerPosition: c.facts.ledgerPosition } }];
}
