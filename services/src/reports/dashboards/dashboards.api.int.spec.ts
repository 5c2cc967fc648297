import type { StockMoved } from '@tradedesk/contracts/inventory/stock';
import { addDays, businessDayOf } from '@tradedesk/contracts/platform/company-time';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';

/**
 * The /main-control dashboards over real HTTP on PostgreSQL (docs/dashboards.md). A company in
 * UTC with base and cost currency USD, tax off; stock received at known unit costs, then two
 * sales committed today:
 * - root, in CENTRAL: 10 rice at 5 (cost 2) + 4 soy sauce at 10 (cost 3) = 90, cost 20 + 12 = 32;
 * - ana, in SHOP: 5 rice at 6 (cost 2) + 2 tea at 25 (cost 5) = 80, cost 10 + 10 = 20.
 * Day: 170 sold, profit 170 - 52 = 118, 2 orders, 21 units. Nothing paid: 170 USD receivable.
 * Per product: rice 50 + 30 = 80 (15 units, cost 30, profit 50), tea 50 (2, profit 40), soy 40 (4, profit 28).
 * Noodles (10 at cost 4 in CENTRAL) never sell. Left on hand: rice 90 + 45 = 135 (value 270),
 * soy 96 (288), tea 18 (90), noodles 10 (40).
 */
describe('dashboards: boss view, top sellers, unsalable stock', () => {
  let api: ApiHarness;
  let root: string;
  let ana: string;
  let clerk: string;
  let boss: string;
  let outsider: string;
  const ids: Record<string, string> = {};
  let n = 0;
  let today: string;
  let receiptDay: string;
  const meta = () => ({ userId: 'u-test', commandId: `c-${++n}`, correlationId: `c-${n}`, causationId: `c-${n}` });
  const call = (token: string, method: string, path: string, body?: unknown) => api.call(method, `/be/api/${path}`, { token, body });
  const get = async (token: string, path: string) => call(token, 'GET', `${path}${path.includes('?') ? '&' : '?'}waitFor=${await api.written()}`);
  const setSettings = async (settings: Record<string, unknown>) => {
    const r = await call(root, 'PUT', 'system-setting/settings', { settings });
    expect([r.status, r.body.error]).toEqual([200, null]);
  };
  const sell = async (token: string, warehouse: string, lines: [string, string, string][]) => {
    const r = await call(token, 'POST', 'sale/order/save-commit', { order: { warehouseId: ids[warehouse], lines: lines.map(([p, quantity, price]) => ({ productId: ids[p], quantity, price })) }, payments: [] });
    expect([r.status, r.body.error]).toEqual([200, null]);
  };

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../../system/daemon-host.js');
    api.app.get(DaemonHost).start(100);
    root = await api.login('root', ROOT_PASSWORD);
    await setSettings({ BaseCurrencyID: 'USD', SecondCurrencyID: 'CLP', CostCurrencyID: 'USD', PriceDecimal: 2, EnableSaleOrderTax: false, SystemTimeZone: 0, MenuShowBossview: true, EnableBossPrivilege: false });
    const drinks = (ids.drinks = (await call(root, 'POST', 'categories', { name: 'Drinks' })).body.data.id);
    for (const [key, code, name, categoryId] of [['rice', 'RICE-1', 'Rice 1 kg', undefined], ['soy', 'SOY-1', 'Soy sauce', undefined], ['tea', 'TEA-1', 'Green tea', drinks], ['noodles', 'NOOD-1', 'Noodles', undefined]] as const) {
      const r = await call(root, 'POST', 'products', { code, name, categoryId, prices: { unit: { retail: '1', wholesale: '1' } } });
      expect(r.status).toBe(201);
      ids[key] = r.body.data.id;
    }
    for (const [key, code, name] of [['central', 'CENTRAL', 'Central'], ['shop', 'SHOP', 'Shop']]) ids[key] = (await call(root, 'POST', 'warehouses', { code, name })).body.data.id;
    const pos = (await call(root, 'POST', 'positions', { name: 'Boss view', pagePrivileges: { BossView: 'Accessable' } })).body.data.id;
    for (const body of [
      { username: 'ana', name: 'Ana', roles: ['Admin'] },
      { username: 'li', name: 'Li', positionIds: [pos] },
      { username: 'wang', name: 'Wang', positionIds: [pos], isBoss: true },
      { username: 'nobody', name: 'Nobody' },
    ]) expect((await call(root, 'POST', 'employees', { password: 'password-1', ...body })).status).toBe(201);
    [ana, clerk, boss, outsider] = await Promise.all(['ana', 'li', 'wang', 'nobody'].map((u) => api.login(u, 'password-1')));
    // Stock received at known unit costs (in the cost currency), as purchasing appends it.
    const moves = [['central', 'rice', '100', '2'], ['central', 'soy', '100', '3'], ['shop', 'rice', '50', '2'], ['shop', 'tea', '20', '5'], ['central', 'noodles', '10', '4']];
    const receipt: StockMoved = {
      type: 'StockMoved',
      data: {
        source: { type: 'purchase', id: 'po-1', number: 'PO-1' }, reason: null, allowNegative: true, documentId: 'rc-1', at: new Date(Date.now() - 3600_000).toISOString(),
        movements: moves.map(([w, p, q, c], i) => ({ line: i + 1, kind: 'receipt', warehouseId: ids[w], zoneId: null, productId: ids[p], quantity: q, unit: 'unit', unitQuantity: q, unitCost: c })),
      },
    };
    await api.platform.store.append('purchase-order-po-1', 'no_stream', [receipt], meta(), { inline: api.platform.inline });
    // The stock log dates a movement by when it was recorded (not by the receipt's business time).
    const recorded = (await api.platform.db.query<{ at: Date }>(`select recorded_at as at from es.events where stream_id = 'purchase-order-po-1'`)).rows[0]!.at;
    receiptDay = businessDayOf(recorded, 0);
    await sell(root, 'central', [['rice', '10', '5'], ['soy', '4', '10']]);
    await sell(ana, 'shop', [['rice', '5', '6'], ['tea', '2', '25']]);
    today = businessDayOf(new Date(), 0);
  });
  afterAll(() => api?.close());

  const names = (rows: { name: string }[]) => rows.map((r) => r.name);

  it("shows the day's, week's and month's sales, profit and orders, the best sellers and who sold where", async () => {
    const r = await get(root, 'report/dashboards/boss-view');
    expect(r.status).toBe(200);
    const v = r.body.data;
    expect(v).toMatchObject({ day: today, seesProfit: true, baseCurrency: 'USD', costCurrency: 'USD' });
    const sold = { amount: '170', profit: '118', quantity: '21', orders: 2, unknownLines: 0 };
    expect(v.today).toEqual({ from: today, to: today, ...sold });
    expect(v.week).toEqual({ from: addDays(today, -7), to: today, ...sold });
    expect(v.month).toEqual({ from: `${today.slice(0, 8)}01`, to: today, ...sold });
    expect(names(v.topProducts)).toEqual(['Rice 1 kg', 'Green tea', 'Soy sauce']);
    expect(v.topProducts[0]).toMatchObject({ code: 'RICE-1', quantity: '15', amount: '80', cost: '30', profit: '50' });
    expect(v.byWarehouse.map((w: any) => [w.code, w.amount])).toEqual([['CENTRAL', '90'], ['SHOP', '80']]);
    expect(v.bySalesperson.map((p: any) => [p.code, p.amount, p.profit])).toEqual([['root', '90', '58'], ['ana', '80', '60']]);
    expect(v.receivables).toEqual([{ currency: 'USD', outstanding: '170', orders: 2 }]);
    // The chart: 30 days up to today, today's bar the only one.
    expect(v.days).toHaveLength(30);
    expect(v.days[0].day).toBe(addDays(today, -29));
    expect(v.days[29]).toEqual({ day: today, quantity: '21', amount: '170', cost: '52', profit: '118' });
    expect(v.days.slice(0, 29).every((d: any) => d.amount === '0')).toBe(true);
  });

  it('as of a later day: a week later today is empty and the week still holds the sales; 40 days later nothing is left in view', async () => {
    const week = (await get(root, `report/dashboards/boss-view?day=${addDays(today, 7)}`)).body.data;
    expect(week.today).toMatchObject({ amount: '0', orders: 0 });
    expect(week.week).toMatchObject({ amount: '170', orders: 2 });
    expect(week.days.find((d: any) => d.day === today)).toMatchObject({ amount: '170' });
    const later = (await get(root, `report/dashboards/boss-view?day=${addDays(today, 40)}`)).body.data;
    expect(later.month).toMatchObject({ amount: '0', orders: 0 });
    expect(later.topProducts).toEqual([]);
    expect(later.days.every((d: any) => d.amount === '0')).toBe(true);
  });

  it('is gated by the boss-view switch, and by the boss privilege where the company enables it', async () => {
    const status = async (token: string) => (await get(token, 'report/dashboards/boss-view')).status;
    // Boss privilege not enabled: the page rule (Root, Admin, the BossView page).
    expect([await status(root), await status(ana), await status(clerk), await status(boss), await status(outsider)]).toEqual([200, 200, 200, 200, 403]);
    // The BossView page alone does not show cost and profit (the ReportProfit privilege does).
    const clerkView = (await get(clerk, 'report/dashboards/boss-view')).body.data;
    expect(clerkView).toMatchObject({ seesProfit: false, today: { amount: '170', profit: null, orders: 2 } });
    expect(clerkView.topProducts[0]).toMatchObject({ code: 'RICE-1', amount: '80', cost: null, profit: null });
    expect(clerkView.days[29]).toEqual({ day: today, quantity: '21', amount: '170', cost: null, profit: null });
    // Enabled: Root and the boss only.
    await setSettings({ EnableBossPrivilege: true });
    expect([await status(root), await status(ana), await status(clerk), await status(boss)]).toEqual([200, 403, 403, 200]);
    // The switch off closes it to everyone, Root too, with the plain refusal (no sign-out in the browser).
    await setSettings({ MenuShowBossview: false });
    const off = await get(root, 'report/dashboards/boss-view');
    expect(off.status).toBe(403);
    expect(off.body.error).toMatchObject({ message: 'Access Denied' });
    expect(await status(boss)).toBe(403);
    await setSettings({ MenuShowBossview: true, EnableBossPrivilege: false });
  });

  it('refuses a day that is not a date with 400', async () => {
    for (const q of ['day=2026-13-45', 'day=yesterday', 'other=1']) {
      const r = await call(root, 'GET', `report/dashboards/boss-view?${q}`);
      expect(r.status).toBe(400);
      expect(r.body.error?.code).toBeGreaterThan(0);
    }
  });

  it('ranks the best sellers of a period by amount, quantity or profit, in a warehouse or a category', async () => {
    const top = async (q: string) => (await get(root, `report/dashboards/topsale?from=${today}&to=${today}&${q}`)).body.data;
    const byAmount = await top('by=amount');
    expect(byAmount).toMatchObject({ baseCurrency: 'USD', costCurrency: 'USD', total: 3 });
    expect(byAmount.rows.map((r: any) => [r.rank, r.code, r.amount])).toEqual([[1, 'RICE-1', '80'], [2, 'TEA-1', '50'], [3, 'SOY-1', '40']]);
    expect((await top('by=quantity')).rows.map((r: any) => [r.code, r.quantity])).toEqual([['RICE-1', '15'], ['SOY-1', '4'], ['TEA-1', '2']]);
    expect((await top('by=profit')).rows.map((r: any) => [r.code, r.profit])).toEqual([['RICE-1', '50'], ['TEA-1', '40'], ['SOY-1', '28']]);
    // SHOP sold 5 rice for 30 and 2 tea for 50.
    expect((await top(`by=amount&warehouseId=${ids.shop}`)).rows.map((r: any) => [r.code, r.amount])).toEqual([['TEA-1', '50'], ['RICE-1', '30']]);
    const drinks = await top(`categoryId=${ids.drinks}`);
    expect(drinks.rows.map((r: any) => r.code)).toEqual(['TEA-1']);
    expect((await top('by=amount&limit=1')).rows.map((r: any) => r.code)).toEqual(['RICE-1']);
    // Yesterday nothing sold.
    expect((await get(root, `report/dashboards/topsale?from=${addDays(today, -1)}&to=${addDays(today, -1)}`)).body.data).toMatchObject({ rows: [], total: 0 });
  });

  it('top sellers: bad periods and ranks answer 400, a user without the page 403', async () => {
    for (const q of [`from=${today}`, `from=${today}&to=${addDays(today, -1)}`, `from=${today}&to=${today}&by=price`, `from=${today}&to=${today}&limit=0`]) {
      expect((await call(root, 'GET', `report/dashboards/topsale?${q}`)).status).toBe(400);
    }
    expect((await call(outsider, 'GET', `report/dashboards/topsale?from=${today}&to=${today}`)).status).toBe(403);
    expect((await call(clerk, 'GET', `report/dashboards/topsale?from=${today}&to=${today}`)).status).toBe(403);
    expect((await call(ana, 'GET', `report/dashboards/topsale?from=${today}&to=${today}`)).status).toBe(200);
  });

  it('unsalable stock: products in stock with no sale in the window, by stock value, with the last sale day', async () => {
    const uns = async (q: string) => (await get(root, `report/dashboards/unsalable?${q}`)).body.data;
    const now = await uns('days=60');
    expect(now).toMatchObject({ day: today, from: addDays(today, -59), costCurrency: 'USD', total: 1, stockValue: '40' });
    expect(now.rows).toEqual([{ productId: ids.noodles, code: 'NOOD-1', name: 'Noodles', onHand: '10', stockValue: '40', sold: '0', sellThrough: 0, lastSaleDay: null, daysSinceSale: null, reason: 'noSale' }]);
    // 59 days on, today is still the window's first day; 60 days on every product is unsold for 60 days.
    expect((await uns(`days=60&day=${addDays(today, 59)}`)).rows.map((r: any) => r.code)).toEqual(['NOOD-1']);
    const later = await uns(`days=60&day=${addDays(today, 60)}`);
    expect(later.rows.map((r: any) => [r.code, r.onHand, r.stockValue, r.daysSinceSale])).toEqual([
      ['SOY-1', '96', '288', 60], ['RICE-1', '135', '270', 60], ['TEA-1', '18', '90', 60], ['NOOD-1', '10', '40', null],
    ]);
    expect(later).toMatchObject({ total: 4, stockValue: '688' });
    expect((await uns(`days=60&day=${addDays(today, 60)}&limit=2`))).toMatchObject({ total: 4, stockValue: '688', rows: [{ code: 'SOY-1' }, { code: 'RICE-1' }] });
  });

  it('unsalable stock: a sell-through below the percent asked lists slow sellers too; a warehouse limits stock and sales to it', async () => {
    const uns = async (q: string) => (await get(root, `report/dashboards/unsalable?${q}`)).body.data;
    // Soy: 4 sold, 96 left: 4 / 100 = 4 %. Rice: 15 / 150 = 10 %, tea 2 / 20 = 10 %: not below 10.
    const ten = await uns('days=60&sellThrough=10');
    expect(ten.rows.map((r: any) => [r.code, r.reason, r.sold, r.sellThrough, r.lastSaleDay])).toEqual([['SOY-1', 'lowSellThrough', '4', 4, today], ['NOOD-1', 'noSale', '0', 0, null]]);
    expect((await uns('days=60&sellThrough=11')).rows.map((r: any) => r.code)).toEqual(['SOY-1', 'RICE-1', 'TEA-1', 'NOOD-1']);
    // SHOP: rice 5 sold of 50 (10 %), tea 2 of 20 (10 %); nothing unsold there.
    expect((await uns(`days=60&warehouseId=${ids.shop}`)).rows).toEqual([]);
    const shop = await uns(`days=60&sellThrough=50&warehouseId=${ids.shop}`);
    expect(shop.rows.map((r: any) => [r.code, r.onHand, r.stockValue, r.sellThrough])).toEqual([['RICE-1', '45', '90', 10], ['TEA-1', '18', '90', 10]]);
  });

  it('unsalable stock: bad days and percents answer 400, a user without the page 403', async () => {
    for (const q of ['days=0', 'days=abc', 'sellThrough=101', 'day=2026-02-30', 'x=1']) expect((await call(root, 'GET', `report/dashboards/unsalable?${q}`)).status).toBe(400);
    expect((await call(clerk, 'GET', 'report/dashboards/unsalable')).status).toBe(403);
    expect((await call(ana, 'GET', 'report/dashboards/unsalable')).status).toBe(200);
  });

  it('AI purchase: demand over the window x (lead + cover + safety days) - on hand - on order, with its figures and the last purchase', async () => {
    // Soy on order: 10 at 3 USD from Wuhan Foods, committed for CENTRAL (not received).
    const wuhan = (await call(root, 'POST', 'suppliers', { code: 'WUHAN', name: 'Wuhan Foods', currency: 'USD' })).body.data.id;
    const draft = (await call(root, 'POST', 'purchase/orders', { supplierId: wuhan, warehouseId: ids.central, currency: 'USD', lines: [{ productId: ids.soy, unit: 'unit', quantity: '10', unitPrice: '3' }] })).body.data;
    expect((await call(root, 'POST', `purchase/orders/${draft.id}/commit`, { version: draft.version })).status).toBe(200);
    const ai = async (q: string) => (await get(root, `report/dashboards/ai-purchase?warehouseId=${ids.central}&${q}`)).body.data;
    // Window: today only. Rice: 10 a day x (7 + 14 + 7) = 280 - 90 on hand = 190. Soy: 4 x 28 = 112 - 96 - 10 = 6.
    // Noodles never sold: no demand, not listed.
    const r = await ai('windowDays=1&leadDays=7&coverDays=14&safetyDays=7');
    expect(r).toMatchObject({ day: today, from: today, warehouseId: ids.central });
    expect(r.lines.map((l: any) => [l.code, l.sold, l.averageDaily, l.demand, l.safetyStock, l.onHand, l.onOrder, l.suggested])).toEqual([
      ['RICE-1', '10', '10', '210', '70', '90', '0', '190'],
      ['SOY-1', '4', '4', '84', '28', '96', '10', '6'],
    ]);
    expect(r.lines[1]).toMatchObject({ supplierId: wuhan, supplierName: 'Wuhan Foods', lastUnit: 'unit', lastUnitPrice: '3', lastCurrency: 'USD', windowDays: 1, leadDays: 7, coverDays: 14, safetyDays: 7 });
    expect(r.lines[0]).toMatchObject({ supplierId: null, lastUnitPrice: null });
    // Over 10 days the same sales are 1 rice and 0.4 soy a day: rice 1 x 28 = 28 < 90, soy 11.2 < 106: nothing to buy.
    expect((await ai('windowDays=10&leadDays=7&coverDays=14&safetyDays=7')).lines).toEqual([]);
    expect((await ai('windowDays=10&leadDays=7&coverDays=14&safetyDays=7&onlyNeeded=false')).lines.map((l: any) => [l.code, l.averageDaily, l.suggested])).toEqual([
      ['RICE-1', '1', '0'], ['SOY-1', '0.4', '0'],
    ]);
    // Bad input: 400; without the page: 403.
    for (const q of ['windowDays=0', 'leadDays=-1', 'onlyNeeded=maybe', 'x=1']) expect((await call(root, 'GET', `report/dashboards/ai-purchase?warehouseId=${ids.central}&${q}`)).status).toBe(400);
    expect((await call(root, 'GET', 'report/dashboards/ai-purchase')).status).toBe(400);
    expect((await call(clerk, 'GET', `report/dashboards/ai-purchase?warehouseId=${ids.central}`)).status).toBe(403);
  });

  it("warehouse dashboard: stock value, products in stock, the day's movements in and out and the day's sales per warehouse", async () => {
    const wd = async (day: string, token = root) => (await get(token, `report/dashboards/warehouses?day=${day}`)).body.data;
    const pick = (d: any, code: string) => d.rows.find((r: any) => r.code === code);
    // CENTRAL: rice 90 x 2 + soy 96 x 3 + noodles 10 x 4 = 508; SHOP: rice 45 x 2 + tea 18 x 5 = 180.
    // Out today: CENTRAL 10 rice + 4 soy (2 lines), SHOP 5 rice + 2 tea (2 lines); sales 90 and 80.
    const d = await wd(today);
    expect(d).toMatchObject({ day: today, baseCurrency: 'USD', costCurrency: 'USD', seesCost: true });
    expect(pick(d, 'CENTRAL')).toMatchObject({ stockValue: '508', productsInStock: 3, outOfStock: 0, belowMinimum: 0, outLines: 2, outQuantity: '14', salesAmount: '90', salesOrders: 1 });
    expect(pick(d, 'SHOP')).toMatchObject({ stockValue: '180', productsInStock: 2, outLines: 2, outQuantity: '7', salesAmount: '80', salesOrders: 1 });
    // In: the receipt recorded before the sales: CENTRAL 100 + 100 + 10 (3 lines), SHOP 50 + 20 (2 lines), on the business day it was recorded.
    expect(pick(await wd(receiptDay), 'CENTRAL')).toMatchObject({ inLines: 3, inQuantity: '210' });
    expect(pick(await wd(receiptDay), 'SHOP')).toMatchObject({ inLines: 2, inQuantity: '70' });
    // The next day: no movement, no sale; the stock value is today's.
    expect(pick(await wd(addDays(today, 1)), 'CENTRAL')).toMatchObject({ stockValue: '508', inLines: 0, outLines: 0, outQuantity: '0', salesAmount: '0', salesOrders: 0 });
    expect((await call(root, 'GET', 'report/dashboards/warehouses?day=tomorrow')).status).toBe(400);
    expect((await call(clerk, 'GET', 'report/dashboards/warehouses')).status).toBe(403);
  });

  it('custom dashboard: each user arranges their own widgets, one change at a time; bad widgets answer 400', async () => {
    const mine = async (token: string) => (await get(token, 'report/dashboards/custom')).body.data;
    expect(await mine(root)).toEqual({ widgets: [], version: 0 });
    const put = (token: string, widgets: unknown) => call(token, 'PUT', 'report/dashboards/custom', { widgets });
    expect((await put(root, ['receivables', 'salesToday', 'salesChart'])).status).toBe(200);
    expect(await mine(root)).toEqual({ widgets: ['receivables', 'salesToday', 'salesChart'], version: 1 });
    // Moved and one taken out: the whole new order, the next version.
    expect((await put(root, ['salesChart', 'receivables'])).status).toBe(200);
    expect(await mine(root)).toEqual({ widgets: ['salesChart', 'receivables'], version: 2 });
    // Another user's is their own.
    expect((await put(ana, ['warehouses'])).status).toBe(200);
    expect(await mine(ana)).toEqual({ widgets: ['warehouses'], version: 1 });
    expect(await mine(root)).toEqual({ widgets: ['salesChart', 'receivables'], version: 2 });
    // One event per change on the user's own stream.
    const { rows } = await api.platform.db.query<{ n: string }>(`select count(*)::text as n from es.events where type = 'CustomDashboardArranged'`);
    expect(rows[0]!.n).toBe('3');
    for (const bad of [['nope'], ['salesToday', 'salesToday'], 'salesToday', null]) expect((await put(root, bad)).status).toBe(400);
    expect((await call(root, 'PUT', 'report/dashboards/custom', { widgets: [], userId: 'someone' })).status).toBe(400);
    expect((await put(clerk, ['salesToday'])).status).toBe(403);
    expect(await mine(root)).toEqual({ widgets: ['salesChart', 'receivables'], version: 2 });
  });
});
