import { type ApiHarness, ROOT_PASSWORD, startApi } from '../identity/testing/api-harness.js';
import { apiCalls } from '../identity/testing/api-calls.js';

/**
 * Table orders over real HTTP on PostgreSQL (docs/sales-retail-checkout.md "Restaurant"): a free
 * table opened by a waiter (who and when shown on the floor), a line added with the order calls,
 * two waiters opening one free table at once (one 201, one 409, one order), the order moved to
 * another free table, paid through the ordinary save-commit and the table free again, a cancelled
 * order freeing its table; refusals append nothing; the floor's page privilege.
 */
describe('table orders API (/sale/tables)', () => {
  let api: ApiHarness;
  let root: string;
  let waiter: string;
  let outsider: string;
  let store: string;
  let coffee: string;
  const desks: Record<string, string> = {};
  const { call, ok, read, countEvents } = apiCalls(() => api, () => root);
  const floor = async (token = waiter) => Object.fromEntries(((await read(`/sale/tables?warehouseId=${store}`, token)).tables as any[]).map((t) => [t.name, t.order]));
  const ordersCreated = async () => Number((await api.platform.db.query<{ n: string }>(`select count(*)::text as n from es.events where type = 'SaleOrderCreated'`)).rows[0]!.n);

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../system/daemon-host.js');
    api.app.get(DaemonHost).start(100);
    root = await api.login('root', ROOT_PASSWORD);
    await ok('PUT', '/system-setting/settings', { settings: { BaseCurrencyID: 'EUR', CostCurrencyID: 'EUR', PriceDecimal: 2, NegativeStockPolicy: 'warn', EnableSaleOrderTax: false } });
    store = (await ok('POST', '/warehouses', { code: 'REST', name: 'Restaurante' })).id;
    coffee = (await ok('POST', '/products', { code: 'CAFE', name: 'Café', prices: { unit: { retail: '1.80', wholesale: '1.20' } } })).id;
    for (const [name, area, position] of [['Mesa 1', 'Salón', 1], ['Mesa 2', 'Salón', 2], ['Mesa 3', 'Terraza', 1], ['Vieja', 'Terraza', 9]] as const) {
      desks[name] = (await ok('POST', '/setting/basics/desk', { warehouseId: store, name, area, seats: 4, position })).id;
    }
    await ok('POST', `/setting/basics/desk/${desks['Vieja']}/disable`);
    const position = async (name: string, pages: string[]) => (await ok('POST', '/positions', { name, pagePrivileges: Object.fromEntries(pages.map((p) => [p, 'Accessable'])) })).id;
    for (const [username, name, pages] of [['camarero', 'Luis Camarero', ['SalePayRetailRestaurant']], ['ajeno', 'Ajeno', ['Desk']]] as const) {
      await ok('POST', '/employees', { username, password: 'password-1', name, positionIds: [await position(`P ${username}`, [...pages])] });
    }
    waiter = await api.login('camarero', 'password-1');
    outsider = await api.login('ajeno', 'password-1');
  });
  afterAll(() => api?.close());

  it('a waiter opens a free table: a retail draft in the store, shown on the floor with who opened it and when; a line added with the order calls shows in its total', async () => {
    const opened = await ok('POST', '/sale/tables/open', { deskId: desks['Mesa 1'], guests: 2 }, waiter);
    expect(opened).toMatchObject({ deskId: desks['Mesa 1'], order: { status: 'draft', source: 'retail' } });
    expect(opened.order.warehouse?.id ?? opened.order.header?.warehouseId).toBe(store);
    const line = await ok('POST', '/sale/order/detail', { id: opened.id, version: opened.version, line: { productId: coffee, quantity: '2' } }, waiter);
    expect(line.order.total).toBe('3.60');
    const f = await floor();
    expect(Object.keys(f)).toEqual(['Mesa 1', 'Mesa 2', 'Mesa 3']);
    expect(f['Mesa 1']).toMatchObject({ orderId: opened.id, number: opened.number, total: '3.60', lines: 1, guests: 2, openedBy: 'Luis Camarero' });
    expect(Date.now() - Date.parse(f['Mesa 1'].openedAt)).toBeLessThan(120_000);
    expect([f['Mesa 2'], f['Mesa 3']]).toEqual([null, null]);
  });

  it('two waiters open the same free table at once: one 201, the other 409 desk_occupied, one order', async () => {
    const before = await ordersCreated();
    const both = await Promise.all([call('POST', '/sale/tables/open', { deskId: desks['Mesa 2'] }, waiter), call('POST', '/sale/tables/open', { deskId: desks['Mesa 2'] }, root)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)!.body.error).toMatchObject({ reason: 'desk_occupied', params: { name: 'Mesa 2' } });
    expect(await ordersCreated()).toBe(before + 1);
    const winner = both.find((r) => r.status === 201)!.body.data;
    expect((await floor())['Mesa 2']).toMatchObject({ orderId: winner.id });
  });

  it('refuses an occupied table, an unknown or disabled desk, bad guests, a move to an occupied table, appending nothing', async () => {
    const before = await countEvents();
    const occupied = await call('POST', '/sale/tables/open', { deskId: desks['Mesa 1'] }, waiter);
    expect({ status: occupied.status, reason: occupied.body.error?.reason }).toEqual({ status: 409, reason: 'desk_occupied' });
    const unknown = await call('POST', '/sale/tables/open', { deskId: 'nope' }, waiter);
    expect({ status: unknown.status, reason: unknown.body.error?.reason }).toEqual({ status: 404, reason: 'desk_not_found' });
    const disabled = await call('POST', '/sale/tables/open', { deskId: desks['Vieja'] }, waiter);
    expect({ status: disabled.status, reason: disabled.body.error?.reason }).toEqual({ status: 409, reason: 'desk_disabled' });
    expect((await call('POST', '/sale/tables/open', { deskId: desks['Mesa 3'], guests: 0 }, waiter)).status).toBe(400);
    const moveOccupied = await call('POST', `/sale/tables/${desks['Mesa 1']}/move`, { toDeskId: desks['Mesa 2'] }, waiter);
    expect({ status: moveOccupied.status, reason: moveOccupied.body.error?.reason }).toEqual({ status: 409, reason: 'desk_occupied' });
    const moveFree = await call('POST', `/sale/tables/${desks['Mesa 3']}/move`, { toDeskId: desks['Mesa 2'] }, waiter);
    expect({ status: moveFree.status, reason: moveFree.body.error?.reason }).toEqual({ status: 409, reason: 'table_not_open' });
    expect(await countEvents()).toBe(before);
  });

  it('the order moves to a free table; paid with save-commit its table is free again; a cancelled order frees its table', async () => {
    const f0 = await floor();
    const orderId = f0['Mesa 1'].orderId;
    await ok('POST', `/sale/tables/${desks['Mesa 1']}/move`, { toDeskId: desks['Mesa 3'] }, waiter);
    const f1 = await floor();
    expect(f1['Mesa 1']).toBeNull();
    expect(f1['Mesa 3']).toMatchObject({ orderId, guests: 2, openedBy: 'Luis Camarero', openedAt: f0['Mesa 1'].openedAt });

    const view = (await read(`/sale/order?id=${orderId}`, waiter)) as any;
    const version = view.version ?? view.order?.version;
    await ok('POST', '/sale/order/save-commit', { id: orderId, version, payments: [{ method: 'cash', amount: '3.60', tendered: '5.00' }] }, waiter);
    expect((await floor())['Mesa 3']).toBeNull();
    // Free again: a new order opens on it.
    expect((await call('POST', '/sale/tables/open', { deskId: desks['Mesa 3'] }, waiter)).status).toBe(201);

    const m2 = (await floor())['Mesa 2'];
    const m2view = (await read(`/sale/order?id=${m2.orderId}`, waiter)) as any;
    await ok('POST', '/sale/order/cancel', { id: m2.orderId, version: m2view.version ?? m2view.order?.version }, waiter);
    expect((await floor())['Mesa 2']).toBeNull();
  });

  it('a retried open (same command id) opens the table once', async () => {
    const commandId = '5b0a3a4e-2f5c-4a8e-9a57-6d1a1c0e7f10';
    const first = await ok('POST', '/sale/tables/open', { commandId, deskId: desks['Mesa 2'] }, waiter);
    const again = await call('POST', '/sale/tables/open', { commandId, deskId: desks['Mesa 2'] }, waiter);
    expect({ status: again.status, id: again.body.data?.id, duplicate: again.body.data?.duplicate }).toEqual({ status: 201, id: first.id, duplicate: true });
  });

  it("the floor's calls need the SalePayRetailRestaurant page privilege", async () => {
    expect((await call('GET', `/sale/tables?warehouseId=${store}`, undefined, outsider)).status).toBe(403);
    const before = await countEvents();
    expect((await call('POST', '/sale/tables/open', { deskId: desks['Mesa 1'] }, outsider)).status).toBe(403);
    expect(await countEvents()).toBe(before);
  });
});
