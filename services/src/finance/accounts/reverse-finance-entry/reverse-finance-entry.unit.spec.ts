import { NO_CLOSED_PERIODS } from '../../../platform/closed-period.js';
import { spec } from '../../../platform/cqrs/decider-spec.js';
import { financeEntryDecider } from '../finance-entry.decider.js';
import { posted } from '../testing-entry-fixtures.js';

const reverse = (over: { reason?: string; date?: string; facts?: { utcOffsetHours: number; closed: { days: string[]; months: string[] } } } = {}) => ({ type: 'ReverseFinanceEntry' as const, entryId: 'e1', reason: 'typed twice', facts: { utcOffsetHours: 0, closed: NO_CLOSED_PERIODS }, ...over });
const reversed = { type: 'FinanceEntryReversed' as const, data: { entryId: 'e1', accountId: 'a1', currency: 'USD', effect: '25.5', date: '2026-01-15', reason: 'typed twice' } };

describe('reverse finance entry', () => {
  it('reverses an expense: the amount goes back onto the account', () => spec(financeEntryDecider).given([posted()]).when(reverse()).then([reversed]));
  it('reverses an income: the amount leaves the account', () =>
    spec(financeEntryDecider).given([posted({ direction: 'income' })]).when(reverse()).then([{ ...reversed, data: { ...reversed.data, effect: '-25.5' } }]));
  it('reverses once', () => spec(financeEntryDecider).given([posted(), reversed]).when(reverse()).thenFails('already_reversed'));
  it('refuses an entry that does not exist', () => spec(financeEntryDecider).given([]).when(reverse()).thenFails('entry_not_found'));
  it('needs a reason', () => spec(financeEntryDecider).given([posted()]).when(reverse({ reason: '  ' })).thenFails('reason_required'));
  it("is dated neither before the entry nor after today", () => {
    spec(financeEntryDecider).given([posted({ date: '2026-01-12' })]).when(reverse({ date: '2026-01-11' })).thenFails('reversal_before_entry');
    spec(financeEntryDecider).given([posted()]).when(reverse({ date: '2026-01-16' })).thenFails('date_in_future');
  });
  it('refuses a reversal dated in a closed day', () =>
    spec(financeEntryDecider).given([posted({ date: '2026-01-12' })]).when(reverse({ date: '2026-01-13', facts: { utcOffsetHours: 0, closed: { days: ['2026-01-13'], months: [] } } })).thenFails('period_closed'));
});
