import { badgeText, formatAtOffset, formatCompanyTime, localDayKey, percentage } from './format';
import { queryShowsReadModel } from './live-match';

describe('display helpers', () => {
  it('caps badges at 99', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(5)).toBe('5');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('shows the company clock at the company hour offset', () => {
    const instant = Date.UTC(2024, 0, 31, 23, 30, 5);
    expect(formatAtOffset(instant, 8)).toBe('2024-02-01 07:30:05');
    expect(formatAtOffset(instant, -4)).toBe('2024-01-31 19:30:05');
    expect(formatAtOffset(instant, 5.5)).toBe('2024-02-01 05:00:05');
  });

  it('shows times day/month/year in the company time zone, business days without shifting them, ten-digit timestamps as seconds', () => {
    const iso = '2026-11-23T02:30:05.000Z';
    expect(formatCompanyTime(iso, -3)).toBe('22/11/2026 23:30');
    expect(formatCompanyTime(iso, 8, { seconds: true })).toBe('23/11/2026 10:30:05');
    expect(formatCompanyTime(iso, -3, { dateOnly: true })).toBe('22/11/2026');
    expect(formatCompanyTime('2026-11-23', -3)).toBe('23/11/2026');
    expect(formatCompanyTime(1_795_400_000, 0)).toBe(formatCompanyTime(1_795_400_000_000, 0));
    expect(formatCompanyTime(null, 0)).toBe('');
    expect(formatCompanyTime('soon', 0)).toBe('soon');
  });

  it('keys the calendar day locally', () => {
    expect(localDayKey(new Date(2024, 2, 9, 12))).toBe('2024-03-09');
  });

  it('computes whole percentages with the spec edge cases', () => {
    expect(percentage(0, 0)).toBe(0);
    expect(percentage(3, 0)).toBe(100);
    expect(percentage(1, 3)).toBe(33);
  });
});

describe('live invalidation', () => {
  it('refetches queries keyed by the read model or declaring it', () => {
    expect(queryShowsReadModel(['sale-order-list', { page: 1 }], undefined, 'sale-order-list')).toBe(true);
    expect(queryShowsReadModel(['today-shippings'], { readModels: ['sale-order-list'] }, 'sale-order-list')).toBe(true);
    expect(queryShowsReadModel(['exchange-rates'], undefined, 'sale-order-list')).toBe(false);
  });
});
