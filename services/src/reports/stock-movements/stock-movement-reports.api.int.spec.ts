import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';
import { registerJobs } from '../../jobs.js';

/**
 * The transfer and damage reports over real HTTP on PostgreSQL (docs/reports.md "Transfers and
 * damage"). Stock arrives by purchase receipts in USD, the cost currency: 100 cola at 2.00 and 50
 * water at 1.00 into Central, so every later move is valued at 2 a cola and 1 a water. Then:
 * - TR-1 Central -> Norte: 30 cola (60) and 10 water (10); TR-2 Norte -> Central: 5 cola (10).
 * - Damage in Central: 2 water broken (2); in Norte: 1 cola expired (2).
 * - Counts posted afterwards: Central holds 100 - 30 + 5 = 75 cola (counted 73: -2, -4 at cost)
 *   and 50 - 10 - 2 = 38 water (counted 38: no difference); Norte 30 - 5 - 1 = 24 cola (counted
 *   25: +1, +2 at cost).
 * Transfers, damage and counts are dated when they are recorded (today), so the periods below are
 * today and the day before it.
 */
describe('transfer and damage reports API', () => {
  let api: ApiHarness;
  let root: string;
  let viewer: string;
  let central: string;
  let norte: string;
  let cola: string;
  let agua: string;

  const call = (method: string, path: string, body?: unknown) => api.call(method, `/be/api${path}`, { token: root, body });
  const ok = async (method: string, path: string, body?: unknown) => {
    const r = await call(method, path, body);
    if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body.error)}`);
    return r.body.data;
  };
  const get = async (path: string, token = root) => {
    const head = await api.written();
    for (let i = 0; ; i++) {
      const r = await api.call('GET', `/be/api/report/${path}${path.includes('?') ? '&' : '?'}waitFor=${head}`, { token });
      if (r.headers.get('X-Read-Model-Fresh') !== 'no' || i >= 11) return r;
    }
  };

  beforeAll(async () => {
    api = await startApi();
    registerJobs(api.platform);
    await api.platform.queue.startWorker();
    const { DaemonHost } = await import('../../system/daemon-host.js');
    api.app.get(DaemonHost).start(200);
    root = await api.login('root', ROOT_PASSWORD);
    await ok('PUT', '/system-setting/settings', { settings: { BaseCurrencyID: 'USD', SecondCurrencyID: 'EUR', CostCurrencyID: 'USD' } });
    central = (await ok('POST', '/warehouses', { code: 'CENTRAL', name: 'Bodega Central' })).id;
    norte = (await ok('POST', '/warehouses', { code: 'NORTE', name: 'Bodega Norte' })).id;
    cola = (await ok('POST', '/products', { code: 'COLA-1L', name: 'Cola 1 l' })).id;
    agua = (await ok('POST', '/products', { code: 'AGUA-500', name: 'Agua 500 ml' })).id;
    const supplierId = (await ok('POST', '/suppliers', { code: 'ACME', name: 'Acme Bebidas', currency: 'USD' })).id;
    const position = (await ok('POST', '/positions', { name: 'Stock auditor', pagePrivileges: { ReportStockTransfer: 'Accessable' } })).id;
    await ok('POST', '/employees', { username: 'sofia', password: 'password-1', name: 'Sofía', positionIds: [position] });
    viewer = await api.login('sofia', 'password-1');

    const po = await ok('POST', '/purchase/orders', { supplierId, warehouseId: central, currency: 'USD', lines: [{ productId: cola, unit: 'unit', quantity: '100', unitPrice: '2' }, { productId: agua, unit: 'unit', quantity: '50', unitPrice: '1' }] });
    const committed = await ok('POST', `/purchase/orders/${po.id}/commit`, { version: po.version });
    await ok('POST', `/purchase/orders/${po.id}/receipts`, { version: committed.version, warehouseId: central, lines: [{ orderLine: 1, quantity: '100' }, { orderLine: 2, quantity: '50' }] });
    await ok('POST', '/stock/transfers', { fromWarehouseId: central, toWarehouseId: norte, note: 'reposición', lines: [{ productId: cola, quantity: '30' }, { productId: agua, quantity: '10' }] });
    await ok('POST', '/stock/transfers', { fromWarehouseId: norte, toWarehouseId: central, lines: [{ productId: cola, quantity: '5' }] });
    await ok('POST', '/stock/damages', { warehouseId: central, reason: 'broken', lines: [{ productId: agua, quantity: '2' }] });
    await ok('POST', '/stock/damages', { warehouseId: norte, reason: 'expired', lines: [{ productId: cola, quantity: '1' }] });
    const count = async (warehouseId: string, lines: { productId: string; quantity: string }[]) => {
      const c = await ok('POST', '/stock/counts', { warehouseId, productIds: lines.map((l) => l.productId), note: 'cierre' });
      const counted = await ok('PUT', `/stock/counts/${c.id}/lines`, { version: c.streamVersion, lines });
      await ok('POST', `/stock/counts/${c.id}/post`, { version: counted.streamVersion });
    };
    await count(central, [{ productId: cola, quantity: '73' }, { productId: agua, quantity: '38' }]);
    await count(norte, [{ productId: cola, quantity: '25' }]);
  });
  afterAll(() => api?.close());

  const transferRows = (r: any) => r.body.data.rows.map((x: any) => [x.fromWarehouseCode, x.toWarehouseCode, x.code, x.quantity, x.unitCost, x.value]);

  it('transfers: every line of the period with its warehouses, quantity and value at cost, and the totals', async () => {
    const r = await get('stock-transfer');
    expect(r.status).toBe(200);
    expect(transferRows(r)).toEqual([
      ['CENTRAL', 'NORTE', 'COLA-1L', '30', '2', '60'],
      ['CENTRAL', 'NORTE', 'AGUA-500', '10', '1', '10'],
      ['NORTE', 'CENTRAL', 'COLA-1L', '5', '2', '10'],
    ]);
    // 30 + 10 + 5 = 45 units, 60 + 10 + 10 = 80, two transfers.
    expect(r.body.data).toEqual(expect.objectContaining({ total: 3, currency: 'USD', totals: { quantity: '45', value: '80', documents: 2 } }));
    expect(r.body.data.rows[0]).toEqual(expect.objectContaining({ fromWarehouseName: 'Bodega Central', toWarehouseName: 'Bodega Norte', name: 'Cola 1 l', reason: null }));
    expect(r.body.data.rows[0].number).toBe(r.body.data.rows[1].number);

    // The period of the day they were recorded keeps them all; the day before holds none.
    const today = r.body.data.rows[0].day as string;
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await get(`stock-transfer?from=${today}&to=${today}`)).body.data.total).toBe(3);
    const before = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect((await get(`stock-transfer?to=${before}`)).body.data).toEqual(expect.objectContaining({ rows: [], total: 0, totals: { quantity: '0', value: '0', documents: 0 } }));
  });

  it('transfers filtered by the warehouse they left or reached and by product, and paged', async () => {
    expect(transferRows(await get(`stock-transfer?fromWarehouseId=${norte}`))).toEqual([['NORTE', 'CENTRAL', 'COLA-1L', '5', '2', '10']]);
    expect(transferRows(await get(`stock-transfer?toWarehouseId=${norte}`)).map((x: string[]) => x[2])).toEqual(['COLA-1L', 'AGUA-500']);
    expect(transferRows(await get(`stock-transfer?productId=${agua}`))).toEqual([['CENTRAL', 'NORTE', 'AGUA-500', '10', '1', '10']]);
    const second = await get('stock-transfer?limit=2&offset=2');
    expect(transferRows(second)).toEqual([['NORTE', 'CENTRAL', 'COLA-1L', '5', '2', '10']]);
    expect(second.body.data).toEqual(expect.objectContaining({ total: 3, totals: { quantity: '45', value: '80', documents: 2 } }));
  });

  it('damage: every written-off line with its warehouse and reason, filtered by reason and warehouse', async () => {
    const r = await get('return-damage');
    expect(r.status).toBe(200);
    const rows = (x: any) => x.body.data.rows.map((l: any) => [l.fromWarehouseCode, l.reason, l.code, l.quantity, l.unitCost, l.value]);
    expect(rows(r)).toEqual([
      ['CENTRAL', 'broken', 'AGUA-500', '2', '1', '2'],
      ['NORTE', 'expired', 'COLA-1L', '1', '2', '2'],
    ]);
    expect(r.body.data.totals).toEqual({ quantity: '3', value: '4', documents: 2 });
    expect(rows(await get('return-damage?reason=expired'))).toEqual([['NORTE', 'expired', 'COLA-1L', '1', '2', '2']]);
    expect(rows(await get(`return-damage?warehouseId=${central}`))).toEqual([['CENTRAL', 'broken', 'AGUA-500', '2', '1', '2']]);
  });

  it('stock check: the differences the posted counts found, valued at cost, with gains and losses apart', async () => {
    const r = await get('stock-check');
    expect(r.status).toBe(200);
    const rows = (x: any) => x.body.data.rows.map((l: any) => [l.warehouseCode, l.code, l.book, l.counted, l.difference, l.value]);
    expect(rows(r)).toEqual([
      ['CENTRAL', 'COLA-1L', '75', '73', '-2', '-4'],
      ['NORTE', 'COLA-1L', '24', '25', '1', '2'],
    ]);
    // Gain 1, loss 2, net -1; value -4 + 2 = -2; two counts.
    expect(r.body.data).toEqual(expect.objectContaining({ total: 2, currency: 'USD', totals: { counts: 2, gain: '1', loss: '2', net: '-1', value: '-2' } }));
    // With the lines that matched: the water of Central too.
    const all = await get('stock-check?all=true');
    expect(rows(all)).toContainEqual(['CENTRAL', 'AGUA-500', '38', '38', '0', '0']);
    expect(all.body.data.total).toBe(3);
    expect(rows(await get(`stock-check?warehouseId=${norte}`))).toEqual([['NORTE', 'COLA-1L', '24', '25', '1', '2']]);
    const today = r.body.data.rows[0].day as string;
    const before = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect((await get(`stock-check?to=${before}`)).body.data.total).toBe(0);
    expect((await get('stock-check?all=maybe')).status).toBe(400);
  });

  it("only Root, Admin and positions with the report's page may read it; bad input answers 400", async () => {
    expect((await get('stock-transfer', viewer)).status).toBe(200);
    const other = await get('return-damage', viewer);
    expect(other.status).toBe(403);
    expect(other.body.data ?? null).toBeNull();
    expect((await api.call('GET', '/be/api/report/stock-transfer')).status).toBe(401);
    for (const path of ['stock-transfer?from=2026-02-30', 'stock-transfer?from=2026-01-20&to=2026-01-08', 'stock-transfer?warehouseId=x', 'return-damage?reason=stolen', 'return-damage?limit=9999']) {
      const res = await get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(res.body.error?.code).toBeTruthy();
      expect(res.body.data ?? null).toBeNull();
    }
  });
});
