import { badgeText, localDayKey } from './format';
import { queryShowsReadModel } from './live-match';

describe('display helpers', () => {
  it('caps badges at 99', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(5)).toBe('5');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('keys the calendar day locally', () => {
    expect(localDayKey(new Date(2024, 2, 9, 12))).toBe('2024-03-09');
  });
});

describe('live invalidation', () => {
  it('refetches queries keyed by the read model or declaring it', () => {
    expect(queryShowsReadModel(['sale-order-list', { page: 1 }], undefined, 'sale-order-list')).toBe(true);
    expect(queryShowsReadModel(['today-shippings'], { readModels: ['sale-order-list'] }, 'sale-order-list')).toBe(true);
    expect(queryShowsReadModel(['exchange-rates'], undefined, 'sale-order-list')).toBe(false);
  });
});
