import { ANY_TIME, isAnyTime, PERIOD_PRESETS, presetRange, rangeDays, rangeInstants, withDay } from './date-range';

// 2026-03-01 02:30 UTC: still 28 February in Santiago (UTC-3), already 1 March in Shanghai (UTC+8).
const NOW = Date.UTC(2026, 2, 1, 2, 30);

describe('the date-range filter', () => {
  it('offers every preset of the company-time module', () => {
    expect(PERIOD_PRESETS).toEqual(['today', 'yesterday', 'week', 'month', 'lastMonth']);
  });

  it('works a preset out in the company time zone, not the browser one', () => {
    expect(presetRange('today', NOW, -3)).toEqual({ preset: 'today', from: '2026-02-28', to: '2026-02-28' });
    expect(presetRange('today', NOW, 8)).toEqual({ preset: 'today', from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('yesterday', NOW, 8)).toEqual({ preset: 'yesterday', from: '2026-02-28', to: '2026-02-28' });
    expect(presetRange('week', NOW, 8)).toEqual({ preset: 'week', from: '2026-02-22', to: '2026-03-01' });
  });

  it('takes the months from the company day', () => {
    expect(presetRange('month', NOW, -3)).toEqual({ preset: 'month', from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('lastMonth', NOW, -3)).toEqual({ preset: 'lastMonth', from: '2026-01-01', to: '2026-01-31' });
    expect(presetRange('lastMonth', NOW, 8)).toEqual({ preset: 'lastMonth', from: '2026-02-01', to: '2026-02-28' });
  });

  it('clears both days for any time, and forgets the preset once a day is typed', () => {
    expect(presetRange('', NOW, 0)).toEqual(ANY_TIME);
    expect(isAnyTime(ANY_TIME)).toBe(true);
    const typed = withDay(presetRange('week', NOW, 0), 'to', '2026-02-25');
    expect(typed).toEqual({ preset: '', from: '2026-02-22', to: '2026-02-25' });
    expect(isAnyTime(typed)).toBe(false);
  });

  it('asks instant-filtered lists from the first instant of From to the last instant of To, at the company offset', () => {
    expect(rangeInstants({ preset: '', from: '2026-02-01', to: '2026-02-28' }, -3)).toEqual({ from: '2026-02-01T03:00:00.000Z', to: '2026-03-01T02:59:59.999Z' });
    expect(rangeInstants({ preset: '', from: '2026-02-01', to: '2026-02-01' }, 8)).toEqual({ from: '2026-01-31T16:00:00.000Z', to: '2026-02-01T15:59:59.999Z' });
  });

  it('leaves an empty or impossible day out', () => {
    expect(rangeInstants(ANY_TIME, 0)).toEqual({ from: undefined, to: undefined });
    expect(rangeInstants({ preset: '', from: '2026-02-30', to: '' }, 0)).toEqual({ from: undefined, to: undefined });
    expect(rangeDays({ preset: '', from: '2026-02-01', to: '' })).toEqual({ from: '2026-02-01', to: undefined });
  });
});
