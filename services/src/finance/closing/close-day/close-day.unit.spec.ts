import { spec } from '../../../platform/cqrs/decider-spec.js';
import { closingDecider } from '../closing.decider.js';
import { cashTotals, closeFacts } from '../testing-closing-fixtures.js';

const close = (day: string, over: Partial<ReturnType<typeof closeFacts> & { monthClosed: boolean }> = {}) => ({ type: 'CloseDay' as const, day, facts: { ...closeFacts(), monthClosed: false, ...over } });
const closed = (day = '2026-01-14', totals = cashTotals) => ({ type: 'DayClosed' as const, data: { day, totals, ledgerPosition: '42' } });

describe('close day', () => {
  it("freezes every account's totals of a past day in the event", () => spec(closingDecider).given([]).when(close('2026-01-14')).then([closed()]));
  it('refuses today and later days', () => {
    spec(closingDecider).given([]).when(close('2026-01-15')).thenFails('period_not_past');
    spec(closingDecider).given([]).when(close('2026-02-01')).thenFails('period_not_past');
  });
  it('refuses a day closed already, and a day of a closed month', () => {
    spec(closingDecider).given([closed()]).when(close('2026-01-14')).thenFails('period_already_closed');
    spec(closingDecider).given([]).when(close('2026-01-14', { monthClosed: true })).thenFails('period_already_closed');
  });
  it('answers ledger_behind rather than freezing totals the ledger has not caught up with', () =>
    spec(closingDecider).given([]).when(close('2026-01-14', { ledgerCaughtUp: false, totals: [] })).thenFails('ledger_behind'));
  it('closes again after a reopening, freezing the new totals', () => {
    const later = [{ ...cashTotals[0]!, income: '50', closing: '134.5' }];
    spec(closingDecider)
      .given([closed(), { type: 'DayReopened', data: { day: '2026-01-14', reason: 'late receipt' } }])
      .when(close('2026-01-14', { totals: later }))
      .then([closed('2026-01-14', later)]);
  });
});
