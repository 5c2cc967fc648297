import { addDays, businessDayOf } from '@tradedesk/contracts/platform/company-time';
import { apiCalls } from '../../identity/testing/api-calls.js';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';

/**
 * The sale reports over real HTTP on PostgreSQL (docs/sale-reports.md "Sale reports"): what root and a
 * clerk commit (goods valued at the catalogue cost: rice 400, sauce 300 CLP) shows per product, salesperson and customer; an order back to draft leaves the
 * figures; cost and profit only for who may see profit; bad input answers 400, others 403.
 */
describe('sale reports (GET /be/api/report/sales)', () => {
  let api: ApiHarness;
  let root: string;
  let clerk: string;
  let analyst: string;
  let outsider: string;
  let rice: string;
  let sauce: string;
  let central: string;
  let lucky: string;
  let period: string;
  const { call, ok, read, noteWrite } = apiCalls(() => api, () => root);

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../../system/daemon-host.js');
    api.app.get(DaemonHost).start(100);
    root = await api.login('root', ROOT_PASSWORD);
    await ok('PUT', '/system-setting/settings', { settings: { BaseCurrencyID: 'CLP', CostCurrencyID: 'CLP', PriceDecimal: 0, EnableSaleOrderTax: false, NegativeStockPolicy: 'warn', SystemTimeZone: -3 } });
    const position = async (name: string, pages: string[]) => (await ok('POST', '/positions', { name, pagePrivileges: Object.fromEntries(pages.map((p) => [p, 'Accessable'])) })).id;
    for (const [username, pages] of [['clerk', ['SaleNew', 'SaleList']], ['analyst', ['ReportProductSale']], ['outsider', ['ProductList']]] as const) {
      await ok('POST', '/employees', { username, password: 'password-1', name: `Name ${username}`, positionIds: [await position(`P ${username}`, [...pages])] });
    }
    clerk = await api.login('clerk', 'password-1');
    analyst = await api.login('analyst', 'password-1');
    outsider = await api.login('outsider', 'password-1');
    rice = (await ok('POST', '/products', { code: 'RICE-1', name: 'Arroz 1 kg', cost: '400', prices: { unit: { retail: '1200', wholesale: '1000' } } })).id;
    sauce = (await ok('POST', '/products', { code: 'SOY-1', name: 'Salsa de soya', cost: '300', prices: { unit: { retail: '900', wholesale: '800' } } })).id;
    central = (await ok('POST', '/warehouses', { code: 'CENTRAL', name: 'Bodega Central' })).id;
    lucky = (await ok('POST', '/customers', { code: 'LUCKY', name: 'Lucky Star' })).id;
    const today = businessDayOf(api.now(), -3);
    period = `from=${addDays(today, -1)}&to=${addDays(today, 1)}`;
  });
  afterAll(() => api?.close());

  const sell = async (token: string, order: Record<string, unknown>) => {
    const r = await call('POST', '/sale/order/save-commit', { order: { warehouseId: central, ...order }, payments: [] }, token);
    expect(r.status).toBe(200);
    noteWrite(r.body.data.globalPosition);
    return r.body.data;
  };

  it('shows what root and a clerk committed per product, salesperson and customer, with totals', async () => {
    // root: 2 rice at 1,000 to nobody (walk-in); the clerk: 3 rice at 1,100 and 5 sauce at 800 to Lucky Star.
    await sell(root, { lines: [{ productId: rice, quantity: '2', price: '1000' }] });
    await sell(clerk, { customerId: lucky, lines: [{ productId: rice, quantity: '3', price: '1100' }, { productId: sauce, quantity: '5', price: '800' }] });
    const byProduct = await read(`/report/sales?by=product&${period}`);
    expect(byProduct.rows.map((r: any) => [r.code, r.quantity, r.amount, r.cost, r.profit])).toEqual([
      // 2 x 1,000 + 3 x 1,100 = 5,300; cost 5 x 400 = 2,000
      ['RICE-1', '5', '5300', '2000', '3300'],
      // 5 x 800 = 4,000; cost 5 x 300 = 1,500
      ['SOY-1', '5', '4000', '1500', '2500'],
    ]);
    expect(byProduct.totals).toMatchObject({ quantity: '10', amount: '9300', cost: '3500', profit: '5800', lines: 3, orders: 2 });
    expect(byProduct).toMatchObject({ total: 2, currency: 'CLP', costCurrency: 'CLP' });
    const bySalesperson = await read(`/report/sales?by=salesperson&${period}`);
    expect(bySalesperson.rows.map((r: any) => [r.code, r.amount])).toEqual([['clerk', '7300'], ['root', '2000']]);
    const byCustomer = await read(`/report/sales?by=customer&${period}`);
    expect(byCustomer.rows.map((r: any) => [r.name, r.amount])).toEqual([['Lucky Star', '7300'], ['', '2000']]);
    expect((await read(`/report/sales?by=product&walkIn=true&${period}`)).totals.amount).toBe('2000');
    // no period: every sale so far
    expect((await read('/report/sales?by=warehouse')).rows.map((r: any) => [r.code, r.amount])).toEqual([['CENTRAL', '9300']]);
    const days = await read(`/report/sales/days?${period}`);
    expect(days.rows).toEqual([{ day: businessDayOf(api.now(), -3), quantity: '10', amount: '9300', cost: '3500', profit: '5800' }]);
  });

  it('takes an order back to draft out of the figures', async () => {
    const o = await sell(root, { lines: [{ productId: sauce, quantity: '10', price: '700' }] });
    expect((await read(`/report/sales?by=product&productId=${sauce}&${period}`)).totals.amount).toBe('11000');
    await ok('POST', '/sale/order/unsave', { id: o.order.id, version: o.version, reason: 'wrong customer' });
    expect((await read(`/report/sales?by=product&productId=${sauce}&${period}`)).totals.amount).toBe('4000');
  });

  it('hides cost and profit from a report reader without the profit privilege, and refuses others', async () => {
    const seen = await read(`/report/sales?by=product&sort=profit&${period}`, analyst);
    expect(seen.rows.map((r: any) => [r.code, r.amount, r.cost, r.profit])).toEqual([['RICE-1', '5300', null, null], ['SOY-1', '4000', null, null]]);
    expect(seen.totals).toMatchObject({ amount: '9300', cost: null, profit: null, revenue: null });
    expect((await call('GET', `/report/sales?by=product&${period}`, undefined, outsider)).status).toBe(403);
    expect((await call('GET', `/report/sales/days?${period}`, undefined, outsider)).status).toBe(403);
    expect((await call('GET', `/report/sales?by=product&${period}`, undefined, clerk)).status).toBe(403);
  });

  it('answers 400 to a bad period or grouping', async () => {
    const bad = async (q: string) => {
      const r = await call('GET', `/report/sales?${q}`);
      return { status: r.status, code: r.body.error?.code, data: r.body.data };
    };
    for (const q of ['by=product&from=2026-03-10&to=2026-03-01', 'by=planet&from=2026-03-01&to=2026-03-02', 'from=2026-02-30&to=2026-03-02', 'to=1800-01-01', `walkIn=true&customerId=${lucky}&from=2026-03-01&to=2026-03-02`, 'from=2026-03-01&to=2026-03-02&limit=0']) {
      expect({ q, ...(await bad(q)) }).toMatchObject({ q, status: 400, data: null });
    }
  });
});
