import { completionReport, monthProgress, targetInScope } from './completion.js';

const people = new Map([
  ['ana', { id: 'ana', username: 'ana', name: 'Ana' }],
  ['li', { id: 'li', username: 'li', name: 'Li' }],
  ['wang', { id: 'wang', username: 'wang', name: 'Wang' }],
]);

describe('target completion', () => {
  it("measures the month's elapsed days: all of a past month, none of a future one, today included", () => {
    expect(monthProgress('2026-04', '2026-04-10')).toEqual({ first: '2026-04-01', last: '2026-04-30', asOf: '2026-04-10', days: 30, elapsedDays: 10 });
    expect(monthProgress('2026-02', '2026-04-10')).toMatchObject({ asOf: '2026-02-28', days: 28, elapsedDays: 28 });
    expect(monthProgress('2026-05', '2026-04-10')).toMatchObject({ asOf: '2026-04-30', days: 31, elapsedDays: 0 });
  });

  it("a company-wide target wins; without one, the warehouses' targets add up; a warehouse asked takes its own", () => {
    const t = [
      { salespersonId: 'ana', warehouseId: '', amount: '9000' },
      { salespersonId: 'ana', warehouseId: 'w1', amount: '4000' },
      { salespersonId: 'li', warehouseId: 'w1', amount: '1000' },
      { salespersonId: 'li', warehouseId: 'w2', amount: '2500.5' },
    ];
    expect(targetInScope(t, 'ana', undefined)).toBe('9000');
    expect(targetInScope(t, 'li', undefined)).toBe('3500.5');
    expect(targetInScope(t, 'ana', 'w1')).toBe('4000');
    expect(targetInScope(t, 'ana', 'w2')).toBeNull();
    expect(targetInScope(t, 'wang', undefined)).toBeNull();
  });

  it('works out completion, where each should be by today and the pace, by hand', () => {
    // 10 of 30 days gone: a third of each target is expected by now.
    const r = completionReport(
      { month: '2026-04', today: '2026-04-10', currency: 'USD' },
      [{ salespersonId: 'ana', warehouseId: '', amount: '9000' }, { salespersonId: 'li', warehouseId: '', amount: '3000' }],
      new Map([['ana', '2000'], ['li', '1500'], ['wang', '700']]),
      people,
    );
    expect(r).toMatchObject({ month: '2026-04', asOf: '2026-04-10', days: 30, elapsedDays: 10, elapsedShare: '0.3333', currency: 'USD' });
    expect(r.rows.map((x) => [x.name, x.target, x.actual, x.completion, x.expected, x.gap, x.projected, x.pace])).toEqual([
      // Ana: 2000 / 9000 = 22 %; expected 3000; 1000 behind; 2000 x 3 = 6000 by month end
      ['Ana', '9000', '2000', 22, '3000', '-1000', '6000', 'behind'],
      // Li: 1500 / 3000 = 50 %; expected 1000; 500 ahead
      ['Li', '3000', '1500', 50, '1000', '500', '4500', 'ahead'],
      // Wang: sales, no target
      ['Wang', null, '700', null, null, null, '2100', 'noTarget'],
    ]);
    // 4200 of 12000 = 35 %; 4000 expected
    expect(r.totals).toEqual({ target: '12000', actual: '4200', completion: 35, expected: '4000' });
  });

  it('a future month: nothing expected yet and no projection', () => {
    const r = completionReport({ month: '2026-05', today: '2026-04-10', currency: 'USD' }, [{ salespersonId: 'ana', warehouseId: '', amount: '9000' }], new Map(), people);
    expect(r.rows).toEqual([{ salespersonId: 'ana', username: 'ana', name: 'Ana', target: '9000', actual: '0', completion: 0, expected: '0', gap: '0', projected: null, pace: 'ahead' }]);
  });
});
