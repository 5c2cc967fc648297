import { addDays, asOfInstant, businessDayOf, clockText, compactDay, dayEnd, dayStart, daysBetween, displayDay, displayInstant, isBusinessDay, periodBounds, periodOf, wallClock } from './company-time.js';

describe('company time: business days at the company offset, whatever the machine zone', () => {
  it('puts an instant in the business day of the company, not of UTC', () => {
    // 23:30 UTC on 1 March is already 2 March in Shanghai (+8) and still 1 March in Santiago (-3).
    expect(businessDayOf('2026-03-01T23:30:00Z', 8)).toBe('2026-03-02');
    expect(businessDayOf('2026-03-01T23:30:00Z', -3)).toBe('2026-03-01');
    expect(businessDayOf(Date.parse('2026-03-02T02:00:00Z'), -3)).toBe('2026-03-01');
    expect(compactDay('2026-03-02')).toBe('20260302');
  });

  it('bounds a business day by the midnights of the company zone', () => {
    expect(dayStart('2026-03-02', 8).toISOString()).toBe('2026-03-01T16:00:00.000Z');
    expect(dayEnd('2026-03-02', 8).toISOString()).toBe('2026-03-02T16:00:00.000Z');
    expect(dayStart('2026-03-02', -3).toISOString()).toBe('2026-03-02T03:00:00.000Z');
    const p = periodBounds({ from: '2026-03-01', to: '2026-03-31' }, 1);
    expect([p.start.toISOString(), p.end.toISOString()]).toEqual(['2026-02-28T23:00:00.000Z', '2026-03-31T23:00:00.000Z']);
  });

  it('moves days across months, leap years and years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(daysBetween('2026-01-01', '2026-01-31')).toBe(30);
    expect(isBusinessDay('2026-02-30')).toBe(false);
    expect(isBusinessDay('2028-02-29')).toBe(true);
  });

  it('reads "as of" a wall-clock time at the company offset, and a day as its end', () => {
    // The company clock says 22:03 on 24 Nov at -3: that is 01:03 UTC on the 25th, whatever the browser's zone.
    expect(asOfInstant('2026-11-24T22:03', -3).toISOString()).toBe('2026-11-25T01:03:00.000Z');
    expect(asOfInstant('2026-11-24', -3).toISOString()).toBe('2026-11-25T03:00:00.000Z');
    expect(asOfInstant('2026-11-24T22:03:00Z', -3).toISOString()).toBe('2026-11-24T22:03:00.000Z');
  });

  it('gives the presets as business days of the company', () => {
    const now = Date.parse('2026-03-01T02:00:00Z'); // 28 Feb in the evening at -3
    expect(periodOf('today', now, -3)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(periodOf('yesterday', now, -3)).toEqual({ from: '2026-02-27', to: '2026-02-27' });
    expect(periodOf('week', now, -3)).toEqual({ from: '2026-02-21', to: '2026-02-28' });
    expect(periodOf('month', now, 8)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(periodOf('lastMonth', now, 8)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('displays day/month/year in the company zone', () => {
    expect(displayDay('2026-03-02')).toBe('02/03/2026');
    expect(displayDay('nonsense')).toBe('');
    expect(displayInstant('2026-03-01T23:30:00Z', 8)).toBe('02/03/2026 07:30');
    expect(displayInstant(1772407800, 8, { seconds: true })).toBe('02/03/2026 07:30:00');
    expect(displayInstant('2026-03-01T23:30:00Z', 8, { dateOnly: true })).toBe('02/03/2026');
    expect(displayInstant('2026-03-02', 8)).toBe('02/03/2026');
    expect(displayInstant('soon', 8)).toBe('soon');
    expect(displayInstant(null, 8)).toBe('');
    expect(clockText(Date.parse('2026-03-01T23:30:05Z'), 8)).toBe('2026-03-02 07:30:05');
    expect(wallClock('2026-03-01T23:30:00Z', 8).getUTCHours()).toBe(7);
  });
});

describe('company time as the screens used it before it was one module', () => {
  // 2026-03-01 02:30 UTC is still 28 February in Chile (UTC-4) and already 1 March in Shanghai.
  const iso = '2026-03-01T02:30:00.000Z';
  it('shows instants as day/month/year in the company zone', () => {
    expect(displayInstant(iso, -4, { dateOnly: true })).toBe('28/02/2026');
    expect(displayInstant(iso, 8, { dateOnly: true })).toBe('01/03/2026');
    expect(displayInstant(iso, -4)).toBe('28/02/2026 22:30');
    expect(wallClock(iso, -4).toISOString()).toBe('2026-02-28T22:30:00.000Z');
    expect(displayInstant(null, 0, { dateOnly: true })).toBe('');
  });
  it('business days and the period presets follow the company zone', () => {
    expect(businessDayOf(Date.parse(iso), -4)).toBe('2026-02-28');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(periodOf('today', Date.parse(iso), -4)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(periodOf('yesterday', Date.parse(iso), -4)).toEqual({ from: '2026-02-27', to: '2026-02-27' });
    expect(periodOf('week', Date.parse(iso), 8)).toEqual({ from: '2026-02-22', to: '2026-03-01' });
    expect(displayDay('2026-02-28')).toBe('28/02/2026');
  });
  it('shows the company clock at the company hour offset', () => {
    const instant = Date.UTC(2024, 0, 31, 23, 30, 5);
    expect(clockText(instant, 8)).toBe('2024-02-01 07:30:05');
    expect(clockText(instant, -4)).toBe('2024-01-31 19:30:05');
    expect(clockText(instant, 5.5)).toBe('2024-02-01 05:00:05');
  });
  it('shows times day/month/year, business days without shifting them, ten-digit timestamps as seconds', () => {
    const at = '2026-11-23T02:30:05.000Z';
    expect(displayInstant(at, -3)).toBe('22/11/2026 23:30');
    expect(displayInstant(at, 8, { seconds: true })).toBe('23/11/2026 10:30:05');
    expect(displayInstant(at, -3, { dateOnly: true })).toBe('22/11/2026');
    expect(displayInstant('2026-11-23', -3)).toBe('23/11/2026');
    expect(displayInstant(1_795_400_000, 0)).toBe(displayInstant(1_795_400_000_000, 0));
    expect(displayInstant('soon', 0)).toBe('soon');
  });
  it('turns an inclusive last day into the exclusive end of the period, across months and years', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
  it('bounds business days for the server queries as before', () => {
    expect(dayStart('2026-01-11', -5).toISOString()).toBe('2026-01-11T05:00:00.000Z');
    expect(dayStart('2026-01-11', 8).toISOString()).toBe('2026-01-10T16:00:00.000Z');
    expect(dayStart('2026-03-01', 0).toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });
});
