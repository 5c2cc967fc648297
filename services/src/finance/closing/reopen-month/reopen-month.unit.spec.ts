import { spec } from '../../../platform/cqrs/decider-spec.js';
import { closingDecider } from '../closing.decider.js';
import { cashTotals } from '../testing-closing-fixtures.js';

const closed = { type: 'MonthClosed' as const, data: { month: '2025-12', totals: cashTotals, ledgerPosition: '42' } };
const reopen = (reason = 'supplier invoice found') => ({ type: 'ReopenMonth' as const, month: '2025-12', reason });

describe('reopen month', () => {
  it('reopens a closed month with its reason', () => spec(closingDecider).given([closed]).when(reopen()).then([{ type: 'MonthReopened', data: { month: '2025-12', reason: 'supplier invoice found' } }]));
  it('needs a reason', () => spec(closingDecider).given([closed]).when(reopen('')).thenFails('reason_required'));
  it('refuses a month that is not closed', () => spec(closingDecider).given([]).when(reopen()).thenFails('period_not_closed'));
});
