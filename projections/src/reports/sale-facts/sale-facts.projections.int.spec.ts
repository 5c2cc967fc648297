import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { contextFor, LIVE_SCHEMA } from '../../platform/projector.js';
import { projectorTestDb, type ProjectorTestDb } from '../../testing/projector-db.js';
import { companySettingsProjector } from '../../settings/company-settings/company-settings.projector.js';
import { saleFactsProjector } from './sale-facts.projector.js';
import { lastSaleDays, runningPlan, runningTotalsPay, saleTotals, salesBy, salesByDay, wholeMonths } from './sale-facts.query.js';

let pos = 0;
const stored = (streamId: string, streamVersion: number, type: string, data: any, recordedAt: string, userId = 'u1'): StoredEvent =>
  ({ type, data, schemaVersion: 1, streamId, streamVersion, globalPosition: String(++pos), transactionId: '1', metadata: { userId, commandId: `c${pos}`, correlationId: 'c', causationId: 'c' }, recordedAt }) as StoredEvent;

const line = (productId: string, baseQuantity: string, amount: string, unitCost: string, gift = false) =>
  ({ lineId: `${productId}-${baseQuantity}-${amount}`, productId, unit: 'unit', quantity: baseQuantity, baseQuantity, amount, gift, unitCost });
const commit = (id: string, version: number, at: string, user: string, o: { warehouseId: string; customer: string | null; currency: string; rate: string; costRate?: string | null; lines: any[] }) =>
  stored(`sale-order-${id}`, version, 'SaleOrderCommitted', {
    orderId: id, number: `SO-${id}`, customer: o.customer ? { id: o.customer, code: o.customer.toUpperCase(), name: `Customer ${o.customer}` } : null,
    warehouseId: o.warehouseId, currency: o.currency, rate: o.rate, ...(o.costRate !== undefined ? { costRate: o.costRate } : {}),
    deliveryMode: 'direct', deliveryDate: null, taxRate: null, subtotal: '0', tax: '0', total: '0', dueDate: '2026-04-30', lines: o.lines,
  }, at, user);
const back = (type: 'SaleOrderUnsaved' | 'SaleOrderCancelled', id: string, version: number, at: string) =>
  stored(`sale-order-${id}`, version, type, { orderId: id, number: `SO-${id}`, customer: null, currency: 'USD', total: '0', reason: 'test', wasCommitted: true }, at);

// Company: UTC-4, base and cost currency USD.
const company = stored('company', 1, 'CompanyCreated', { settings: { SystemTimeZone: -4, BaseCurrencyID: 'USD', CostCurrencyID: 'USD' } }, '2026-01-01T00:00:00.000Z');
const o1 = commit('o1', 3, '2026-03-10T15:00:00.000Z', 'u1', {
  warehouseId: 'w1', customer: 'c1', currency: 'USD', rate: '1', costRate: '1',
  // p1: 2 sold for 20 at cost 6 (profit 8); p2: 12 for 30 at cost 2 (profit 6); p1 given away: cost 6 (profit -6)
  lines: [line('p1', '2', '20', '6'), line('p2', '12', '30', '2'), line('p1', '1', '0', '6', true)],
});
// 02:00 UTC on the 11th is 22:00 on the 10th in the company's time zone.
const o2 = commit('o2', 2, '2026-03-11T02:00:00.000Z', 'u2', {
  warehouseId: 'w1', customer: null, currency: 'EUR', rate: '1.1', costRate: '1.1',
  // 33 EUR = 36.3 USD; cost 3 x 6 = 18; profit 18.3
  lines: [line('p1', '3', '33', '6')],
});
// No rate to the cost currency: the revenue and profit of the line are unknown; 100 CNY = 14 USD.
const o3 = commit('o3', 2, '2026-04-02T12:00:00.000Z', 'u1', { warehouseId: 'w2', customer: 'c2', currency: 'CNY', rate: '0.14', costRate: null, lines: [line('p2', '24', '100', '2')] });
const o4a = commit('o4', 2, '2026-03-15T12:00:00.000Z', 'u2', { warehouseId: 'w1', customer: 'c1', currency: 'USD', rate: '1', costRate: '1', lines: [line('p1', '50', '500', '6')] });
const o4unsaved = back('SaleOrderUnsaved', 'o4', 3, '2026-03-16T12:00:00.000Z');
// Committed again in April with other lines: 6 of p2 for 20 at cost 2 (profit 8).
const o4b = commit('o4', 5, '2026-04-05T12:00:00.000Z', 'u2', { warehouseId: 'w1', customer: 'c1', currency: 'USD', rate: '1', costRate: '1', lines: [line('p2', '6', '20', '2')] });
const o5 = commit('o5', 2, '2026-03-20T12:00:00.000Z', 'u1', { warehouseId: 'w1', customer: 'c2', currency: 'USD', rate: '1', costRate: '1', lines: [line('p2', '1', '999', '2')] });
const o5cancelled = back('SaleOrderCancelled', 'o5', 3, '2026-03-20T13:00:00.000Z');

const MARCH = { from: '2026-03-01', to: '2026-03-31' };
const APRIL = { from: '2026-04-01', to: '2026-04-30' };
const BOTH = { from: '2026-03-01', to: '2026-04-30' };

describe('sale facts (sales analysis read model)', () => {
  let t: ProjectorTestDb;
  const ctx = () => contextFor(t.db, LIVE_SCHEMA);
  beforeAll(async () => {
    t = await projectorTestDb();
    for (const p of [companySettingsProjector, saleFactsProjector]) await p.migrate(ctx());
    await companySettingsProjector.apply([company], ctx());
    await t.db.query(`create table rm.products (id text primary key, code text not null, name text not null, category_id text)`);
    await t.db.query(`create table rm.categories (id text primary key, name text not null, parent_id text)`);
    await t.db.query(`create table rm.warehouses (id text primary key, code text not null, name text not null)`);
    await t.db.query(`create table rm.customers (id text primary key, code text not null, name text not null)`);
    await t.db.query(`create table rm.users (id text primary key, username text not null, name text not null)`);
    await t.db.query(`insert into rm.customers values ('c1', 'C1', 'Lucky Star'), ('c2', 'C2', 'Golden Dragon')`);
    await t.db.query(`insert into rm.users values ('u1', 'ana', 'Ana'), ('u2', 'li', 'Li Wei')`);
    await t.db.query(`insert into rm.products values ('p1', 'P-1', 'Rice 1 kg', 'grain'), ('p2', 'P-2', 'Soy sauce', 'sauce')`);
    await t.db.query(`insert into rm.categories values ('food', 'Food', null), ('grain', 'Grain', 'food'), ('sauce', 'Sauces', null)`);
    await t.db.query(`insert into rm.warehouses values ('w1', 'W1', 'Main'), ('w2', 'W2', 'Shop')`);
    await saleFactsProjector.apply([o1, o2, o4a], ctx());
    await saleFactsProjector.apply([o4unsaved, o3, o5, o5cancelled], ctx());
    await saleFactsProjector.apply([o4b], ctx());
  });
  afterAll(() => t?.drop());

  const pick = (r: any) => ({ quantity: r.quantity, giftQuantity: r.giftQuantity, amount: r.amount, revenue: r.revenue, cost: r.cost, profit: r.profit, lines: r.lines, unknownLines: r.unknownLines });

  it('sums a month of committed sales in the base currency, gifts apart, by business day in the company time zone', async () => {
    expect(await saleTotals(t.db, MARCH)).toEqual({ quantity: '17', giftQuantity: '1', amount: '86.3', revenue: '86.3', cost: '60', profit: '26.3', lines: 4, unknownLines: 0, orders: 2 });
    expect(await salesByDay(t.db, MARCH)).toEqual([{ day: '2026-03-10', quantity: '17', amount: '86.3', cost: '60', profit: '26.3' }]);
  });

  it('leaves unsaved and cancelled orders out and counts a re-commit on its new day', async () => {
    // the rows the unsaved order (15th) and the cancelled one (20th) had are gone, not left at zero
    for (const table of ['sale_facts', 'sale_fact_parties']) {
      const { rows } = await t.db.query<{ n: number }>(`select count(*)::int as n from rm.${table} where day in ('2026-03-15', '2026-03-20')`);
      expect({ table, n: rows[0]!.n }).toEqual({ table, n: 0 });
    }
    expect(await saleTotals(t.db, APRIL)).toEqual({ quantity: '30', giftQuantity: '0', amount: '34', revenue: '20', cost: '60', profit: '8', lines: 2, unknownLines: 1, orders: 2 });
    expect(await salesByDay(t.db, APRIL)).toEqual([
      { day: '2026-04-02', quantity: '24', amount: '14', cost: '48', profit: '0' },
      { day: '2026-04-05', quantity: '6', amount: '20', cost: '12', profit: '8' },
    ]);
  });

  it('groups by product, largest amount first, the same from whole months as from days', async () => {
    const both = await salesBy(t.db, BOTH, 'product', { limit: 10, offset: 0 });
    expect(both.total).toBe(2);
    expect(both.rows.map((r) => [r.key, r.code, r.name])).toEqual([['p2', 'P-2', 'Soy sauce'], ['p1', 'P-1', 'Rice 1 kg']]);
    expect(pick(both.rows[0])).toEqual({ quantity: '42', giftQuantity: '0', amount: '64', revenue: '50', cost: '84', profit: '14', lines: 3, unknownLines: 1 });
    expect(pick(both.rows[1])).toEqual({ quantity: '5', giftQuantity: '1', amount: '56.3', revenue: '56.3', cost: '36', profit: '20.3', lines: 3, unknownLines: 0 });
    // March 10th to the end of April: the days of March plus April as a whole month.
    const edge = await salesBy(t.db, { from: '2026-03-10', to: '2026-04-30' }, 'product', { limit: 10, offset: 0 });
    expect(edge.rows.map((r) => [r.key, r.amount])).toEqual([['p2', '64'], ['p1', '56.3']]);
    // ...to April 3rd: no whole month; the re-committed order of the 5th is outside.
    const short = await salesBy(t.db, { from: '2026-03-10', to: '2026-04-03' }, 'product', { limit: 10, offset: 0 });
    expect(short.rows.map((r) => [r.key, r.amount])).toEqual([['p1', '56.3'], ['p2', '44']]);
    // sorted by profit, and a second page
    const byProfit = await salesBy(t.db, BOTH, 'product', { sort: 'profit', limit: 1, offset: 1 });
    expect(byProfit).toMatchObject({ total: 2, rows: [{ key: 'p2', code: 'P-2', name: 'Soy sauce', profit: '14' }] });
    // the page's other figures are the product's own (summed for the page's products only)
    expect(pick(byProfit.rows[0]!)).toEqual(pick(both.rows[0]!));
  });

  it('groups by customer, salesperson, warehouse, category, day and month', async () => {
    const keys = async (by: Parameters<typeof salesBy>[2], f: any = BOTH) => (await salesBy(t.db, f, by, { limit: 10, offset: 0 })).rows.map((r) => [r.key, r.amount]);
    expect(await keys('customer')).toEqual([['c1', '70'], ['', '36.3'], ['c2', '14']]);
    expect(await keys('salesperson')).toEqual([['u1', '64'], ['u2', '56.3']]);
    expect(await keys('warehouse')).toEqual([['w1', '106.3'], ['w2', '14']]);
    expect(await keys('category')).toEqual([['sauce', '64'], ['grain', '56.3']]);
    expect(await keys('month')).toEqual([['2026-03', '86.3'], ['2026-04', '34']]);
    expect((await salesBy(t.db, BOTH, 'day', { sort: 'key', limit: 10, offset: 0 })).rows.map((r) => r.key)).toEqual(['2026-03-10', '2026-04-02', '2026-04-05']);
    expect((await salesBy(t.db, BOTH, 'category', { limit: 10, offset: 0 })).rows.map((r) => r.name)).toEqual(['Sauces', 'Grain']);
    // walk-in sales have no code nor name
    expect((await salesBy(t.db, BOTH, 'customer', { limit: 10, offset: 0 })).rows.map((r) => [r.code, r.name])).toEqual([['C1', 'Lucky Star'], ['', ''], ['C2', 'Golden Dragon']]);
    expect((await salesBy(t.db, BOTH, 'salesperson', { limit: 10, offset: 0 })).rows.map((r) => [r.code, r.name])).toEqual([['ana', 'Ana'], ['li', 'Li Wei']]);
  });

  it('filters by warehouse, customer (walk-in too), salesperson, product and category with its sub-categories', async () => {
    expect((await saleTotals(t.db, { ...BOTH, warehouseId: 'w2' })).amount).toBe('14');
    expect((await saleTotals(t.db, { ...BOTH, customerId: '' })).amount).toBe('36.3');
    expect((await saleTotals(t.db, { ...BOTH, salespersonId: 'u2' })).amount).toBe('56.3');
    expect((await saleTotals(t.db, { ...BOTH, categoryId: 'food' })).amount).toBe('56.3');
    expect((await saleTotals(t.db, { ...BOTH, productId: 'p2', customerId: 'c1' })).amount).toBe('50');
    const c1Products = await salesBy(t.db, { ...BOTH, customerId: 'c1' }, 'product', { limit: 10, offset: 0 });
    expect(c1Products.rows.map((r) => [r.key, r.amount, r.quantity])).toEqual([['p2', '50', '18'], ['p1', '20', '2']]);
  });

  it('knows the last day each product sold', async () => {
    expect(Object.fromEntries(await lastSaleDays(t.db))).toEqual({ p1: '2026-03-10', p2: '2026-04-05' });
  });

  it('changes nothing when events are applied again (replayed batch)', async () => {
    await saleFactsProjector.apply([o1, o2, o4a, o4unsaved, o3, o5, o5cancelled, o4b], ctx());
    expect((await saleTotals(t.db, BOTH)).amount).toBe('120.3');
    expect((await saleTotals(t.db, BOTH)).orders).toBe(4);
  });

  it('plans a period over the running totals, each end the shorter way', () => {
    expect(runningPlan('2026-03-01', '2026-04-30')).toEqual({ start: '2026-03-01', end: '2026-05-01', add: [], subtract: [] });
    expect(runningPlan('2026-03-05', '2026-04-27')).toEqual({
      start: '2026-03-01', end: '2026-05-01', add: [], subtract: [{ from: '2026-03-01', to: '2026-03-04' }, { from: '2026-04-28', to: '2026-04-30' }],
    });
    expect(runningPlan('2026-03-25', '2026-06-03')).toEqual({
      start: '2026-04-01', end: '2026-06-01', add: [{ from: '2026-03-25', to: '2026-03-31' }, { from: '2026-06-01', to: '2026-06-03' }], subtract: [],
    });
    expect(runningPlan('2026-03-02', '2026-03-30')).toBeNull();
    expect(runningPlan('2026-03-20', '2026-04-10')).toBeNull();
  });

  it('reads the running totals where they mean fewer rows than the month rows', () => {
    // 1M lines over two years: 920k month rows (38k a month), 480k running totals (20k a month), 1.37k fact rows a day
    const big = { facts: 1_000_000, months: 920_000, cum: 480_000, span: 24 };
    expect(runningTotalsPay('2025-01-01', '2026-12-31', big)).toBe(true);
    expect(runningTotalsPay('2026-02-20', '2026-05-10', big)).toBe(true);
    expect(runningTotalsPay('2026-03-01', '2026-04-30', big)).toBe(true);
    // 100k lines: 4k month rows a month against 20k running totals: the months win up to about ten months
    const small = { facts: 100_000, months: 100_000, cum: 480_000, span: 24 };
    expect(runningTotalsPay('2026-02-20', '2026-05-10', small)).toBe(false);
    expect(runningTotalsPay('2025-01-01', '2026-12-31', small)).toBe(true);
    // a period inside one month never; no statistics yet: from three whole months
    expect(runningTotalsPay('2026-03-02', '2026-03-30', big)).toBe(false);
    expect(runningTotalsPay('2026-03-01', '2026-04-30', null)).toBe(false);
    expect(runningTotalsPay('2026-03-01', '2026-05-31', null)).toBe(true);
  });

  it('reads whole months only where the period covers them', () => {
    expect(wholeMonths('2026-03-01', '2026-04-30')).toEqual({ start: '2026-03-01', end: '2026-05-01' });
    expect(wholeMonths('2026-03-02', '2026-05-31')).toEqual({ start: '2026-04-01', end: '2026-06-01' });
    expect(wholeMonths('2026-03-01', '2026-03-30')).toBeNull();
    expect(wholeMonths('2026-12-01', '2027-01-31')).toEqual({ start: '2026-12-01', end: '2027-02-01' });
  });

  it('answers long periods by product from the running totals, late facts and months after the last sale included', async () => {
    // July first (the table carries every product forward to July), then a sale of November 2025
    // that arrives late (p1's months before its first are filled in) and one made and unsaved in January.
    const o7 = commit('o7', 2, '2026-07-01T12:00:00.000Z', 'u1', { warehouseId: 'w1', customer: 'c1', currency: 'USD', rate: '1', costRate: '1', lines: [line('p3', '4', '40', '5'), line('p1', '1', '9', '6')] });
    const o6 = commit('o6', 2, '2025-11-20T12:00:00.000Z', 'u2', { warehouseId: 'w2', customer: 'c2', currency: 'USD', rate: '1', costRate: '1', lines: [line('p1', '10', '100', '6')] });
    const o8 = commit('o8', 2, '2026-01-15T12:00:00.000Z', 'u1', { warehouseId: 'w1', customer: 'c1', currency: 'USD', rate: '1', costRate: '1', lines: [line('p2', '5', '50', '2')] });
    const o8unsaved = back('SaleOrderUnsaved', 'o8', 3, '2026-01-16T12:00:00.000Z');
    await saleFactsProjector.apply([o7], ctx());
    await saleFactsProjector.apply([o6, o8, o8unsaved], ctx());

    const { rows: dense } = await t.db.query<{ product_id: string; months: number; first: string; last: string }>(
      `select product_id, count(*)::int as months, to_char(min(month), 'YYYY-MM') as first, to_char(max(month), 'YYYY-MM') as last from rm.sale_fact_product_cum group by 1 order by 1`);
    expect(dense).toEqual([
      { product_id: 'p1', months: 9, first: '2025-11', last: '2026-07' },
      { product_id: 'p2', months: 5, first: '2026-03', last: '2026-07' },
      { product_id: 'p3', months: 1, first: '2026-07', last: '2026-07' },
    ]);
    const amounts = async (f: any) => (await salesBy(t.db, f, 'product', { limit: 10, offset: 0 })).rows.map((r) => [r.key, r.amount, r.lines]);
    // November to July, nine whole months: p1 100 + 56.3 + 9, p2 30 + 14 + 20, p3 40
    expect(await amounts({ from: '2025-11-01', to: '2026-07-31' })).toEqual([['p1', '165.3', 5], ['p2', '64', 3], ['p3', '40', 1]]);
    // December to June: July's sales and November's are out
    expect(await amounts({ from: '2025-12-01', to: '2026-06-30' })).toEqual([['p2', '64', 3], ['p1', '56.3', 3]]);
    // May to September, past the last month sold: only July's lines; p2 sold nothing then and is not listed
    expect(await amounts({ from: '2026-05-01', to: '2026-09-30' })).toEqual([['p3', '40', 1], ['p1', '9', 1]]);
    // edge days on both sides (Nov 10th .. Jul 15th) around seven whole months
    expect(await amounts({ from: '2025-11-10', to: '2026-07-15' })).toEqual([['p1', '165.3', 5], ['p2', '64', 3], ['p3', '40', 1]]);
    expect(await amounts({ from: '2025-11-21', to: '2026-06-30' })).toEqual([['p2', '64', 3], ['p1', '56.3', 3]]);
    expect(await amounts({ from: '2025-11-05', to: '2026-07-03' })).toEqual([['p1', '165.3', 5], ['p2', '64', 3], ['p3', '40', 1]]);
    expect(await amounts({ from: '2025-11-21', to: '2026-07-28' })).toEqual([['p1', '65.3', 4], ['p2', '64', 3], ['p3', '40', 1]]);
    // from March 11th: March as a whole minus its first ten days, which held o1 and o2
    expect(await amounts({ from: '2026-03-11', to: '2026-07-31' })).toEqual([['p3', '40', 1], ['p2', '34', 2], ['p1', '9', 1]]);
    // ...to June: p1 sold nothing from the 11th, its March taken out again leaves nothing, it is not listed
    const june = await salesBy(t.db, { from: '2026-03-11', to: '2026-06-30' }, 'product', { limit: 10, offset: 0 });
    expect([june.total, june.rows.map((r) => [r.key, r.amount])]).toEqual([1, [['p2', '34']]]);
    expect((await salesBy(t.db, { from: '2026-03-11', to: '2026-06-30' }, 'product', { limit: 10, offset: 5 })).total).toBe(1);
    // filters: a category over the running totals, a warehouse over the month rows
    expect((await saleTotals(t.db, { from: '2025-11-01', to: '2026-07-31', categoryId: 'food' })).amount).toBe('165.3');
    expect((await saleTotals(t.db, { from: '2025-11-01', to: '2026-07-31', warehouseId: 'w2' })).amount).toBe('114');
    expect(pick((await salesBy(t.db, { from: '2025-10-01', to: '2026-12-31', productId: 'p1' }, 'product', { limit: 10, offset: 0 })).rows[0])).toEqual({
      quantity: '16', giftQuantity: '1', amount: '165.3', revenue: '165.3', cost: '102', profit: '63.3', lines: 5, unknownLines: 0,
    });
  });
});
