import type { EntryDirection, FinanceEntryEvent, PartyType } from '@tradedesk/contracts/finance/money-accounts';
import { businessDayOf } from '@tradedesk/contracts/platform/company-time';
import type { DecideContext, EvolveEvent } from '../../platform/cqrs/decider.js';
import type { ClosedPeriods } from '../../platform/closed-period.js';
import { DomainError } from '../../platform/event-store/errors.js';

/** What an entry's stream says: the entry as posted, and whether it was reversed. */
export interface FinanceEntryState {
  entry: { direction: EntryDirection; accountId: string; currency: string; amount: string; date: string } | null;
  reversed: boolean;
}

export const initialFinanceEntryState = (): FinanceEntryState => ({ entry: null, reversed: false });

export function evolveFinanceEntry(s: FinanceEntryState, e: EvolveEvent<FinanceEntryEvent>): FinanceEntryState {
  switch (e.type) {
    case 'FinanceEntryPosted': {
      const d = e.data;
      return { ...s, entry: { direction: d.direction, accountId: d.accountId, currency: d.currency, amount: d.amount, date: d.date } };
    }
    case 'FinanceEntryReversed':
      return { ...s, reversed: true };
    default: {
      const _exhaustive: never = e;
      return s;
    }
  }
}

/** The facts an entry needs looked up: its account, its class, its party, the company's time zone. */
export interface EntryFacts {
  account: { currency: string } | null;
  klass: { direction: EntryDirection } | null;
  /** Whether the named customer or supplier exists (true when no party is named). */
  partyExists: boolean;
  /** The company's offset from UTC in hours (SystemTimeZone). */
  utcOffsetHours: number;
  /** The closed days and months among the days the entry may be dated on (the closing guard). */
  closed: ClosedPeriods;
}

/** One entry as the decision sees it: what the person typed, and the facts looked up for it. */
export interface EntryDraft {
  direction: EntryDirection;
  accountId: string;
  classId: string;
  amount: string;
  date?: string;
  partyType: PartyType | null;
  partyId: string | null;
  memo: string;
  attachment: string;
  facts: EntryFacts;
}

/** The business day a posting belongs to: the one given, or today; never after today. */
export function postingDay(date: string | undefined, utcOffsetHours: number, ctx: DecideContext): string {
  const today = businessDayOf(ctx.now, utcOffsetHours);
  const day = date ?? today;
  if (day > today) throw new DomainError('date_in_future', `The date ${day} is after today (${today}).`, 400, { field: 'date' });
  return day;
}
