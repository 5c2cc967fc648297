import type { CustomerPeriods } from '@tradedesk/projections/reports/sale-facts/sale-facts-insight.query';
import { quintileScores, rfmRows, segmentOf } from './rfm.js';

describe('RFM scoring', () => {
  it('scores 5 x the share of customers doing no better, rounded up; ties alike; the best 5', () => {
    expect(quintileScores([10, 20, 30, 40, 50], true)).toEqual([1, 2, 3, 4, 5]);
    // 10 customers: the 3rd best of 10 has 8 doing no better: ceil(4) = 4
    expect(quintileScores([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], true)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect(quintileScores([7], true)).toEqual([5]);
    expect(quintileScores([3, 3, 3], true)).toEqual([5, 5, 5]);
    // Recency: fewer days is better. 2 of 3 do no better than 5 days: ceil(10/3) = 4.
    expect(quintileScores([1, 5, 30], false)).toEqual([5, 4, 2]);
  });

  it('names the segment by the first rule that holds', () => {
    const c = (r: number, f: number, m: number, more = {}) => segmentOf({ boughtInPeriod: true, isNew: false, r, f, m, ...more });
    expect(segmentOf({ boughtInPeriod: false, isNew: false, r: 0, f: 0, m: 0 })).toBe('lost');
    expect(c(5, 5, 5, { isNew: true })).toBe('new');
    expect(c(4, 4, 4)).toBe('champions');
    expect(c(4, 4, 3)).toBe('loyal');
    expect(c(3, 3, 1)).toBe('loyal');
    expect(c(2, 5, 5)).toBe('atRisk');
    expect(c(5, 2, 5)).toBe('promising');
    expect(c(2, 2, 2)).toBe('hibernating');
  });

  it('works out each customer of a small period by hand, with the change against the period before', () => {
    const base = { code: '', name: '', previousOrders: 0, previousAmount: '0', firstDay: '2025-01-01' };
    const customers: CustomerPeriods[] = [
      // A: 4 orders, 1,000, last 2026-03-30 (1 day before the end)
      { ...base, customerId: 'A', orders: 4, amount: '1000', lastDay: '2026-03-30', lastDayEver: '2026-03-30', previousOrders: 2, previousAmount: '800' },
      // B: 1 order, 100, 2026-03-02 (29 days before the end)
      { ...base, customerId: 'B', orders: 1, amount: '100', lastDay: '2026-03-02', lastDayEver: '2026-03-02', previousOrders: 3, previousAmount: '400' },
      // C: new this period (first day 2026-03-20), 2 orders, 300, 11 days before the end
      { ...base, customerId: 'C', orders: 2, amount: '300', lastDay: '2026-03-20', lastDayEver: '2026-03-20', firstDay: '2026-03-20' },
      // D: nothing this period, 2 orders before: lost
      { ...base, customerId: 'D', orders: 0, amount: '0', lastDay: null, lastDayEver: '2026-02-10', previousOrders: 2, previousAmount: '250' },
    ];
    const rows = rfmRows(customers, { from: '2026-03-01', to: '2026-03-31' });
    const by = Object.fromEntries(rows.map((r) => [r.customerId, r]));
    // Three active customers: A best in all three (5,5,5); C second (ceil(10/3) = 4); B last (ceil(5/3) = 2).
    expect(by.A).toMatchObject({ segment: 'champions', recency: 1, frequency: 4, monetary: '1000', r: 5, f: 5, m: 5, change: '200', changePercent: '25.0' });
    expect(by.C).toMatchObject({ segment: 'new', recency: 11, r: 4, f: 4, m: 4, previousAmount: '0', change: '300', changePercent: null });
    expect(by.B).toMatchObject({ segment: 'hibernating', recency: 29, r: 2, f: 2, m: 2, change: '-300', changePercent: '-75.0' });
    // Lost: recency from the last purchase ever (2026-02-10 to 2026-03-31 = 49 days), no scores.
    expect(by.D).toMatchObject({ segment: 'lost', recency: 49, frequency: 0, monetary: '0', r: null, f: null, m: null, lastDay: '2026-02-10', change: '-250', changePercent: '-100.0' });
  });
});
