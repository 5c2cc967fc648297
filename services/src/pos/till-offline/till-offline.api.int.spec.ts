import { randomUUID } from 'node:crypto';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';
import { apiCalls } from '../../identity/testing/api-calls.js';

/**
 * The offline till's server side over real HTTP on PostgreSQL (docs/pos.md "Offline"): a queued
 * sale naming its session after that session was closed is a late line of it (kept as sold: the
 * price the till showed before a price change, soldAt, the cashier), retried once, its goods
 * leaving below zero; a price the product never had is refused; and the till's catalogue feed.
 *
 * Soap: 1,990 a unit (barcode 7801), then 2,100; counted stock 5. The float: 10,000 CLP.
 */
describe('point of sale API: the offline till', () => {
  let api: ApiHarness;
  let root: string;
  let warehouseId: string;
  let cashId: string;
  let soap: string;
  let sessionId: string;
  let device: string;
  let pin: string;
  const { ok, countEvents } = apiCalls(() => api, () => root);

  const till = (method: string, path: string, body?: unknown) => api.call(method, `/be/api/pos/till${path}`, { body, headers: { 'X-Pos-Device': device, 'X-Pos-Session': pin } });
  const onHand = async (productId: string) =>
    (await api.platform.db.query<{ q: string }>(`select quantity::text as q from rm.stock_on_hand where warehouse_id = $1 and product_id = $2`, [warehouseId, productId])).rows[0]?.q;
  const soapSale = (quantity: string, price: string, soldAt: string) => ({
    saleId: randomUUID(),
    sessionId,
    soldAt,
    lines: [{ scan: '7801', quantity, price }],
    payments: [{ payMethodId: cashId, amount: String(Number(quantity) * Number(price)) }],
  });

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../../system/daemon-host.js');
    api.app.get(DaemonHost).start(100);
    root = await api.login('root', ROOT_PASSWORD);
    await ok('PUT', '/system-setting/settings', { settings: { BaseCurrencyID: 'CLP', PriceDecimal: 0, NegativeStockPolicy: 'refuse', SystemTimeZone: -3, PosMaxDiscount: '10' } });
    warehouseId = (await ok('POST', '/warehouses', { code: 'T1', name: 'Tienda Centro' })).id;
    soap = (await ok('POST', '/products', { code: 'JAB', name: 'Jabón', barcode: '7801', prices: { unit: { retail: '1990' } }, cost: '900' })).id;
    const count = await ok('POST', '/stock/counts', { warehouseId, productIds: [soap] });
    await ok('PUT', `/stock/counts/${count.id}/lines`, { version: 1, lines: [{ productId: soap, quantity: '5' }] });
    await ok('POST', `/stock/counts/${count.id}/post`, { version: 2 });
    const caja = (await ok('POST', '/finance/accounts', { kind: 'cash', name: 'Caja POS', currency: 'CLP' })).id;
    cashId = (await ok('POST', '/setting/pay-method', { name: 'Efectivo', kind: 'cash', accounts: [{ currency: 'CLP', accountId: caja }], position: 1 })).id;
    const registerId = (await ok('POST', '/pos/registers', { name: 'Caja 1', warehouseId, currency: 'CLP' })).id;
    const ana = (await ok('POST', '/employees', { username: 'ana', password: 'password-1', name: 'Ana Cajera' })).id;
    await ok('PUT', `/pos/cashiers/${ana}`, { allowed: true, pin: '2468' });
    device = ((await ok('POST', '/pos/devices', { registerId, name: 'Mostrador' })) as { deviceToken: string }).deviceToken;
    pin = (await api.call('POST', '/be/api/pos/till/sign-in', { body: { employeeId: ana, pin: '2468' }, headers: { 'X-Pos-Device': device } })).body.data.sessionToken;
    sessionId = (await till('POST', '/cash-session', { commandId: randomUUID(), float: [{ currency: 'CLP', amount: '10000' }] })).body.data.id;
  }, 120_000);
  afterAll(() => api?.close());

  it('a sale queued while offline reaches the server after the close: a late line of its session at the price shown before a price change, retried once; a price never in force is refused', async () => {
    // Sold on the till at 1,990 while the session was open (both sales were queued offline).
    const soldAt = new Date(Date.now() - 60_000).toISOString();
    const first = soapSale('2', '1990', soldAt);
    const queued = soapSale('4', '1990', new Date(Date.now() - 30_000).toISOString());
    expect((await till('POST', '/sales', first)).status).toBe(201);
    // Meanwhile the price goes up to 2,100 and the session is closed: 10,000 + 3,980 expected.
    const change = await ok('PUT', '/products/prices', { items: [{ productId: soap, prices: { unit: { retail: '2100' } } }] });
    await ok('GET', `/price-changes?productId=${soap}&waitFor=${change.globalPosition}`);
    const closed = await till('POST', '/cash-session/close', { commandId: randomUUID(), counted: [{ payMethodId: cashId, currency: 'CLP', amount: '13980' }] });
    expect(closed.status).toBe(200);

    // The queued sale syncs: 4 x 1,990 = 7,960 into the closed session, 3 soap left -> -1 (policy 'refuse' notwithstanding: the goods are gone).
    const late = await till('POST', '/sales', queued);
    expect({ status: late.status, duplicate: late.body.data?.duplicate }).toEqual({ status: 201, duplicate: false });
    const n = await countEvents();
    const again = await till('POST', '/sales', queued);
    expect({ status: again.status, duplicate: again.body.data?.duplicate, id: again.body.data?.id }).toEqual({ status: 201, duplicate: true, id: queued.saleId });
    expect(await countEvents()).toBe(n);
    expect(await onHand(soap)).toBe('-1');

    // A price the product never had is refused and appends nothing; so is a session of no register.
    const wrong = await till('POST', '/sales', soapSale('1', '1500', soldAt));
    expect({ status: wrong.status, reason: wrong.body.error?.reason }).toEqual({ status: 400, reason: 'price_not_in_force' });
    const ghost = await till('POST', '/sales', { ...soapSale('1', '2100', soldAt), sessionId: randomUUID() });
    expect({ status: ghost.status, reason: ghost.body.error?.reason }).toEqual({ status: 400, reason: 'cash_session_not_found' });
    // An online sale naming no session still needs an open one.
    const online = await till('POST', '/sales', { ...soapSale('1', '2100', new Date().toISOString()), sessionId: undefined });
    expect({ status: online.status, reason: online.body.error?.reason }).toEqual({ status: 409, reason: 'cash_session_closed' });
    expect(await countEvents()).toBe(n);

    // The Z report keeps the close's figures and lists the late line as it was sold, by whom.
    const z = (await till('GET', `/cash-sessions/${sessionId}/report`)).body.data;
    expect(z.lines.map((l: any) => [l.payMethodName, l.expected, l.counted, l.difference])).toEqual([['Efectivo', '13980', '13980', '0']]);
    expect(z.lateSales.map((s: any) => [s.id, s.total, s.lines[0].price, s.soldAt, s.cashierName, s.late])).toEqual([[queued.saleId, '7960', '1990', queued.soldAt, 'Ana Cajera', true]]);
    const log = await ok('GET', `/pos/cash-sessions/${sessionId}`);
    expect(log.lateSales.map((s: any) => s.id)).toEqual([queued.saleId]);
    const list = (await till('GET', `/sales?sessionId=${sessionId}`)).body.data;
    expect([list.count, list.total, list.sales.map((s: any) => s.late)]).toEqual([2, '11940', [true, false]]);
  });

  it("the catalogue feed: from 0 everything the till prices with; after a price change, from the previous position that product alone; paged", async () => {
    const customer = await ok('POST', '/customers', { code: 'C1', name: 'Vecina', priceType: 'wholesale' });
    const rice = await ok('POST', '/products', { code: 'ARR', name: 'Arroz', barcode: '7802', prices: { unit: { retail: '1250' } }, packings: { box: { size: '10', barcode: '97802' } }, cost: '700' });
    const first = (await till('GET', `/catalogue?since=0&waitFor=${rice.globalPosition}`)).body.data;
    expect(first.more).toBe(false);
    expect(first.products.map((p: any) => [p.code, p.prices.unit.retail, p.packings.box, p.barcodes.map((b: any) => `${b.barcode}:${b.unit}`).join(' ')])).toEqual([
      ['ARR', '1250', '10', '7802:unit 97802:box'],
      ['JAB', '2100', null, '7801:unit'],
    ]);
    expect(first.products[0].cost).toBeUndefined();
    expect(first.customers.map((c: any) => [c.code, c.priceType, c.status])).toEqual([['C1', 'wholesale', 'active']]);
    expect(first.payMethods.map((m: any) => [m.name, m.kind, m.currencies])).toEqual([['Efectivo', 'cash', ['CLP']]]);
    expect(first.settings).toEqual({ currency: 'CLP', baseCurrency: 'CLP', rate: '1', priceDecimal: 0, maxDiscount: '10' });
    expect(customer.id).toBeTruthy();

    // Rice goes up to 1,300: from the previous position only rice comes, nothing else.
    const change = await ok('PUT', '/products/prices', { items: [{ productId: rice.id, prices: { unit: { retail: '1300' } } }] });
    const next = (await till('GET', `/catalogue?since=${first.position}&waitFor=${change.globalPosition}`)).body.data;
    expect([next.products.map((p: any) => [p.code, p.prices.unit.retail]), next.customers, next.payMethods, next.settings, next.more]).toEqual([[['ARR', '1300']], [], [], null, false]);
    expect(BigInt(next.position)).toBeGreaterThan(BigInt(first.position));
    const none = (await till('GET', `/catalogue?since=${next.position}`)).body.data;
    expect([none.products.length, none.position]).toEqual([0, next.position]);

    // Pages of one entry: walking them gives every entry once.
    const seen: string[] = [];
    for (let since = '0', more = true; more; ) {
      const page = (await till('GET', `/catalogue?since=${since}&limit=1`)).body.data;
      seen.push(...page.products.map((p: any) => p.code), ...page.customers.map((c: any) => c.code), ...page.payMethods.map((m: any) => m.name));
      since = page.position;
      more = page.more;
    }
    expect(seen.sort()).toEqual(['ARR', 'C1', 'Efectivo', 'JAB']);
    // Only a device reads it.
    expect((await api.call('GET', '/be/api/pos/till/catalogue', { token: root })).status).toBe(401);
  });
});
