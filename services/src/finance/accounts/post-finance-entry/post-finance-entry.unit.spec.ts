import { NO_CLOSED_PERIODS } from '../../../platform/closed-period.js';
import { spec } from '../../../platform/cqrs/decider-spec.js';
import { financeEntryDecider } from '../finance-entry.decider.js';
import { draft, posted } from '../testing-entry-fixtures.js';

const post = (over: Parameters<typeof draft>[0] = {}) => ({ type: 'PostFinanceEntry' as const, entryId: 'e1', ...draft(over) });

describe('post finance entry', () => {
  it("posts an expense in the account's currency, dated today (company time) when no date is given", () =>
    spec(financeEntryDecider).given([]).when(post()).then([posted()]));

  it('posts a backdated income with a customer as the party', () =>
    spec(financeEntryDecider)
      .given([])
      .when(post({ direction: 'income', date: '2026-01-10', partyType: 'customer', partyId: 'cu1', facts: { account: { currency: 'USD' }, klass: { direction: 'income' }, partyExists: true, utcOffsetHours: 0, closed: NO_CLOSED_PERIODS } }))
      .then([posted({ direction: 'income', date: '2026-01-10', partyType: 'customer', partyId: 'cu1' })]));

  it('posts once', () => spec(financeEntryDecider).given([posted()]).when(post()).thenFails('entry_exists'));
  it('refuses an account that does not exist', () => spec(financeEntryDecider).given([]).when(post({ facts: { ...draft().facts, account: null } })).thenFails('money_account_not_found'));
  it('refuses a class that does not exist', () => spec(financeEntryDecider).given([]).when(post({ facts: { ...draft().facts, klass: null } })).thenFails('finance_class_not_found'));
  it('refuses an income class on an expense', () => spec(financeEntryDecider).given([]).when(post({ facts: { ...draft().facts, klass: { direction: 'income' } } })).thenFails('class_direction_mismatch'));
  it("refuses more decimals than the account's currency has", () => {
    spec(financeEntryDecider).given([]).when(post({ amount: '1.005' })).thenFails('amount_decimals');
    spec(financeEntryDecider).given([]).when(post({ amount: '100.5', facts: { ...draft().facts, account: { currency: 'CLP' } } })).thenFails('amount_decimals');
  });
  it('refuses a zero amount', () => spec(financeEntryDecider).given([]).when(post({ amount: '0.00' })).thenFails('invalid_amount'));
  it('refuses a party without its type, and a party that does not exist', () => {
    spec(financeEntryDecider).given([]).when(post({ partyId: 's1' })).thenFails('party_incomplete');
    spec(financeEntryDecider).given([]).when(post({ partyType: 'supplier', partyId: 's1', facts: { ...draft().facts, partyExists: false } })).thenFails('party_not_found');
  });
  it('refuses a date after today in the company time zone', () => {
    spec(financeEntryDecider).given([]).when(post({ date: '2026-01-16' })).thenFails('date_in_future');
    // 10:00 UTC is already the 16th at UTC+14: the 16th is today there.
    spec(financeEntryDecider).given([]).when(post({ date: '2026-01-16', facts: { ...draft().facts, utcOffsetHours: 14 } })).then([posted({ date: '2026-01-16' })]);
  });
  it('refuses a backdated entry in a closed day or a closed month, and passes the day after', () => {
    const closed = { days: ['2026-01-10'], months: ['2025-12'] };
    spec(financeEntryDecider).given([]).when(post({ date: '2026-01-10', facts: { ...draft().facts, closed } })).thenFails('period_closed');
    spec(financeEntryDecider).given([]).when(post({ date: '2025-12-31', facts: { ...draft().facts, closed } })).thenFails('period_closed');
    spec(financeEntryDecider).given([]).when(post({ date: '2026-01-11', facts: { ...draft().facts, closed } })).then([posted({ date: '2026-01-11' })]);
  });
});
