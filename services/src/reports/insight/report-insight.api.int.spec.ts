import { addDays, businessDayOf, lastDayOfMonth } from '@tradedesk/contracts/platform/company-time';
import { Decimal } from 'decimal.js';
import { apiCalls } from '../../identity/testing/api-calls.js';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';
import { registerJobs } from '../../jobs.js';

/**
 * Customer insight, target completion, Recommend and RecommendSupplier over real HTTP on
 * PostgreSQL (docs/report-insight.md). A company in UTC, base and cost currency USD, tax off.
 * Every sale and purchase goes through the real commands; then the test moves some commits back
 * in time (as if they had been made N days ago: the log's recorded time, the one thing a command
 * cannot choose) and rebuilds the read models that date by it (sale-facts, purchase-order-list).
 *
 * Sales by root (T = today; the period asked is T-29..T, the one before T-59..T-30):
 * - Alpha: T-40 rice 10 x 5 = 50; T-20 rice 10 x 5 = 50; T-2 rice 10 x 5 + soy 2 x 10 = 70
 *   -> period: 2 orders, 120, last T-2; before: 1 order, 50.
 * - Beta: T-45 soy 10 x 10 = 100; T-35 soy 10 x 10 = 100; T-5 rice 2 x 5 + tea 1 x 20 = 30
 *   -> period: 1 order, 30, last T-5; before: 2 orders, 200.
 * - Gamma: T-1 cola 3 x 10 = 30 (its first purchase: new).
 * - Echo: T-3 rice 1 x 5 + cola 1 x 10 = 15 (first purchase: new).
 * - Delta: T-50 rice 4 x 5 = 20 (nothing since: lost).
 * Ana (Admin) sells today, walk-in: 20 rice x 5 = 100 in SHOP, 5 soy x 10 = 50 in CENTRAL.
 */
describe('report insight: customer insight, target completion, recommendations', () => {
  let api: ApiHarness;
  let root: string;
  let ana: string;
  let li: string;
  let recommender: string;
  let outsider: string;
  const ids: Record<string, string> = {};
  let T: string;
  const { call, ok, read, countEvents, noteWrite } = apiCalls(() => api, () => root);
  /** Commits as if made `daysAgo` days ago, once the setup rebuilds the read models. */
  const backdated: { stream: string; type: string; days: number }[] = [];
  /** Root's sales: [days ago, amount] (completion adds up those of this month). */
  const rootSales: [number, string][] = [];

  const sell = async (token: string, daysAgo: number, customer: string | null, warehouse: string, lines: [string, string, string][]) => {
    const r = await call('POST', '/sale/order/save-commit', { order: { warehouseId: ids[warehouse], ...(customer ? { customerId: ids[customer] } : {}), lines: lines.map(([p, quantity, price]) => ({ productId: ids[p], quantity, price })) }, payments: [] }, token);
    expect([r.status, r.body.error]).toEqual([200, null]);
    noteWrite(r.body.data.globalPosition);
    if (daysAgo) backdated.push({ stream: `sale-order-${r.body.data.order.id}`, type: 'SaleOrderCommitted', days: daysAgo });
    if (token === root) rootSales.push([daysAgo, lines.reduce((s, [, q, p]) => s.plus(new Decimal(q).times(p)), new Decimal(0)).toFixed()]);
  };
  /** A purchase order committed `leadDays` days before its receipt, received in full now. */
  const purchase = async (supplier: string, product: string, quantity: string, unitPrice: string, leadDays: number) => {
    const draft = await ok('POST', '/purchase/orders', { supplierId: ids[supplier], warehouseId: ids.central, currency: 'USD', lines: [{ productId: ids[product], unit: 'unit', quantity, unitPrice }] });
    const committed = await ok('POST', `/purchase/orders/${draft.id}/commit`, { version: draft.version });
    const received = await ok('POST', `/purchase/orders/${draft.id}/receipts`, { version: committed.version, warehouseId: ids.central, lines: [{ orderLine: 1, quantity }] });
    backdated.push({ stream: `purchase-order-${draft.id}`, type: 'PurchaseOrderCommitted', days: leadDays });
    return { id: draft.id as string, version: received.version as number };
  };
  const rebuild = async (projectors: string[]) => {
    const started = await call('POST', '/projections/rebuild', { projectors });
    expect(started.status).toBe(202);
    for (let i = 0; i < 400; i++) {
      const s = (await call('GET', `/queue/status?id=${started.body.data.id}`)).body.data;
      if (s.state === 'completed') return;
      if (s.state === 'failed') throw new Error(`rebuild failed: ${JSON.stringify(s)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the rebuild did not finish');
  };

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../../system/daemon-host.js');
    api.app.get(DaemonHost).start(100);
    // The rebuild below runs as a queue job.
    registerJobs(api.platform);
    await api.platform.queue.startWorker();
    root = await api.login('root', ROOT_PASSWORD);
    await ok('PUT', '/system-setting/settings', { settings: { BaseCurrencyID: 'USD', SecondCurrencyID: 'CLP', CostCurrencyID: 'USD', PriceDecimal: 2, EnableSaleOrderTax: false, NegativeStockPolicy: 'warn', SystemTimeZone: 0 } });
    ids.drinks = (await ok('POST', '/categories', { name: 'Drinks' })).id;
    for (const [key, code, name, categoryId] of [['rice', 'RICE-1', 'Rice 1 kg', undefined], ['soy', 'SOY-1', 'Soy sauce', undefined], ['tea', 'TEA-1', 'Green tea', ids.drinks], ['cola', 'COLA-1', 'Cola 1 l', ids.drinks]] as const) {
      ids[key] = (await ok('POST', '/products', { code, name, categoryId, prices: { unit: { retail: '1', wholesale: '1' } } })).id;
    }
    for (const [key, code, name] of [['central', 'CENTRAL', 'Central'], ['shop', 'SHOP', 'Shop']]) ids[key] = (await ok('POST', '/warehouses', { code, name })).id;
    for (const [key, code, name] of [['alpha', 'ALPHA', 'Alpha Foods'], ['beta', 'BETA', 'Beta Market'], ['gamma', 'GAMMA', 'Gamma Kiosk'], ['delta', 'DELTA', 'Delta Deli'], ['echo', 'ECHO', 'Echo Shop']]) {
      ids[key] = (await ok('POST', '/customers', { code, name })).id;
    }
    for (const [key, code, name] of [['fizz', 'FIZZ', 'Fizz Trading'], ['bubble', 'BUBBLE', 'Bubble Import']]) ids[key] = (await ok('POST', '/suppliers', { code, name, currency: 'USD', country: 'CN' })).id;
    const position = async (name: string, page: string) => (await ok('POST', '/positions', { name, pagePrivileges: { [page]: 'Accessable' } })).id;
    const completionPos = await position('Targets', 'ReportCompletion');
    const recommendPos = await position('Recommend', 'Recommend');
    for (const body of [
      { username: 'ana', name: 'Ana', roles: ['Admin'] },
      { username: 'li', name: 'Li', positionIds: [completionPos] },
      { username: 'rec', name: 'Rec', positionIds: [recommendPos] },
      { username: 'nobody', name: 'Nobody' },
    ]) ids[body.username] = (await ok('POST', '/employees', { password: 'password-1', ...body })).id;
    [ana, li, recommender, outsider] = await Promise.all(['ana', 'li', 'rec', 'nobody'].map((u) => api.login(u, 'password-1')));
    T = businessDayOf(api.now(), 0);

    await sell(root, 40, 'alpha', 'central', [['rice', '10', '5']]);
    await sell(root, 20, 'alpha', 'central', [['rice', '10', '5']]);
    await sell(root, 2, 'alpha', 'central', [['rice', '10', '5'], ['soy', '2', '10']]);
    await sell(root, 45, 'beta', 'central', [['soy', '10', '10']]);
    await sell(root, 35, 'beta', 'central', [['soy', '10', '10']]);
    await sell(root, 5, 'beta', 'central', [['rice', '2', '5'], ['tea', '1', '20']]);
    await sell(root, 1, 'gamma', 'central', [['cola', '3', '10']]);
    await sell(root, 3, 'echo', 'central', [['rice', '1', '5'], ['cola', '1', '10']]);
    await sell(root, 50, 'delta', 'central', [['rice', '4', '5']]);
    await sell(ana, 0, null, 'shop', [['rice', '20', '5']]);
    await sell(ana, 0, null, 'central', [['soy', '5', '10']]);

    // Cola: Fizz 100 at 2.00 (committed 4 days before it came), 10 sent back; Bubble 50 at 2.10 (2 days). Rice: Fizz only, 10 at 3 (6 days).
    const fizzCola = await purchase('fizz', 'cola', '100', '2', 4);
    await ok('POST', `/purchase/orders/${fizzCola.id}/returns`, { version: fizzCola.version, warehouseId: ids.central, reason: 'dented cans', lines: [{ orderLine: 1, quantity: '10' }] });
    await purchase('bubble', 'cola', '50', '2.10', 2);
    await purchase('fizz', 'rice', '10', '3', 6);

    await read('/report/sales?by=day');
    const { db } = api.platform;
    await db.query('alter table es.events disable trigger events_append_only');
    for (const b of backdated) {
      await db.query(`update es.events set recorded_at = recorded_at - make_interval(days => $3) where stream_id = $1 and type = $2`, [b.stream, b.type, b.days]);
    }
    await db.query('alter table es.events enable trigger events_append_only');
    await rebuild(['sale-facts', 'purchase-order-list']);
  });
  afterAll(() => api?.close());

  describe('customer insight (GET /report/insight)', () => {
    it('scores the customers of the period, names their segments and the change against the period before, by hand', async () => {
      const r = await read(`/report/insight?from=${addDays(T, -29)}&to=${T}`);
      expect(r).toMatchObject({ from: addDays(T, -29), to: T, previousFrom: addDays(T, -59), previousTo: addDays(T, -30), currency: 'USD', total: 5 });
      // Four bought in the period: recency Gamma 1, Alpha 2, Echo 3, Beta 5 days -> R 5, 4, 3, 2 (ceil(5 x no better / 4));
      // orders Alpha 2, the others 1 -> F 5, 4; sales Alpha 120, Beta = Gamma 30, Echo 15 -> M 5, 4, 4, 2.
      const rows = r.rows.map((x: any) => [x.code, x.segment, x.recency, x.frequency, x.monetary, x.r, x.f, x.m, x.previousOrders, x.previousAmount, x.change, x.changePercent]);
      expect(rows).toEqual([
        ['ALPHA', 'champions', 2, 2, '120', 4, 5, 5, 1, '50', '70', '140.0'],
        ['BETA', 'atRisk', 5, 1, '30', 2, 4, 4, 2, '200', '-170', '-85.0'],
        ['GAMMA', 'new', 1, 1, '30', 5, 4, 4, 0, '0', '30', null],
        ['ECHO', 'new', 3, 1, '15', 3, 4, 2, 0, '0', '15', null],
        // Delta stopped buying: 50 days since its last purchase, no scores.
        ['DELTA', 'lost', 50, 0, '0', null, null, null, 1, '20', '-20', '-100.0'],
      ]);
      expect(r.rows[0]).toMatchObject({ name: 'Alpha Foods', firstDay: addDays(T, -40), lastDay: addDays(T, -2) });
      expect(r.segments).toEqual([
        { segment: 'champions', customers: 1, amount: '120', previousAmount: '50' },
        { segment: 'loyal', customers: 0, amount: '0', previousAmount: '0' },
        { segment: 'promising', customers: 0, amount: '0', previousAmount: '0' },
        { segment: 'new', customers: 2, amount: '45', previousAmount: '0' },
        { segment: 'atRisk', customers: 1, amount: '30', previousAmount: '200' },
        { segment: 'hibernating', customers: 0, amount: '0', previousAmount: '0' },
        { segment: 'lost', customers: 1, amount: '0', previousAmount: '20' },
      ]);
    });

    it('keeps one segment, pages, and walk-in sales are never a customer', async () => {
      const lost = await read(`/report/insight?from=${addDays(T, -29)}&to=${T}&segment=lost`);
      expect(lost.rows.map((x: any) => x.code)).toEqual(['DELTA']);
      expect(lost.total).toBe(1);
      const page = await read(`/report/insight?from=${addDays(T, -29)}&to=${T}&limit=2&offset=2`);
      expect([page.total, page.rows.map((x: any) => x.code)]).toEqual([5, ['GAMMA', 'ECHO']]);
      // Default: the 90 days up to today; the 90 before hold nothing, so every buyer is new.
      const def = await read('/report/insight');
      expect([def.from, def.to]).toEqual([addDays(T, -89), T]);
      expect(def.rows.map((x: any) => [x.code, x.segment])).toEqual([['BETA', 'new'], ['ALPHA', 'new'], ['GAMMA', 'new'], ['DELTA', 'new'], ['ECHO', 'new']]);
    });

    it('answers 400 to bad input and 403 to a position without the page', async () => {
      for (const q of ['from=2026-02-30', `from=${T}&to=${addDays(T, -1)}`, 'segment=vip', 'limit=0', 'other=1']) {
        const r = await call('GET', `/report/insight?${q}`);
        expect([q, r.status]).toEqual([q, 400]);
        expect(r.body.error!.code).toBeGreaterThan(0);
      }
      expect((await call('GET', '/report/insight', undefined, li)).status).toBe(403);
      expect((await call('GET', '/report/insight', undefined, ana)).status).toBe(200);
    });
  });

  describe('target completion (ReportCompletion)', () => {
    const month = () => T.slice(0, 7);
    const first = () => `${month()}-01`;
    const days = () => Number(lastDayOfMonth(month()).slice(8));
    const elapsed = () => Number(T.slice(8));
    /** target x elapsed days / days in the month, to the cent. */
    const expectedOf = (target: string) => new Decimal(target).times(elapsed()).dividedBy(days()).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

    it('Admin sets targets (with who and when, a change keeps what it replaced); a position with the page reads them only', async () => {
      const set = (token: string, body: object) => call('PUT', '/report/completion/targets', body, token);
      const first800 = await set(root, { month: month(), salespersonId: ids.ana, amount: '800' });
      expect(first800.status).toBe(200);
      noteWrite(first800.body.data.globalPosition);
      noteWrite((await set(ana, { month: month(), salespersonId: ids.ana, amount: '1000' })).body.data.globalPosition);
      noteWrite((await set(ana, { month: month(), salespersonId: ids.ana, warehouseId: ids.shop, amount: '400' })).body.data.globalPosition);
      noteWrite((await set(root, { month: month(), salespersonId: ids.li, amount: '500' })).body.data.globalPosition);
      // The same amount again and a retried command: nothing new.
      const before = await countEvents();
      expect((await set(ana, { month: month(), salespersonId: ids.ana, amount: '1000.00' })).status).toBe(200);
      const commandId = crypto.randomUUID();
      const changed = await set(root, { commandId, month: month(), salespersonId: ids.li, amount: '600' });
      expect(changed.body.data.duplicate).toBe(false);
      noteWrite(changed.body.data.globalPosition);
      expect((await set(root, { commandId, month: month(), salespersonId: ids.li, amount: '600' })).body.data.duplicate).toBe(true);
      expect(await countEvents()).toBe(before + 1);
      // Li holds the page: reads, may not set.
      expect((await set(li, { month: month(), salespersonId: ids.li, amount: '1' })).status).toBe(403);
      const history = await read(`/report/completion/history?month=${month()}&salespersonId=${ids.ana}`, li);
      expect(history.map((h: any) => [h.warehouseName, h.amount, h.previousAmount, h.setByName, h.currency])).toEqual([
        ['Shop', '400', null, 'Ana', 'USD'],
        [null, '1000', '800', 'Ana', 'USD'],
        [null, '800', null, 'Root', 'USD'],
      ]);
      expect(new Date(history[0].setAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      const people = await read('/report/completion/salespeople', li);
      expect(people.map((p: any) => p.username)).toEqual(expect.arrayContaining(['ana', 'li', 'root']));
    });

    it("shows each salesperson's sales against the target and the month's pace, by hand", async () => {
      const r = await read('/report/completion', li);
      expect(r).toMatchObject({ month: month(), asOf: T, days: days(), elapsedDays: elapsed(), currency: 'USD' });
      expect(r.elapsedShare).toBe(new Decimal(elapsed()).dividedBy(days()).toFixed(4));
      const row = (name: string) => r.rows.find((x: any) => x.name === name);
      // Ana: 100 + 50 = 150 of 1,000 = 15 %.
      const anaExpected = expectedOf('1000');
      expect(row('Ana')).toMatchObject({ target: '1000', actual: '150', completion: 15, expected: anaExpected.toFixed(), gap: new Decimal(150).minus(anaExpected).toFixed(), pace: new Decimal(150).gte(anaExpected) ? 'ahead' : 'behind' });
      // Li: 600, nothing sold yet: behind from the first day.
      expect(row('Li')).toMatchObject({ target: '600', actual: '0', completion: 0, expected: expectedOf('600').toFixed(), pace: 'behind' });
      // Root: no target; its sales of this month (the backdated ones before the 1st are last month's).
      const rootActual = rootSales.filter(([ago]) => addDays(T, -ago) >= first()).reduce((s, [, a]) => s.plus(a), new Decimal(0));
      expect(row('Root')).toMatchObject({ target: null, actual: rootActual.toFixed(), completion: null, pace: 'noTarget' });
      expect(r.totals).toMatchObject({ target: '1600', actual: rootActual.plus(150).toFixed() });
    });

    it("one warehouse: that warehouse's targets and sales only", async () => {
      const r = await read(`/report/completion?warehouseId=${ids.shop}`);
      const anaRow = r.rows.find((x: any) => x.name === 'Ana');
      // Ana sold 100 in SHOP against its 400 there: 25 %.
      expect(anaRow).toMatchObject({ target: '400', actual: '100', completion: 25 });
      expect(r.rows.map((x: any) => x.name)).toEqual(['Ana']);
      // Next month: the targets are this month's, nothing set there yet.
      const next = addDays(lastDayOfMonth(month()), 1).slice(0, 7);
      expect((await read(`/report/completion?month=${next}`)).rows).toEqual([]);
    });

    it('refuses bad input with 400 and appends nothing', async () => {
      const before = await countEvents();
      for (const [body, code] of [
        [{ month: '2026-13', salespersonId: ids.ana, amount: '1' }, undefined],
        [{ month: month(), salespersonId: ids.ana, amount: '-5' }, undefined],
        [{ month: month(), salespersonId: ids.ana, amount: '1.234' }, undefined],
        [{ month: month(), salespersonId: ids.ana, amount: '1', extra: true }, undefined],
        [{ month: month(), salespersonId: 'nobody-here', amount: '1' }, 'salesperson_not_found'],
        [{ month: month(), salespersonId: ids.ana, warehouseId: 'nowhere', amount: '1' }, 'warehouse_not_found'],
      ] as const) {
        const r = await call('PUT', '/report/completion/targets', body);
        expect([JSON.stringify(body), r.status]).toEqual([JSON.stringify(body), 400]);
        if (code) expect(r.body.error!.reason).toBe(code);
      }
      for (const q of ['month=2026-1', 'month=2026-00', 'other=1']) expect((await call('GET', `/report/completion?${q}`)).status).toBe(400);
      expect((await call('GET', '/report/completion/history')).status).toBe(400);
      expect((await call('GET', '/report/completion', undefined, outsider)).status).toBe(403);
      expect(await countEvents()).toBe(before);
    });
  });

  describe('Recommend (GET /report/dashboards/recommend)', () => {
    it("offers what similar customers buy and the customer never did, with the link; lists its lapsed regulars", async () => {
      // Alpha buys rice and soy. Beta (rice, soy, tea): 2 shared of 3 = 0.6667; Echo (rice, cola): 1 of 3 = 0.3333;
      // Delta (rice): 1 of 2, but only rice. Gamma (cola) shares nothing.
      const r = await read(`/report/dashboards/recommend?customerId=${ids.alpha}`, recommender);
      expect(r).toMatchObject({ code: 'ALPHA', name: 'Alpha Foods', day: T, from: addDays(T, -179), similarCustomers: 3, lapsed: [] });
      expect(r.offer.map((o: any) => [o.code, o.score, o.buyers, o.via.map((v: any) => v.code).sort()])).toEqual([
        ['TEA-1', '0.6667', 1, ['RICE-1', 'SOY-1']],
        ['COLA-1', '0.3333', 1, ['RICE-1']],
      ]);
      // 40 days on: rice (bought T-40, T-20, T-2: every 19 days) is 42 days late, over 1.5 x 19.
      const later = await read(`/report/dashboards/recommend?customerId=${ids.alpha}&day=${addDays(T, 40)}`, recommender);
      expect(later.lapsed).toEqual([{ productId: ids.rice, code: 'RICE-1', name: 'Rice 1 kg', purchases: 3, interval: '19.0', lastDay: addDays(T, -2), daysSince: 42, quantity: '30' }]);
    });

    it('lists the customers to choose from; 404 for an unknown customer, 400 for bad input, 403 without the page', async () => {
      const customers = await read('/report/dashboards/recommend/customers', recommender);
      expect(customers.map((c: any) => c.code)).toEqual(['ALPHA', 'BETA', 'DELTA', 'ECHO', 'GAMMA']);
      expect(customers[0]).toEqual({ id: ids.alpha, code: 'ALPHA', name: 'Alpha Foods', lastDay: addDays(T, -2) });
      expect((await call('GET', '/report/dashboards/recommend?customerId=nobody-here')).status).toBe(404);
      for (const q of ['', `customerId=${ids.alpha}&days=0`, `customerId=${ids.alpha}&day=2026-02-30`, `customerId=${ids.alpha}&x=1`]) {
        expect([q, (await call('GET', `/report/dashboards/recommend?${q}`)).status]).toEqual([q, 400]);
      }
      expect((await call('GET', `/report/dashboards/recommend?customerId=${ids.alpha}`, undefined, li)).status).toBe(403);
    });
  });

  describe('RecommendSupplier (GET /report/dashboards/recommend-supplier)', () => {
    it('ranks the suppliers of each product by price after returns, then lead time, with the reasons', async () => {
      // Cola: Fizz 100 for 200 (2.00), 10 back (10 %): index 100, 110 after returns, 4 days; Bubble 50 for 105 (2.10): index 105, 2 days.
      const r = await read('/report/dashboards/recommend-supplier', recommender);
      expect(r).toMatchObject({ by: 'product', to: T, from: addDays(T, -364), currency: 'USD', total: 3 });
      expect(r.rows.map((x: any) => [x.code, x.rank, x.supplierCode, x.received, x.returned, x.returnsShare, x.averageCost, x.lastCost, x.priceIndex, x.leadDays, x.orders, x.reasons])).toEqual([
        ['COLA-1', 1, 'BUBBLE', '50', '0', '0.0', '2.1000', '2.1000', '105.0', '2.0', 1, ['fastest', 'fewestReturns', 'pricier']],
        ['COLA-1', 2, 'FIZZ', '100', '10', '10.0', '2.0000', '2.0000', '100.0', '4.0', 1, ['cheapest', 'slower', 'highReturns']],
        ['RICE-1', 1, 'FIZZ', '10', '0', '0.0', '3.0000', '3.0000', '100.0', '6.0', 1, ['onlySupplier']],
      ]);
      const search = await read('/report/dashboards/recommend-supplier?search=rice', recommender);
      expect(search.rows.map((x: any) => [x.code, x.supplierCode])).toEqual([['RICE-1', 'FIZZ']]);
    });

    it('per category: the products of a category together (products without one apart)', async () => {
      const r = await read('/report/dashboards/recommend-supplier?by=category', recommender);
      expect(r.rows.map((x: any) => [x.name, x.rank, x.supplierCode, x.products, x.priceIndex, x.averageCost])).toEqual([
        ['', 1, 'FIZZ', 1, '100.0', null],
        ['Drinks', 1, 'BUBBLE', 1, '105.0', null],
        ['Drinks', 2, 'FIZZ', 1, '100.0', null],
      ]);
      const drinks = await read(`/report/dashboards/recommend-supplier?by=category&categoryId=${ids.drinks}`, recommender);
      expect(drinks.rows.map((x: any) => x.supplierCode)).toEqual(['BUBBLE', 'FIZZ']);
    });

    it('a window that ends before any receipt is empty; 400 for bad input, 403 without the Recommend page', async () => {
      expect((await read(`/report/dashboards/recommend-supplier?day=${addDays(T, -1)}`, recommender)).rows).toEqual([]);
      for (const q of ['by=supplier', 'days=0', 'day=2026-02-30', 'x=1']) expect([q, (await call('GET', `/report/dashboards/recommend-supplier?${q}`)).status]).toEqual([q, 400]);
      expect((await call('GET', '/report/dashboards/recommend-supplier', undefined, li)).status).toBe(403);
      expect((await call('GET', '/report/dashboards/recommend-supplier', undefined, outsider)).status).toBe(403);
    });
  });
});
