import { type ApiHarness, ROOT_PASSWORD, startApi } from '../identity/testing/api-harness.js';

/**
 * The retail checkout's payments over real HTTP on PostgreSQL (docs/sales-retail-checkout.md):
 * a Peruvian cash payment rounded down to 0.10 settles the order while the cash box receives only
 * the cash handed over; a rounding out of range, a rounded card payment and a voucher without its
 * number are refused and append nothing; a voucher goes into no money account; a checkout page
 * reads the company's payment methods.
 */
describe('retail checkout payments API', () => {
  let api: ApiHarness;
  let root: string;
  let cashier: string;
  let outsider: string;
  let soap: string;
  let shop: string;

  const countEvents = async () => Number((await api.platform.db.query<{ n: string }>('select count(*)::text as n from es.events')).rows[0].n);
  const call = (method: string, path: string, body?: unknown, token = root) => api.call(method, `/be/api${path}`, { token, body });
  const ok = async (method: string, path: string, body?: unknown, token = root) => {
    const r = await call(method, path, body, token);
    if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body.error)}`);
    return r.body.data;
  };
  const read = async (path: string) => {
    const head = await api.written();
    for (let i = 0; ; i++) {
      const r = await api.call('GET', `/be/api${path}${path.includes('?') ? '&' : '?'}waitFor=${head}`, { token: root });
      if (r.headers.get('X-Read-Model-Fresh') !== 'no' || i >= 11) return r.body.data;
    }
  };
  const balances = async () => Object.fromEntries(((await read('/finance/accounts')).accounts as { name: string; balance: string }[]).map((a) => [a.name, a.balance]));
  /** Three soaps at 19.98 PEN (59.94, prices with IGV inside), committed with the payments in one step. */
  const order = { kind: 'sale', source: 'retail', taxRate: null, lines: [{ productId: '', quantity: '3', price: '19.98' }] };
  const checkout = (payments: unknown[], token = root) =>
    call('POST', '/sale/order/save-commit', { order: { ...order, warehouseId: shop, lines: [{ ...order.lines[0], productId: soap }] }, payments }, token);

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../system/daemon-host.js');
    api.app.get(DaemonHost).start(100);
    root = await api.login('root', ROOT_PASSWORD);
    await ok('PUT', '/system-setting/settings', { settings: { BaseCurrencyID: 'PEN', CostCurrencyID: 'PEN', PriceDecimal: 2, NegativeStockPolicy: 'warn', EnableSaleOrderTax: false } });
    const position = async (name: string, pages: string[]) => (await ok('POST', '/positions', { name, pagePrivileges: Object.fromEntries(pages.map((p) => [p, 'Accessable'])) })).id;
    for (const [username, pages] of [['cajero', ['SalePayRetailPer']], ['ajeno', ['ProductList']]] as const) {
      await ok('POST', '/employees', { username, password: 'password-1', name: username, positionIds: [await position(`P ${username}`, [...pages])] });
    }
    cashier = await api.login('cajero', 'password-1');
    outsider = await api.login('ajeno', 'password-1');
    await ok('POST', '/finance/accounts', { kind: 'cash', name: 'Caja Lima', currency: 'PEN' });
    await ok('POST', '/finance/accounts', { kind: 'bank', name: 'BCP', currency: 'PEN', bankName: 'BCP' });
    await ok('POST', '/setting/pay-method', { name: 'Efectivo', kind: 'cash', accounts: [], position: 1 });
    await ok('POST', '/setting/pay-method', { name: 'Vale', kind: 'voucher', accounts: [], position: 2 });
    soap = (await ok('POST', '/products', { code: 'JABON', name: 'Jabón', prices: { unit: { retail: '19.98', wholesale: '15' } } })).id;
    shop = (await ok('POST', '/warehouses', { code: 'LIMA', name: 'Tienda Lima' })).id;
  });
  afterAll(() => api?.close());

  it('20.00 by card and 39.90 in cash for 59.94: the order is paid, 0.04 recorded as rounding, the cash box gets 39.90, 10.10 back from 50', async () => {
    const r = await checkout([
      { method: 'card', amount: '20.00', reference: 'slip 1' },
      { method: 'cash', amount: '39.94', reference: '', tendered: '50.00', rounding: '0.04' },
    ]);
    expect(r.status).toBe(200);
    expect(r.body.data.order).toMatchObject({ total: '59.94', paid: '59.94', outstanding: '0.00', paymentStatus: 'paid' });
    expect(r.body.data.order.payments[1]).toMatchObject({ method: 'cash', amount: '39.94', rounding: '0.04', tendered: '50', change: '10.10' });
    expect(await balances()).toMatchObject({ 'Caja Lima': '39.9', BCP: '20' });
  });

  it('refuses a rounding of 0.10 or more, a rounded card payment and a voucher without its number, appending nothing', async () => {
    const before = await countEvents();
    const tooMuch = await checkout([{ method: 'cash', amount: '59.94', reference: '', rounding: '0.10' }]);
    expect({ status: tooMuch.status, reason: tooMuch.body.error?.reason }).toEqual({ status: 400, reason: 'rounding_out_of_range' });
    const card = await checkout([{ method: 'card', amount: '59.94', reference: '', rounding: '0.04' }]);
    expect(card.status).toBe(400);
    const voucher = await checkout([{ method: 'voucher', amount: '59.94', reference: '' }]);
    expect(voucher.status).toBe(400);
    expect(await countEvents()).toBe(before);
  });

  it('a voucher pays with its number and moves no money account', async () => {
    const before = await balances();
    const r = await checkout([{ method: 'voucher', amount: '59.94', reference: 'VALE-0042' }]);
    expect(r.status).toBe(200);
    expect(r.body.data.order.payments[0]).toMatchObject({ method: 'voucher', reference: 'VALE-0042', accountId: null });
    expect(await balances()).toEqual(before);
  });

  it('a checkout page commits and pays a retail order and reads the payment methods; another page may not', async () => {
    const { payMethods } = await ok('GET', '/setting/pay-method?status=active', undefined, cashier);
    expect(payMethods.map((m: { name: string; kind: string }) => [m.name, m.kind])).toEqual([['Efectivo', 'cash'], ['Vale', 'voucher']]);
    expect((await checkout([{ method: 'cash', amount: '59.94', reference: '', tendered: '60' }], cashier)).status).toBe(200);
    expect((await call('GET', '/setting/pay-method', undefined, outsider)).status).toBe(403);
    expect((await checkout([], outsider)).status).toBe(403);
  });
});
