import { readReportState, reportSearch, type ReportDefaults } from './report-url';

// 2026-03-15 10:00 UTC; the company is at UTC-3 (Chile in summer): still the 15th there.
const NOW = Date.UTC(2026, 2, 15, 10, 0, 0);
const OFFSET = -3;
const defaults: ReportDefaults<{ warehouseId: string; productId: string }> = { preset: 'month', filters: { warehouseId: '', productId: '' } };
const read = (search: string) => readReportState(search, defaults, NOW, OFFSET);

describe('a report\'s filters in the address', () => {
  it('the bare address is this month so far in the company\'s time zone, no filter, first page', () => {
    expect(read('')).toEqual({ period: { preset: 'month', from: '2026-03-01', to: '2026-03-15' }, filters: { warehouseId: '', productId: '' }, page: 1 });
    // Just after midnight UTC on 1 April it is still 31 March in Chile: still March.
    expect(readReportState('', defaults, Date.UTC(2026, 3, 1, 1, 0, 0), OFFSET).period).toEqual({ preset: 'month', from: '2026-03-01', to: '2026-03-31' });
  });

  it('a preset, days typed by hand, any time and the report\'s filters read back as they were written', () => {
    expect(read('?period=lastMonth&warehouseId=w1&page=3')).toEqual({
      period: { preset: 'lastMonth', from: '2026-02-01', to: '2026-02-28' },
      filters: { warehouseId: 'w1', productId: '' },
      page: 3,
    });
    expect(read('from=2026-01-05&to=2026-01-09').period).toEqual({ preset: '', from: '2026-01-05', to: '2026-01-09' });
    expect(read('?from=2026-01-05').period).toEqual({ preset: '', from: '2026-01-05', to: '' });
    expect(read('?period=all').period).toEqual({ preset: '', from: '', to: '' });
  });

  it('nonsense in the address falls back to the default: a day that does not exist, an unknown preset, a bad page', () => {
    expect(read('?from=2026-02-30&to=2026-03-02').period.preset).toBe('month');
    expect(read('?period=decade').period.preset).toBe('month');
    expect(read('?page=0').page).toBe(1);
    expect(read('?page=2.5').page).toBe(1);
    expect(read('?page=-4').page).toBe(1);
    // A parameter the report does not have is not a filter.
    expect(read('?customerId=c1').filters).toEqual({ warehouseId: '', productId: '' });
  });

  it('writes only what differs from the default, and what it writes reads back the same', () => {
    expect(reportSearch(read(''), defaults)).toBe('');
    const states = [
      read('?period=lastMonth'),
      read('?from=2026-01-05&to=2026-01-09&productId=cola'),
      read('?period=all&warehouseId=w%202&page=2'),
      read('?to=2026-01-09'),
    ];
    expect(states.map((s) => reportSearch(s, defaults))).toEqual([
      '?period=lastMonth',
      '?from=2026-01-05&to=2026-01-09&productId=cola',
      '?period=all&warehouseId=w+2&page=2',
      '?to=2026-01-09',
    ]);
    for (const s of states) expect(read(reportSearch(s, defaults))).toEqual(s);
  });

  it('a report without a period (stock as of a day) never writes one and reads any time', () => {
    const asOf: ReportDefaults<{ asOf: string }> = { preset: null, filters: { asOf: '' } };
    const state = readReportState('?period=lastMonth&asOf=2026-01-31', asOf, NOW, OFFSET);
    expect(state).toEqual({ period: { preset: '', from: '', to: '' }, filters: { asOf: '2026-01-31' }, page: 1 });
    expect(reportSearch(state, asOf)).toBe('?asOf=2026-01-31');
  });

  it('a report whose default is any time writes a chosen month and leaves any time out', () => {
    const open: ReportDefaults<Record<string, string>> = { preset: '', filters: {} };
    expect(readReportState('', open, NOW, OFFSET).period).toEqual({ preset: '', from: '', to: '' });
    expect(reportSearch({ period: { preset: '', from: '', to: '' }, filters: {}, page: 1 }, open)).toBe('');
    expect(reportSearch({ period: { preset: 'month', from: '2026-03-01', to: '2026-03-31' }, filters: {}, page: 1 }, open)).toBe('?period=month');
  });
});
