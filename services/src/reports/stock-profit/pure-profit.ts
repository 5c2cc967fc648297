import { roundMoney } from '@tradedesk/contracts/platform/money';
import type { PureProfitClassRow, PureProfitFigures, PureProfitReport, PureProfitRow, PureProfitUnconverted } from '@tradedesk/contracts/reports/stock-profit';
import type { EntryToConvert } from '@tradedesk/projections/finance/finance-entries/finance-entries-in-base.query';
import { Decimal } from 'decimal.js';

/**
 * Pure (net) profit (docs/report-stock-profit.md "Pure profit"), a pure function over what the
 * read models answer: per month or day, gross profit from the sale facts (sales in the base
 * currency - the cost of the goods, converted from the cost currency when it differs) plus the
 * other income booked in finance minus the expenses, every figure in the base currency.
 */

export interface SaleDay {
  day: string;
  /** Base currency. */
  sales: string;
  /** Cost currency. */
  cost: string;
  /** 1 cost currency in the base currency at the end of the day (null: no rate). */
  costRate: string | null;
}

interface Sums {
  sales: Decimal;
  cost: Decimal;
  income: Decimal;
  expenses: Decimal;
}
const zero = (): Sums => ({ sales: new Decimal(0), cost: new Decimal(0), income: new Decimal(0), expenses: new Decimal(0) });

function figures(s: Sums): PureProfitFigures {
  const gross = s.sales.minus(s.cost);
  const net = gross.plus(s.income).minus(s.expenses);
  return {
    sales: s.sales.toFixed(),
    cost: s.cost.toFixed(),
    grossProfit: gross.toFixed(),
    otherIncome: s.income.toFixed(),
    expenses: s.expenses.toFixed(),
    netProfit: net.toFixed(),
    margin: s.sales.isZero() ? null : net.dividedBy(s.sales).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(),
  };
}

export function pureProfitOf(input: { by: 'month' | 'day'; currency: string; costCurrency: string; days: readonly SaleDay[]; entries: readonly EntryToConvert[] }): PureProfitReport {
  const keyOf = (day: string) => (input.by === 'month' ? day.slice(0, 7) : day);
  const periods = new Map<string, Sums>();
  const at = (day: string) => {
    const k = keyOf(day);
    let s = periods.get(k);
    if (!s) periods.set(k, (s = zero()));
    return s;
  };
  const total = zero();
  const unconverted = new Map<string, { amount: Decimal; count: number }>();
  const leftOut = (currency: string, amount: Decimal.Value) => {
    const u = unconverted.get(currency) ?? { amount: new Decimal(0), count: 0 };
    u.amount = u.amount.plus(amount);
    u.count += 1;
    unconverted.set(currency, u);
  };

  for (const d of input.days) {
    const s = at(d.day);
    s.sales = s.sales.plus(d.sales);
    total.sales = total.sales.plus(d.sales);
    if (d.costRate === null) {
      leftOut(input.costCurrency, d.cost);
      continue;
    }
    const cost = new Decimal(d.cost).times(d.costRate).toDecimalPlaces(6, Decimal.ROUND_HALF_UP);
    s.cost = s.cost.plus(cost);
    total.cost = total.cost.plus(cost);
  }

  const classes = new Map<string, PureProfitClassRow & { sum: Decimal }>();
  for (const e of input.entries) {
    if (e.rate === null) {
      leftOut(e.currency, e.amount);
      continue;
    }
    const amount = new Decimal(roundMoney(new Decimal(e.amount).times(e.rate), input.currency));
    const s = at(e.day);
    if (e.direction === 'income') {
      s.income = s.income.plus(amount);
      total.income = total.income.plus(amount);
    } else {
      s.expenses = s.expenses.plus(amount);
      total.expenses = total.expenses.plus(amount);
    }
    const c = classes.get(e.classId) ?? { classId: e.classId, name: e.className, direction: e.direction, entries: 0, amount: '0', sum: new Decimal(0) };
    c.entries += 1;
    c.sum = c.sum.plus(amount);
    classes.set(e.classId, c);
  }

  const rows: PureProfitRow[] = [...periods.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([period, s]) => ({ period, ...figures(s) }));
  return {
    currency: input.currency,
    rows,
    // Expenses first, then income; the largest first.
    classes: [...classes.values()]
      .sort((a, b) => (a.direction !== b.direction ? (a.direction === 'expense' ? -1 : 1) : b.sum.comparedTo(a.sum) || (a.name ?? '').localeCompare(b.name ?? '')))
      .map(({ sum, ...c }) => ({ ...c, amount: sum.toFixed() })),
    totals: figures(total),
    unconverted: [...unconverted.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([currency, u]): PureProfitUnconverted => ({ currency, amount: u.amount.toFixed(), count: u.count })),
  };
}
