import { addDecimal, addDays, businessDay, companyDateTime, companyDay, companyWallClock, displayDay, formatMoney, formatPrice, periodOf } from './sale-display';

describe('money on the sale screens', () => {
  it('rounds to the currency decimals and groups thousands by comma', () => {
    expect(formatMoney('1234567.5', 'CLP')).toBe('1,234,568');
    expect(formatMoney('1234567.5', 'USD')).toBe('1,234,567.50');
    expect(formatMoney('-4760', 'CLP')).toBe('-4,760');
    expect(formatMoney('0', 'EUR')).toBe('0.00');
    expect(formatMoney('', 'EUR')).toBe('');
    expect(formatMoney('abc', 'EUR')).toBe('');
  });
  it('keeps a unit price as precise as it is stored, at least to the currency decimals', () => {
    expect(formatPrice('14400', 'CLP')).toBe('14,400');
    expect(formatPrice('0.125', 'USD')).toBe('0.125');
    expect(formatPrice('12.5', 'USD')).toBe('12.50');
    expect(formatPrice('33.333333', 'CLP')).toBe('33.333333');
  });
});

describe('time on the sale screens', () => {
  // 2026-03-01 02:30 UTC is still 28 February in Chile (UTC-4) and already 1 March in Shanghai.
  const iso = '2026-03-01T02:30:00.000Z';
  it('shows instants as day/month/year in the company zone', () => {
    expect(companyDay(iso, -4)).toBe('28/02/2026');
    expect(companyDay(iso, 8)).toBe('01/03/2026');
    expect(companyDateTime(iso, -4)).toBe('28/02/2026 22:30');
    expect(companyWallClock(iso, -4)!.toISOString()).toBe('2026-02-28T22:30:00.000Z');
    expect(companyDay(null, 0)).toBe('');
  });
  it('business days and the period presets follow the company zone', () => {
    expect(businessDay(Date.parse(iso), -4)).toBe('2026-02-28');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(periodOf('today', Date.parse(iso), -4)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(periodOf('yesterday', Date.parse(iso), -4)).toEqual({ from: '2026-02-27', to: '2026-02-27' });
    expect(periodOf('week', Date.parse(iso), 8)).toEqual({ from: '2026-02-22', to: '2026-03-01' });
    expect(displayDay('2026-02-28')).toBe('28/02/2026');
  });
});

describe('quantities on the delivery notes', () => {
  it('adds decimal strings exactly', () => {
    expect(addDecimal('0.1', '0.2')).toBe('0.3');
    expect(addDecimal('48', '12')).toBe('60');
    expect(addDecimal('1.25', '0.75')).toBe('2');
    expect(addDecimal('0', '0.005')).toBe('0.005');
  });
});
