import type { FinanceEntryEvent } from '@tradedesk/contracts/finance/money-accounts';
import { Decimal } from 'decimal.js';
import { type ClosedPeriods, refuseClosedPeriod } from '../../../platform/closed-period.js';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { type FinanceEntryState, postingDay } from '../finance-entry.state.js';

export interface ReverseFinanceEntry {
  type: 'ReverseFinanceEntry';
  entryId: string;
  reason: string;
  date?: string;
  facts: { utcOffsetHours: number; closed: ClosedPeriods };
}

/**
 * Undo a posted entry instead of editing it: once, with a reason, on a day not before the entry's
 * not after today and not in a closed day or month. The account gets the opposite amount back; the entry stays in the list,
 * marked reversed.
 */
export function decideReverseFinanceEntry(c: ReverseFinanceEntry, s: FinanceEntryState, ctx: DecideContext): FinanceEntryEvent[] {
  const e = s.entry;
  if (!e) throw new DomainError('entry_not_found', `There is no entry ${c.entryId}.`, 404);
  if (s.reversed) throw new DomainError('already_reversed', 'This entry was reversed already.', 409);
  if (!c.reason.trim()) throw new DomainError('reason_required', 'Say why the entry is reversed.', 400, { field: 'reason' });
  const date = postingDay(c.date, c.facts.utcOffsetHours, ctx);
  refuseClosedPeriod(c.facts.closed, date);
  if (date < e.date) throw new DomainError('reversal_before_entry', `The reversal's date ${date} is before the entry's (${e.date}).`, 400, { field: 'date' });
  const effect = e.direction === 'income' ? new Decimal(e.amount).neg() : new Decimal(e.amount);
  return [{ type: 'FinanceEntryReversed', data: { entryId: c.entryId, accountId: e.accountId, currency: e.currency, effect: effect.toFixed(), date, reason: c.reason.trim() } }];
}
