import type { EntryToConvert } from '@tradedesk/projections/finance/finance-entries/finance-entries-in-base.query';
import { pureProfitOf } from './pure-profit.js';

const entry = (e: Partial<EntryToConvert>): EntryToConvert => ({
  id: 'e', direction: 'expense', classId: 'rent', className: 'Rent', day: '2026-03-05', currency: 'USD', amount: '0', rate: '1', ...e,
});

describe('pure profit', () => {
  it('adds sales, cost (converted from the cost currency), other income and expenses per month, with margin and classes', () => {
    const r = pureProfitOf({
      by: 'month',
      currency: 'USD',
      costCurrency: 'EUR',
      days: [
        // 100 EUR of cost at 1.1 = 110 USD; 50 at 1.2 = 60.
        { day: '2026-03-05', sales: '300', cost: '100', costRate: '1.1' },
        { day: '2026-03-20', sales: '100', cost: '50', costRate: '1.2' },
        // A day whose cost has no rate: its sales count, its cost is listed as not converted.
        { day: '2026-04-02', sales: '10', cost: '7', costRate: null },
      ],
      entries: [
        entry({ amount: '40' }),
        // 1,000 CLP at 0.0011 = 1.1 USD (rounded to cents).
        entry({ classId: 'wages', className: 'Wages', currency: 'CLP', amount: '1000', rate: '0.0011', day: '2026-03-06' }),
        entry({ direction: 'income', classId: 'interest', className: 'Interest', amount: '5.5', day: '2026-04-01' }),
        entry({ amount: '20', day: '2026-04-03' }),
        entry({ currency: 'GBP', amount: '9', rate: null }),
      ],
    });
    // March: 400 - 170 = 230 gross, expenses 41.1, net 188.9, margin 47.225 -> 47.23.
    // April: 10 - 0 = 10 gross, income 5.5, expenses 20, net -4.5, margin -45.
    expect(r.rows).toEqual([
      { period: '2026-03', sales: '400', cost: '170', grossProfit: '230', otherIncome: '0', expenses: '41.1', netProfit: '188.9', margin: '47.23' },
      { period: '2026-04', sales: '10', cost: '0', grossProfit: '10', otherIncome: '5.5', expenses: '20', netProfit: '-4.5', margin: '-45' },
    ]);
    expect(r.totals).toEqual({ sales: '410', cost: '170', grossProfit: '240', otherIncome: '5.5', expenses: '61.1', netProfit: '184.4', margin: '44.98' });
    expect(r.classes).toEqual([
      { classId: 'rent', name: 'Rent', direction: 'expense', entries: 2, amount: '60' },
      { classId: 'wages', name: 'Wages', direction: 'expense', entries: 1, amount: '1.1' },
      { classId: 'interest', name: 'Interest', direction: 'income', entries: 1, amount: '5.5' },
    ]);
    expect(r.unconverted).toEqual([{ currency: 'EUR', amount: '7', count: 1 }, { currency: 'GBP', amount: '9', count: 1 }]);
  });

  it('per day, and no margin without sales', () => {
    const r = pureProfitOf({ by: 'day', currency: 'CLP', costCurrency: 'CLP', days: [], entries: [entry({ currency: 'CLP', amount: '2000', day: '2026-03-09' })] });
    expect(r.rows).toEqual([{ period: '2026-03-09', sales: '0', cost: '0', grossProfit: '0', otherIncome: '0', expenses: '2000', netProfit: '-2000', margin: null }]);
    expect(r.totals.margin).toBeNull();
  });
});
