import { spec } from '../../../platform/cqrs/decider-spec.js';
import { closingDecider } from '../closing.decider.js';
import { cashTotals, closeFacts } from '../testing-closing-fixtures.js';

const close = (month: string, over: Partial<ReturnType<typeof closeFacts>> = {}) => ({ type: 'CloseMonth' as const, month, facts: closeFacts({ ...over }) });

describe('close month', () => {
  it("freezes every account's totals of a past month", () =>
    spec(closingDecider).given([]).when(close('2025-12')).then([{ type: 'MonthClosed', data: { month: '2025-12', totals: cashTotals, ledgerPosition: '42' } }]));
  it('refuses the current month and later ones', () => {
    spec(closingDecider).given([]).when(close('2026-01')).thenFails('period_not_past');
    spec(closingDecider).given([]).when(close('2026-03')).thenFails('period_not_past');
  });
  it('refuses a month closed already', () =>
    spec(closingDecider).given([{ type: 'MonthClosed', data: { month: '2025-12', totals: cashTotals, ledgerPosition: '1' } }]).when(close('2025-12')).thenFails('period_already_closed'));
  it('answers ledger_behind while the ledger catches up', () => spec(closingDecider).given([]).when(close('2025-12', { ledgerCaughtUp: false })).thenFails('ledger_behind'));
});
