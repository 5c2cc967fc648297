import type { CheckDirection, CheckEvent, CheckReceived, CheckSource, CheckState as CheckStatus } from '@tradedesk/contracts/finance/checks';
import { type ClosedPeriods, refuseClosedPeriod } from '../../platform/closed-period.js';
import type { DecideContext, EvolveEvent } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';
import { postingDay } from '../accounts/finance-entry.state.js';

/** What a check's stream says: the check as recorded, where it stands and since which business day. */
export interface CheckState {
  check: {
    direction: CheckDirection;
    status: CheckStatus;
    number: string;
    amount: string;
    currency: string;
    partyId: string;
    accountId: string | null;
    source: CheckSource | null;
    /** Business day of the last transition (or of receiving / issuing). */
    since: string;
  } | null;
}

export const initialCheckState = (): CheckState => ({ check: null });

export function evolveCheck(s: CheckState, e: EvolveEvent<CheckEvent>): CheckState {
  const c = s.check;
  switch (e.type) {
    case 'CheckReceived': {
      const d = e.data;
      return { check: { direction: 'received', status: 'portfolio', number: d.number, amount: d.amount, currency: d.currency, partyId: d.customerId, accountId: null, source: d.source, since: d.date } };
    }
    case 'CheckIssued': {
      const d = e.data;
      return { check: { direction: 'issued', status: 'issued', number: d.number, amount: d.amount, currency: d.currency, partyId: d.supplierId, accountId: d.accountId, source: null, since: d.date } };
    }
    case 'CheckDeposited':
      return c ? { check: { ...c, status: 'deposited', accountId: e.data.accountId, since: e.data.date } } : s;
    case 'CheckCleared':
      return c ? { check: { ...c, status: 'cleared', since: e.data.date } } : s;
    case 'CheckBounced':
      return c ? { check: { ...c, status: 'bounced', since: e.data.date } } : s;
    case 'CheckCancelled':
      return c ? { check: { ...c, status: 'cancelled', since: e.data.date } } : s;
    case 'CheckEndorsed':
      return c ? { check: { ...c, status: 'endorsed', since: e.data.date } } : s;
    default: {
      const _exhaustive: never = e;
      return s;
    }
  }
}

/** The facts every transition needs: the company's offset from UTC (SystemTimeZone), for "today"; where the cheque came from. */
export interface TransitionFacts {
  utcOffsetHours: number;
  /**
   * A cheque a sale order's payment took (payment method bankCheck) is in the portfolio from that
   * payment on, but its own stream is empty: this is its receipt as the payment recorded it (the
   * checks read model), written on the stream at the cheque's first move. Null otherwise.
   */
  origin: CheckReceived['data'] | null;
  /** The closed days and months among the move's day (docs/finance-closing.md). */
  closed: ClosedPeriods;
}

/**
 * The state a move starts from, and the receipt to write first: a cheque born of a sale payment
 * gets its `CheckReceived` (with its source: the payment credited the customer already) on its own
 * stream with its first move.
 */
export function startFrom(s: CheckState, facts: TransitionFacts): { born: CheckEvent[]; state: CheckState } {
  if (s.check || !facts.origin) return { born: [], state: s };
  const born: CheckEvent[] = [{ type: 'CheckReceived', data: facts.origin }];
  return { born, state: born.reduce(evolveCheck, s) };
}

type Check = NonNullable<CheckState['check']>;

/** The check of the stream, or 404. */
export function requireCheck(s: CheckState, checkId: string): Check {
  if (!s.check) throw new DomainError('check_not_found', `There is no check ${checkId}.`, 404);
  return s.check;
}

const STATE_WORDS: Record<CheckStatus, string> = {
  portfolio: 'in the portfolio',
  deposited: 'deposited',
  issued: 'issued and not yet paid',
  cleared: 'cleared',
  bounced: 'bounced',
  endorsed: 'endorsed to a supplier',
  cancelled: 'cancelled',
};

/**
 * The transition is allowed from `from` only (409 with `code` otherwise, naming where the check
 * stands): a check moves forward once, so a second click or a second person gets a clear refusal.
 */
export function requireStatus(c: Check, from: CheckStatus, code: string, action: string): void {
  if (c.status !== from) throw new DomainError(code, `Check ${c.number} is ${STATE_WORDS[c.status]}: only a check ${STATE_WORDS[from]} can be ${action}.`, 409, { state: c.status });
}

/** A received check only (deposit, endorse): 409 `check_not_received` for one we issued. */
export function requireReceived(c: Check, action: string): void {
  if (c.direction !== 'received') throw new DomainError('check_not_received', `Check ${c.number} is one we issued: only a received check can be ${action}.`, 409);
}

/** The business day of a transition: given or today, not after today, not before the check's last move, not in a closed period. */
export function transitionDay(c: Check, date: string | undefined, facts: TransitionFacts, ctx: DecideContext): string {
  const day = postingDay(date, facts.utcOffsetHours, ctx);
  if (day < c.since) throw new DomainError('check_date_before', `The date ${day} is before the check's last move (${c.since}).`, 400, { field: 'date' });
  refuseClosedPeriod(facts.closed, day);
  return day;
}

/**
 * What a bounce and a cancellation both say: the check, whose account the amount goes back on
 * (the customer's for a received check, the supplier's for one we issued), the day and the reason.
 */
export function undoneCheck(check: Check, checkId: string, date: string, reason: string) {
  return {
    checkId,
    number: check.number,
    direction: check.direction,
    partyType: check.direction === 'received' ? ('customer' as const) : ('supplier' as const),
    partyId: check.partyId,
    currency: check.currency,
    amount: check.amount,
    date,
    reason: reason.trim(),
    source: check.source,
  };
}
