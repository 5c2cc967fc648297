import { DomainError } from './event-store/errors.js';
import { closedPeriodOf, refuseClosedPeriod } from './closed-period.js';

describe('closed period guard', () => {
  const closed = { days: ['2026-01-14'], months: ['2025-12'] };
  it('finds the closed day or month a business day falls in', () => {
    expect(closedPeriodOf(closed, '2026-01-14')).toBe('2026-01-14');
    expect(closedPeriodOf(closed, '2025-12-03')).toBe('2025-12');
    expect(closedPeriodOf(closed, '2026-01-13')).toBeNull();
  });
  it('refuses a fact dated in a closed period with period_closed (409) naming the period', () => {
    expect(() => refuseClosedPeriod(closed, '2025-12-31')).toThrow(expect.objectContaining({ code: 'period_closed', httpStatus: 409, message: expect.stringContaining('2025-12'), params: expect.objectContaining({ period: '2025-12', field: 'date' }) }));
    expect(() => refuseClosedPeriod(closed, '2026-01-14', 'day')).toThrow(DomainError);
    expect(() => refuseClosedPeriod(closed, '2026-01-15')).not.toThrow();
  });
});
