import { abcAnalysis, mergeProductSales, monthSlices, periodSlices, previousPeriod, priceBands, type ProductSales, salesTrend } from './report-figures.js';

const product = (key: string, f: Partial<ProductSales>): ProductSales => ({ key, code: key.toUpperCase(), name: `Product ${key}`, quantity: '1', amount: '0', cost: '0', profit: '0', lines: 1, ...f });

describe('ABC analysis', () => {
  // Amounts 500, 300, 100, 60, 40 (total 1000): cumulative 50, 80, 90, 96, 100 %.
  const five = [product('p3', { amount: '100' }), product('p1', { amount: '500' }), product('p5', { amount: '40' }), product('p2', { amount: '300' }), product('p4', { amount: '60' })];

  it('ranks by amount and classes by the cumulative share before each product (80/95)', () => {
    const r = abcAnalysis(five, 'amount', { a: 80, b: 95 });
    expect(r.total).toBe('1000');
    expect(r.rows.map((x) => [x.rank, x.productId, x.share, x.cumulativeShare, x.class])).toEqual([
      [1, 'p1', '50.00', '50.00', 'A'],
      [2, 'p2', '30.00', '80.00', 'A'],
      // 80 % lay above p3: it starts class B.
      [3, 'p3', '10.00', '90.00', 'B'],
      [4, 'p4', '6.00', '96.00', 'B'],
      // 96 % lay above p5: past 95, class C.
      [5, 'p5', '4.00', '100.00', 'C'],
    ]);
    expect(r.classes).toEqual([
      { class: 'A', products: 2, value: '800', share: '80.00' },
      { class: 'B', products: 2, value: '160', share: '16.00' },
      { class: 'C', products: 1, value: '40', share: '4.00' },
    ]);
  });

  it('other cut-offs move the classes: 50/90 puts only p1 in A and p4 in C', () => {
    const r = abcAnalysis(five, 'amount', { a: 50, b: 90 });
    expect(r.rows.map((x) => x.class)).toEqual(['A', 'B', 'B', 'C', 'C']);
  });

  it('one product making 90 % of sales is class A, the next one B', () => {
    const r = abcAnalysis([product('big', { amount: '900' }), product('small', { amount: '100' })], 'amount', { a: 80, b: 95 });
    expect(r.rows.map((x) => [x.productId, x.class])).toEqual([
      ['big', 'A'],
      ['small', 'B'],
    ]);
  });

  it('ranked by profit, a loss-making product is C and the shares are of the positive profits', () => {
    const r = abcAnalysis([product('x', { profit: '30' }), product('z', { profit: '-5' }), product('y', { profit: '10' })], 'profit', { a: 80, b: 95 });
    expect(r.total).toBe('40');
    expect(r.rows.map((x) => [x.productId, x.value, x.share, x.cumulativeShare, x.class])).toEqual([
      ['x', '30', '75.00', '75.00', 'A'],
      ['y', '10', '25.00', '100.00', 'A'],
      ['z', '-5', '-12.50', '100.00', 'C'],
    ]);
  });

  it('ranked by quantity, ties are ordered by product code', () => {
    const r = abcAnalysis([product('b', { quantity: '5' }), product('a', { quantity: '5' }), product('c', { quantity: '2.5' })], 'quantity', { a: 80, b: 95 });
    expect(r.rows.map((x) => x.productId)).toEqual(['a', 'b', 'c']);
    expect(r.rows.map((x) => x.share)).toEqual(['40.00', '40.00', '20.00']);
  });

  it('no sales at all gives empty classes', () => {
    const r = abcAnalysis([], 'amount', { a: 80, b: 95 });
    expect(r.total).toBe('0');
    expect(r.classes.map((c) => c.products)).toEqual([0, 0, 0]);
  });
});

describe('price bands', () => {
  const products = [
    product('a', { quantity: '10', amount: '50', profit: '20' }), // 5.00 each
    product('b', { quantity: '4', amount: '40', profit: '8' }), // 10.00: the lower bound belongs to the band
    product('c', { quantity: '2', amount: '99.98', profit: '30' }), // 49.99
    product('d', { quantity: '1', amount: '50', profit: '15' }), // 50.00: the last band
    product('e', { quantity: '0', amount: '-20', profit: '-5' }), // returns only: no price
  ];

  it('counts products, units, amount and profit per band by the average selling price', () => {
    const r = priceBands(products, ['10', '50']);
    expect(r.unpriced).toBe(1);
    expect(r.bands).toEqual([
      { from: '0', to: '10', products: 1, quantity: '10', amount: '50', profit: '20', amountShare: '20.84' },
      { from: '10', to: '50', products: 2, quantity: '6', amount: '139.98', profit: '38', amountShare: '58.33' },
      { from: '50', to: null, products: 1, quantity: '1', amount: '50', profit: '15', amountShare: '20.84' },
    ]);
  });

  it('a single bound gives two bands', () => {
    const r = priceBands(products, ['20']);
    expect(r.bands.map((b) => [b.from, b.to, b.products])).toEqual([
      ['0', '20', 2],
      ['20', null, 2],
    ]);
  });
});

describe('sales trend', () => {
  const day = (d: string, quantity: string, amount: string, profit: string) => ({ day: d, quantity, amount, profit });

  it('daily points with empty days at 0, and the change against the three days before', () => {
    const r = salesTrend({ from: '2026-03-01', to: '2026-03-03' }, 'day', [day('2026-03-01', '2', '100', '30'), day('2026-03-03', '1', '50', '10')], [day('2026-02-27', '4', '120', '50'), day('2026-02-25', '9', '999', '99')]);
    expect(r.points).toEqual([
      { period: '2026-03-01', quantity: '2', amount: '100', profit: '30' },
      { period: '2026-03-02', quantity: '0', amount: '0', profit: '0' },
      { period: '2026-03-03', quantity: '1', amount: '50', profit: '10' },
    ]);
    expect(r.totals).toEqual({ quantity: '3', amount: '150', profit: '40' });
    // 2026-02-25 lies before the previous period (26-28 February).
    expect(r.previous).toEqual({ from: '2026-02-26', to: '2026-02-28', totals: { quantity: '4', amount: '120', profit: '50' } });
    expect(r.change).toEqual({
      quantity: { difference: '-1', percent: '-25.00' },
      amount: { difference: '30', percent: '25.00' },
      profit: { difference: '-10', percent: '-20.00' },
    });
  });

  it('monthly points, and no percent when the previous period sold nothing', () => {
    const r = salesTrend({ from: '2026-01-30', to: '2026-03-02' }, 'month', [day('2026-01-31', '1', '10', '1'), day('2026-02-10', '2', '20', '2'), day('2026-02-11', '3', '30', '3'), day('2026-03-02', '1', '5', '1')], []);
    expect(r.points.map((p) => [p.period, p.amount])).toEqual([
      ['2026-01', '10'],
      ['2026-02', '50'],
      ['2026-03', '5'],
    ]);
    expect(r.previous.from).toBe('2025-12-29');
    expect(r.previous.to).toBe('2026-01-29');
    expect(r.change.amount).toEqual({ difference: '65', percent: null });
  });

  it('the previous period has the same length and ends the day before', () => {
    expect(previousPeriod('2026-03-01', '2026-03-31')).toEqual({ from: '2026-01-29', to: '2026-02-28' });
  });
});

describe('slices and merging', () => {
  it('cuts a period into months', () => {
    expect(monthSlices('2026-01-15', '2026-03-02')).toEqual([
      { from: '2026-01-15', to: '2026-01-31' },
      { from: '2026-02-01', to: '2026-02-28' },
      { from: '2026-03-01', to: '2026-03-02' },
    ]);
    expect(monthSlices('2026-05-03', '2026-05-03')).toEqual([{ from: '2026-05-03', to: '2026-05-03' }]);
  });

  it('groups the months into at most so many slices', () => {
    // 15 Jan .. 2 Jun: six (partial) months, in three slices of two months.
    expect(periodSlices('2026-01-15', '2026-06-02', 3)).toEqual([
      { from: '2026-01-15', to: '2026-02-28' },
      { from: '2026-03-01', to: '2026-04-30' },
      { from: '2026-05-01', to: '2026-06-02' },
    ]);
    // Seven months in four slices: 2 + 2 + 2 + 1.
    expect(periodSlices('2026-01-01', '2026-07-31', 4).map((s) => s.to)).toEqual(['2026-02-28', '2026-04-30', '2026-06-30', '2026-07-31']);
    expect(periodSlices('2026-05-03', '2026-05-04', 4)).toEqual([{ from: '2026-05-03', to: '2026-05-04' }]);
  });

  it('adds the slices of one product together', () => {
    const m = mergeProductSales(new Map(), [product('a', { quantity: '1.5', amount: '10.10', cost: '4', profit: '6.10' })]);
    mergeProductSales(m, [product('a', { quantity: '2', amount: '0.20', cost: '0.1', profit: '0.1' }), product('b', { amount: '3' })]);
    expect(m.get('a')).toMatchObject({ quantity: '3.5', amount: '10.3', cost: '4.1', profit: '6.2', lines: 2 });
    expect(m.get('b')).toMatchObject({ amount: '3', lines: 1 });
  });
});
