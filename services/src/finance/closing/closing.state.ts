import type { ClosingEvent, ClosingTotal } from '@tradedesk/contracts/finance/closings';
import type { EvolveEvent } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';

/** What a period's closing stream says: closed now or not, and how many times it was closed. */
export interface ClosingState {
  closed: boolean;
  closings: number;
}

export const initialClosingState = (): ClosingState => ({ closed: false, closings: 0 });

export function evolveClosing(s: ClosingState, e: EvolveEvent<ClosingEvent>): ClosingState {
  switch (e.type) {
    case 'DayClosed':
    case 'MonthClosed':
      return { closed: true, closings: s.closings + 1 };
    case 'DayReopened':
    case 'MonthReopened':
      return { ...s, closed: false };
    default: {
      const _exhaustive: never = e;
      return s;
    }
  }
}

/** What a close needs looked up: today in company time, the ledger's state and its totals for the period. */
export interface CloseFacts {
  /** The company's business day now (SystemTimeZone). */
  today: string;
  /** Whether the account ledger had applied every event committed when the request came. */
  ledgerCaughtUp: boolean;
  /** The log position the totals were read at. */
  ledgerPosition: string;
  totals: ClosingTotal[];
}

/** The ledger must have caught up with the log, or the frozen totals would miss facts: 503, try again. */
export function requireLedgerCaughtUp(facts: CloseFacts): void {
  if (!facts.ledgerCaughtUp) {
    throw new DomainError('ledger_behind', 'The account ledger is still catching up with the latest entries; close again in a moment.', 503);
  }
}

/** A reopening says why. */
export function requireReason(reason: string): string {
  const r = reason.trim();
  if (!r) throw new DomainError('reason_required', 'Say why the period is reopened.', 400, { field: 'reason' });
  return r;
}
