import { spec } from '../../../platform/cqrs/decider-spec.js';
import { closingDecider } from '../closing.decider.js';
import { cashTotals } from '../testing-closing-fixtures.js';

const closed = { type: 'DayClosed' as const, data: { day: '2026-01-14', totals: cashTotals, ledgerPosition: '42' } };
const reopen = (reason = ' a receipt came late ', monthClosed = false) => ({ type: 'ReopenDay' as const, day: '2026-01-14', reason, facts: { monthClosed } });

describe('reopen day', () => {
  it('reopens a closed day with its reason', () =>
    spec(closingDecider).given([closed]).when(reopen()).then([{ type: 'DayReopened', data: { day: '2026-01-14', reason: 'a receipt came late' } }]));
  it('needs a reason', () => spec(closingDecider).given([closed]).when(reopen('  ')).thenFails('reason_required'));
  it('refuses a day that is not closed', () => {
    spec(closingDecider).given([]).when(reopen()).thenFails('period_not_closed');
    spec(closingDecider).given([closed, { type: 'DayReopened', data: { day: '2026-01-14', reason: 'x' } }]).when(reopen()).thenFails('period_not_closed');
  });
  it('keeps a day of a closed month closed: the month is reopened first', () => spec(closingDecider).given([closed]).when(reopen('late', true)).thenFails('period_closed'));
});
