import { addDays, businessDayOf } from '@tradedesk/contracts/platform/company-time';
import { apiCalls } from '../../identity/testing/api-calls.js';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';

/**
 * Slow moving, pure profit, shelf life and gift reports over real HTTP on PostgreSQL
 * (docs/report-stock-profit.md), on a small data set committed through the real commands, figures
 * worked out by hand below. T = today (company time zone UTC+0).
 *
 * Receipts (purchase orders in CLP, the cost currency, so unit cost = the order price):
 *   T-100 CENTRAL: rice 100 at 400, soap 50 at 200;  T-50 CENTRAL: milk 40 at 500;
 *   T-20 CENTRAL: milk 30 at 500;  T-10 NORTE: rice 20 at 400.
 * Today: 5 rice moved CENTRAL -> NORTE; root sells 35 milk at 800 to Lucky Star with 1 rice as a
 * gift; the clerk sells 10 rice at 700 (walk-in) with 2 milk as a gift; root commits 5 soap as a
 * gift and takes the order back to draft (out of every figure).
 * On hand: CENTRAL milk 70 - 37 = 33 (16,500), rice 100 - 5 - 11 = 84 (33,600), soap 50 (10,000);
 * NORTE rice 20 + 5 = 25 (10,000).
 */
describe('slow moving, pure profit, shelf life and gift reports', () => {
  let api: ApiHarness;
  let root: string;
  let clerk: string;
  let giftViewer: string;
  const ids: Record<string, string> = {};
  let today: string;
  const { call, ok, read, noteWrite } = apiCalls(() => api, () => root);
  const T = (days: number) => addDays(today, days);

  const receive = async (warehouse: string, day: string, lines: [string, string, string][]) => {
    const draft = await ok('POST', '/purchase/orders', { supplierId: ids.supplier, warehouseId: ids[warehouse], currency: 'CLP', lines: lines.map(([p, quantity, unitPrice]) => ({ productId: ids[p], unit: 'unit', quantity, unitPrice })) });
    const committed = await ok('POST', `/purchase/orders/${draft.id}/commit`, { version: draft.version });
    await ok('POST', `/purchase/orders/${draft.id}/receipts`, {
      version: committed.version, warehouseId: ids[warehouse], receivedAt: `${day}T12:00:00.000Z`, lines: lines.map((_, i) => ({ orderLine: i + 1, quantity: lines[i]![1] })),
    });
  };
  const sell = async (token: string, order: Record<string, unknown>) => {
    const r = await call('POST', '/sale/order/save-commit', { order: { warehouseId: ids.central, ...order }, payments: [] }, token);
    expect([r.status, r.body.error]).toEqual([200, null]);
    noteWrite(r.body.data.globalPosition);
    return r.body.data;
  };

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../../system/daemon-host.js');
    api.app.get(DaemonHost).start(100);
    root = await api.login('root', ROOT_PASSWORD);
    await ok('PUT', '/system-setting/settings', {
      settings: { BaseCurrencyID: 'CLP', SecondCurrencyID: 'USD', ThirdCurrencyID: 'EUR', CostCurrencyID: 'CLP', PriceDecimal: 0, EnableSaleOrderTax: false, NegativeStockPolicy: 'warn', SystemTimeZone: 0 },
    });
    today = businessDayOf(api.now(), 0);
    const position = async (name: string, pages: string[]) => (await ok('POST', '/positions', { name, pagePrivileges: Object.fromEntries(pages.map((p) => [p, 'Accessable'])) })).id;
    await ok('POST', '/employees', { username: 'clerk', password: 'password-1', name: 'Clara Clerk', positionIds: [await position('Clerk', ['SaleNew', 'SaleList'])] });
    await ok('POST', '/employees', { username: 'gifts', password: 'password-1', name: 'Gina', positionIds: [await position('Gift reader', ['ReportGift'])] });
    clerk = await api.login('clerk', 'password-1');
    giftViewer = await api.login('gifts', 'password-1');
    ids.dairy = (await ok('POST', '/categories', { name: 'Lácteos', parentId: null })).id;
    ids.milk = (await ok('POST', '/products', { code: 'MILK-1', name: 'Leche 1 l', categoryId: ids.dairy, cost: '500', shelfLifeDays: 30, prices: { unit: { retail: '900', wholesale: '800' } } })).id;
    ids.rice = (await ok('POST', '/products', { code: 'RICE-1', name: 'Arroz 1 kg', cost: '400', shelfLifeDays: 365, prices: { unit: { retail: '800', wholesale: '700' } } })).id;
    ids.soap = (await ok('POST', '/products', { code: 'SOAP-1', name: 'Jabón', cost: '200', prices: { unit: { retail: '400', wholesale: '300' } } })).id;
    ids.central = (await ok('POST', '/warehouses', { code: 'CENTRAL', name: 'Bodega Central' })).id;
    ids.norte = (await ok('POST', '/warehouses', { code: 'NORTE', name: 'Bodega Norte' })).id;
    ids.lucky = (await ok('POST', '/customers', { code: 'LUCKY', name: 'Lucky Star' })).id;
    ids.supplier = (await ok('POST', '/suppliers', { code: 'SANTA', name: 'Distribuidora Santa', currency: 'CLP' })).id;

    await receive('central', T(-100), [['rice', '100', '400'], ['soap', '50', '200']]);
    await receive('central', T(-50), [['milk', '40', '500']]);
    await receive('central', T(-20), [['milk', '30', '500']]);
    await receive('norte', T(-10), [['rice', '20', '400']]);
    await ok('POST', '/stock/transfers', { fromWarehouseId: ids.central, toWarehouseId: ids.norte, lines: [{ productId: ids.rice, quantity: '5' }] });
    await sell(root, { customerId: ids.lucky, lines: [{ productId: ids.milk, quantity: '35', price: '800' }, { productId: ids.rice, quantity: '1', gift: true }] });
    await sell(clerk, { lines: [{ productId: ids.rice, quantity: '10', price: '700' }, { productId: ids.milk, quantity: '2', gift: true }] });
    const undone = await sell(root, { lines: [{ productId: ids.soap, quantity: '5', gift: true }] });
    await ok('POST', '/sale/order/unsave', { id: undone.order.id, version: undone.version, reason: 'wrong order' });

    // Finance: a CLP and a USD cash box, and a EUR one without any rate to CLP.
    const caja = (await ok('POST', '/finance/accounts', { kind: 'cash', name: 'Caja CLP', currency: 'CLP', openingBalance: '0' })).id;
    const cajaUsd = (await ok('POST', '/finance/accounts', { kind: 'cash', name: 'Caja USD', currency: 'USD', openingBalance: '0' })).id;
    const cajaEur = (await ok('POST', '/finance/accounts', { kind: 'cash', name: 'Caja EUR', currency: 'EUR', openingBalance: '0' })).id;
    ids.rent = (await ok('POST', '/finance/classes', { direction: 'expense', name: 'Arriendo' })).id;
    ids.wages = (await ok('POST', '/finance/classes', { direction: 'expense', name: 'Sueldos' })).id;
    ids.interest = (await ok('POST', '/finance/classes', { direction: 'income', name: 'Intereses' })).id;
    // 1 USD = 900 CLP since January; 1,000 from the day after tomorrow (not yet in force when the entries are recorded).
    await ok('POST', '/currency/exchange-rate', { fromCode: 'USD', toCode: 'CLP', rate: '900', effectiveAt: '2026-01-01T00:00:00.000Z' });
    await ok('POST', '/currency/exchange-rate', { fromCode: 'USD', toCode: 'CLP', rate: '1000', effectiveAt: new Date(api.now().getTime() + 2 * 86_400_000).toISOString() });
    const entry = (e: Record<string, unknown>) => ok('POST', '/finance/entries', { entry: { direction: 'expense', accountId: caja, memo: '', ...e } });
    await entry({ classId: ids.rent, amount: '3000', date: today });
    await entry({ classId: ids.wages, accountId: cajaUsd, amount: '5', date: today });
    await entry({ direction: 'income', classId: ids.interest, amount: '1000', date: today });
    await entry({ classId: ids.rent, amount: '2000', date: T(-40) });
    await entry({ classId: ids.rent, accountId: cajaEur, amount: '10', date: today });
    const wrong = await entry({ classId: ids.wages, amount: '999', date: today });
    await ok('POST', `/finance/entries/${wrong.id}/reverse`, { reason: 'typed twice' });
  });
  afterAll(() => api?.close());

  describe('slow moving (GET /report/slow-moving)', () => {
    it('lists products with stock and no sale over the last 90 days, with on hand, value at cost, last sale and last receipt', async () => {
      const r = await read('/report/slow-moving');
      expect(r).toMatchObject({ day: today, from: T(-89), costCurrency: 'CLP', total: 1, totals: { onHand: '50', stockValue: '10000' } });
      expect(r.rows).toEqual([
        expect.objectContaining({
          code: 'SOAP-1', name: 'Jabón', warehouseId: null, onHand: '50', stockValue: '10000', sold: '0', sellThrough: 0,
          lastSaleDay: null, daysSinceSale: null, lastReceiptDay: T(-100), reason: 'noSale',
        }),
      ]);
    });

    it('adds slow sellers below a sell-through, per product or per product x warehouse', async () => {
      // Rice: 10 sold, 84 + 25 = 109 left: 10 / 119 = 8 %. Milk: 35 / (35 + 33) = 51 %, not below 50.
      const byProduct = await read('/report/slow-moving?sellThrough=50');
      expect(byProduct.rows.map((r: any) => [r.code, r.onHand, r.stockValue, r.sold, r.sellThrough, r.reason, r.lastSaleDay, r.lastReceiptDay])).toEqual([
        ['RICE-1', '109', '43600', '10', 8, 'lowSellThrough', today, T(-10)],
        ['SOAP-1', '50', '10000', '0', 0, 'noSale', null, T(-100)],
      ]);
      expect(byProduct).toMatchObject({ total: 2, totals: { onHand: '159', stockValue: '53600' } });
      // Per warehouse: rice in CENTRAL 10 / 94 = 11 %; rice in NORTE sold nothing there (its last receipt the one of T-10, the transfer is no receipt).
      const byWarehouse = await read('/report/slow-moving?sellThrough=50&by=warehouse');
      expect(byWarehouse.rows.map((r: any) => [r.code, r.warehouseCode, r.onHand, r.stockValue, r.sellThrough, r.reason, r.lastSaleDay, r.lastReceiptDay])).toEqual([
        ['RICE-1', 'CENTRAL', '84', '33600', 11, 'lowSellThrough', today, T(-100)],
        ['RICE-1', 'NORTE', '25', '10000', 0, 'noSale', null, T(-10)],
        ['SOAP-1', 'CENTRAL', '50', '10000', 0, 'noSale', null, T(-100)],
      ]);
      // A warehouse limits stock and sales to it; paging keeps the totals.
      expect((await read(`/report/slow-moving?warehouseId=${ids.norte}`)).rows.map((r: any) => [r.code, r.onHand])).toEqual([['RICE-1', '25']]);
      const second = await read('/report/slow-moving?sellThrough=50&by=warehouse&limit=2&offset=2');
      expect(second.rows.map((r: any) => r.code)).toEqual(['SOAP-1']);
      expect(second).toMatchObject({ total: 3, totals: { onHand: '159', stockValue: '53600' } });
    });

    it('as of a later day every product is slow, with the days since its last sale; a category keeps its products', async () => {
      const later = await read(`/report/slow-moving?day=${T(91)}`);
      expect(later.rows.map((r: any) => [r.code, r.stockValue, r.daysSinceSale, r.categoryName])).toEqual([
        ['RICE-1', '43600', 91, null], ['MILK-1', '16500', 91, 'Lácteos'], ['SOAP-1', '10000', null, null],
      ]);
      expect((await read(`/report/slow-moving?day=${T(91)}&categoryId=${ids.dairy}`)).rows.map((r: any) => r.code)).toEqual(['MILK-1']);
      // 30 days: today's sales are inside the window until T+29.
      expect((await read(`/report/slow-moving?days=30&day=${T(29)}`)).rows.map((r: any) => r.code)).toEqual(['SOAP-1']);
      expect((await read(`/report/slow-moving?days=30&day=${T(30)}`)).total).toBe(3);
    });
  });

  describe('pure profit (GET /report/pure-profit)', () => {
    // This month: sales 35 x 800 + 10 x 700 = 35,000; cost 35 milk + 2 gift milk at 500 + 10 rice + 1 gift rice at 400 = 22,900;
    // gross 12,100; income 1,000; expenses 3,000 + 5 USD x 900 = 7,500 (the EUR 10 has no rate, the 999 was reversed);
    // net 12,100 + 1,000 - 7,500 = 5,600; margin 5,600 / 35,000 = 16 %. T-40 (an earlier month): rent 2,000.
    const thisMonth = { sales: '35000', cost: '22900', grossProfit: '12100', otherIncome: '1000', expenses: '7500', netProfit: '5600', margin: '16' };

    it('per month: gross profit of the sales plus other income minus expenses, in the base currency, with the classes', async () => {
      const r = await read(`/report/pure-profit?from=${T(-60)}&to=${today}`);
      expect(r.currency).toBe('CLP');
      expect(r.rows).toEqual([
        { period: T(-40).slice(0, 7), sales: '0', cost: '0', grossProfit: '0', otherIncome: '0', expenses: '2000', netProfit: '-2000', margin: null },
        { period: today.slice(0, 7), ...thisMonth },
      ]);
      // Net 5,600 - 2,000 = 3,600; 3,600 / 35,000 = 10.2857 %.
      expect(r.totals).toEqual({ sales: '35000', cost: '22900', grossProfit: '12100', otherIncome: '1000', expenses: '9500', netProfit: '3600', margin: '10.29' });
      expect(r.classes.map((c: any) => [c.name, c.direction, c.entries, c.amount])).toEqual([
        ['Arriendo', 'expense', 2, '5000'], ['Sueldos', 'expense', 1, '4500'], ['Intereses', 'income', 1, '1000'],
      ]);
      expect(r.unconverted).toEqual([{ currency: 'EUR', amount: '10', count: 1 }]);
    });

    it('per day, and a period holding only the earlier rent', async () => {
      expect((await read(`/report/pure-profit?by=day&from=${today}&to=${today}`)).rows).toEqual([{ period: today, ...thisMonth }]);
      const early = await read(`/report/pure-profit?by=day&from=${T(-45)}&to=${T(-30)}`);
      expect(early.rows).toEqual([{ period: T(-40), sales: '0', cost: '0', grossProfit: '0', otherIncome: '0', expenses: '2000', netProfit: '-2000', margin: null }]);
      expect(early.unconverted).toEqual([]);
    });
  });

  describe('shelf life (GET /report/shelf-life)', () => {
    // Milk in CENTRAL: 33 on hand = the 30 of T-20 and 3 of the 40 of T-50 (oldest sold first); shelf life 30 days.
    // Rice: CENTRAL 84 of the 100 of T-100; NORTE 25 = the 5 moved in today and the 20 of T-10; shelf life 365. Soap has none.
    const all = () => [
      ['MILK-1', 'CENTRAL', T(-50), 'receipt', '3', '1500', T(-20), -20, 'expired'],
      ['MILK-1', 'CENTRAL', T(-20), 'receipt', '30', '15000', T(10), 10, 'expiring'],
      ['RICE-1', 'CENTRAL', T(-100), 'receipt', '84', '33600', T(265), 265, 'fine'],
      ['RICE-1', 'NORTE', T(-10), 'receipt', '20', '8000', T(355), 355, 'fine'],
      ['RICE-1', 'NORTE', today, 'transfer-in', '5', '2000', T(365), 365, 'fine'],
    ];
    const rows = (r: any) => r.rows.map((x: any) => [x.code, x.warehouseCode, x.receivedDay, x.kind, x.quantity, x.value, x.expiryDay, x.daysLeft, x.status]);

    it('splits the stock on hand into the parts it came in with, first in first out, each with its expiry day and status', async () => {
      const r = await read('/report/shelf-life');
      expect(rows(r)).toEqual(all());
      expect(r).toMatchObject({ day: today, within: 30, costCurrency: 'CLP', total: 5 });
      expect(r.totals).toEqual({ expired: { quantity: '3', value: '1500' }, expiring: { quantity: '30', value: '15000' }, fine: { quantity: '109', value: '43600' } });
      expect(r.rows[0]).toMatchObject({ name: 'Leche 1 l', shelfLifeDays: 30, warehouseName: 'Bodega Central' });
    });

    it('filters by status, window, warehouse, product and category, pages, and ages as of another day', async () => {
      expect(rows(await read('/report/shelf-life?status=expiring'))).toEqual([all()[1]]);
      expect(rows(await read('/report/shelf-life?within=7&status=expiring'))).toEqual([]);
      expect((await read('/report/shelf-life?within=7')).totals.fine).toEqual({ quantity: '139', value: '58600' });
      expect(rows(await read(`/report/shelf-life?warehouseId=${ids.norte}`))).toEqual(all().slice(3));
      expect(rows(await read(`/report/shelf-life?productId=${ids.rice}&limit=1&offset=1`))).toEqual([all()[3]]);
      expect((await read(`/report/shelf-life?categoryId=${ids.dairy}`)).total).toBe(2);
      // Eleven days on, the 30 of T-20 are a day past their expiry.
      expect((await read(`/report/shelf-life?day=${T(11)}&status=expired`)).totals.expired).toEqual({ quantity: '33', value: '16500' });
    });
  });

  describe('gift (GET /report/gift)', () => {
    it('gifts given away per product, customer and salesperson, with their cost; an order taken back leaves them out', async () => {
      const period = `from=${today}&to=${today}`;
      const byProduct = await read(`/report/gift?${period}`);
      expect(byProduct.rows.map((r: any) => [r.code, r.quantity, r.cost, r.lines, r.orders, r.unknownLines])).toEqual([
        ['MILK-1', '2', '1000', 1, 1, 0],
        ['RICE-1', '1', '400', 1, 1, 0],
      ]);
      expect(byProduct).toMatchObject({ costCurrency: 'CLP', total: 2, totals: { quantity: '3', cost: '1400', lines: 2, orders: 2 } });
      expect((await read(`/report/gift?by=customer&${period}`)).rows.map((r: any) => [r.key, r.name, r.quantity, r.cost])).toEqual([
        ['', '', '2', '1000'], [ids.lucky, 'Lucky Star', '1', '400'],
      ]);
      expect((await read(`/report/gift?by=salesperson&${period}`)).rows.map((r: any) => [r.code, r.name, r.quantity, r.cost])).toEqual([
        ['clerk', 'Clara Clerk', '2', '1000'], ['root', expect.any(String), '1', '400'],
      ]);
      expect((await read(`/report/gift?customerId=${ids.lucky}`)).rows.map((r: any) => r.code)).toEqual(['RICE-1']);
      expect((await read(`/report/gift?from=${T(-30)}&to=${T(-1)}`))).toMatchObject({ rows: [], total: 0, totals: { quantity: '0', cost: '0', lines: 0, orders: 0 } });
      expect((await read('/report/gift?limit=1&offset=1')).rows.map((r: any) => r.code)).toEqual(['RICE-1']);
    });
  });

  it('answers 400 with the envelope\'s error to a bad query; 403 without the report page', async () => {
    for (const path of [
      'slow-moving?days=0', 'slow-moving?sellThrough=101', 'slow-moving?by=category', 'slow-moving?day=2026-02-30', 'slow-moving?x=1',
      'pure-profit?from=2026-03-10&to=2026-03-01', 'pure-profit?by=year', 'pure-profit?to=2026-13-01',
      'shelf-life?within=-1', 'shelf-life?status=old', 'shelf-life?limit=0',
      'gift?by=warehouse', 'gift?from=2026-03-10&to=2026-03-01', 'gift?offset=-1',
    ]) {
      const r = await call('GET', `/report/${path}`);
      expect({ path, status: r.status, data: r.body.data, message: typeof r.body.error?.message }).toEqual({ path, status: 400, data: null, message: 'string' });
    }
    expect((await call('GET', '/report/gift', undefined, giftViewer)).status).toBe(200);
    for (const path of ['slow-moving', 'pure-profit', 'shelf-life']) expect((await call('GET', `/report/${path}`, undefined, giftViewer)).status).toBe(403);
    expect((await call('GET', '/report/gift', undefined, clerk)).status).toBe(403);
  });
});
