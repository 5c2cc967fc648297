import { randomUUID } from 'node:crypto';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../identity/testing/api-harness.js';

/**
 * The stock screen's value follows the cost projection (docs/costing.md), over real HTTP on
 * PostgreSQL: goods received at 2 a unit, then a waybill's freight spread over them. The stock on
 * hand is worth the landed cost (quantity x the product's unit cost after freight) in each
 * warehouse, now and as of a moment (the freight belongs to the receipt) — not the 2 a unit the
 * receipt recorded.
 */
describe('stock on hand valued at landed cost', () => {
  let api: ApiHarness;
  let root: string;

  const call = (method: string, path: string, body?: unknown) => api.call(method, `/be/api${path}`, { token: root, body });
  const ok = async (method: string, path: string, body?: unknown) => {
    const r = await call(method, path, body);
    if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body.error)}`);
    return r.body.data;
  };
  /** Reads a read model once it has caught up with everything appended so far. */
  const get = async (path: string) => {
    const head = await api.written();
    for (let i = 0; ; i++) {
      const r = await api.call('GET', `/be/api${path}${path.includes('?') ? '&' : '?'}waitFor=${head}`, { token: root });
      expect(r.status).toBe(200);
      if (r.headers.get('X-Read-Model-Fresh') !== 'no' || i >= 11) return r.body.data;
    }
  };
  const valued = async (productId: string, asOf?: string) =>
    (await get(`/stock/on-hand?productId=${productId}${asOf ? `&asOf=${encodeURIComponent(asOf)}` : ''}`)).rows.map((r: any) => [r.warehouseId, r.quantity, r.value]);

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../system/daemon-host.js');
    api.app.get(DaemonHost).start(200);
    root = await api.login('root', ROOT_PASSWORD);
    await ok('PUT', '/system-setting/settings', { settings: { NegativeStockPolicy: 'refuse', BaseCurrencyID: 'USD', SecondCurrencyID: 'CLP', CostCurrencyID: 'USD', CostMethod: 'moving-average' } });
  });
  afterAll(() => api.close());

  it('a receipt in two warehouses and its freight: each warehouse worth its quantity x the landed unit cost', async () => {
    const thermos = (await ok('POST', '/products', { code: 'TERMO-1L', name: 'Thermos 1 L', packings: { box: { size: '24' } } })).id;
    const central = (await ok('POST', '/warehouses', { code: 'CENTRAL', name: 'Central' })).id;
    const north = (await ok('POST', '/warehouses', { code: 'NORTE', name: 'North' })).id;
    const ningbo = (await ok('POST', '/suppliers', { code: 'NINGBO', name: 'Ningbo Housewares', currency: 'USD' })).id;
    await get('/suppliers');

    // 5 boxes at 48 USD (2 a unit): 3 into Central, 2 into North.
    const draft = await ok('POST', '/purchase/orders', { supplierId: ningbo, warehouseId: central, currency: 'USD', lines: [{ productId: thermos, unit: 'box', quantity: '5', unitPrice: '48' }] });
    const committed = await ok('POST', `/purchase/orders/${draft.id}/commit`, { version: draft.version });
    const first = await ok('POST', `/purchase/orders/${draft.id}/receipts`, { version: committed.version, warehouseId: central, lines: [{ orderLine: 1, quantity: '3' }] });
    await ok('POST', `/purchase/orders/${draft.id}/receipts`, { version: first.version, warehouseId: north, lines: [{ orderLine: 1, quantity: '2' }] });
    const byWarehouse = (rows: unknown[][]) => Object.fromEntries(rows.map(([w, q, v]) => [w, [q, v]]));
    expect(byWarehouse(await valued(thermos))).toEqual({ [central]: ['72', '144'], [north]: ['48', '96'] });
    const beforeFreight = new Date().toISOString();

    // 60 USD of freight spread by value: 240 + 60 = 300 for 120 units, 2.5 a unit.
    const waybill = await ok('POST', '/purchase/ocean-shipping', { commandId: randomUUID(), blNumber: 'MEDU1234567' });
    await get('/purchase/ocean-shipping/received-orders');
    await ok('POST', `/purchase/ocean-shipping/${waybill.id}/orders`, { purchaseOrderIds: [draft.id] });
    await ok('POST', `/purchase/ocean-shipping/${waybill.id}/costs`, { commandId: randomUUID(), kind: 'freight', basis: 'value', currency: 'USD', amount: '60', invoiceRef: 'FR-1', note: '' });
    expect(byWarehouse(await valued(thermos))).toEqual({ [central]: ['72', '180'], [north]: ['48', '120'] });

    // As of a moment before the freight invoice came, the goods are already worth their landed cost:
    // the freight belongs to the receipt it is spread over (the cost projection replays from it).
    expect(byWarehouse(await valued(thermos, beforeFreight))).toEqual({ [central]: ['72', '180'], [north]: ['48', '120'] });
  });
});
