import { randomUUID } from 'node:crypto';
import { productStreamId } from '@tradedesk/contracts/catalog/products';
import { purchaseOrderStreamId } from '@tradedesk/contracts/purchasing/purchase-order';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../identity/testing/api-harness.js';

/**
 * Replenishment over real HTTP on PostgreSQL: levels set, stock counted, goods on order -> the
 * proposal's numbers; the order saved (pulling a pre-purchase order), edited, and turned into one
 * purchase order draft per supplier; bad input appends nothing; a race of two conversions has one
 * winner and a 409; a retried command is applied once.
 */
describe('replenishment API', () => {
  let api: ApiHarness;
  let root: string;
  let cola: string;
  let agua: string;
  let te: string;
  let central: string;
  let yiwu: string;
  let ningbo: string;

  const events = async () => Number((await api.platform.db.query<{ n: string }>('select count(*)::text as n from es.events')).rows[0].n);
  const get = async (path: string) => {
    const r = await api.call('GET', `${path}${path.includes('?') ? '&' : '?'}waitFor=${await api.written()}`, { token: root });
    expect(r.status).toBe(200);
    return r.body.data;
  };
  const call = (method: string, path: string, body?: unknown) => api.call(method, `/be/api${path}`, { token: root, body });
  const meta = (id: string) => ({ userId: 'test', commandId: id, correlationId: id, causationId: id });
  const drafts = async () =>
    (await api.platform.db.query<{ data: any }>(`select data from es.events where type = 'PurchaseOrderDrafted' order by global_position`)).rows.map((r) => r.data);

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../system/daemon-host.js');
    api.app.get(DaemonHost).start(200);
    root = await api.login('root', ROOT_PASSWORD);
    const product = async (body: unknown) => {
      const r = await call('POST', '/products', body);
      expect(r.status).toBe(201);
      return r.body.data.id as string;
    };
    cola = await product({ code: 'COLA-350', name: 'Cola 350 ml', packings: { box: { size: '24', barcode: '7801000000011' } } });
    agua = await product({ code: 'AGUA-500', name: 'Agua 500 ml' });
    te = await product({ code: 'TE-VERDE', name: 'Té verde', packings: { box: { size: '12', barcode: '7801000000035' } }, prices: { box: { purchase: '50' } } });
    central = (await call('POST', '/warehouses', { code: 'CENTRAL', name: 'Bodega Central' })).body.data.id;
    yiwu = (await call('POST', '/suppliers', { code: 'YIWU', name: 'Yiwu Trading', currency: 'USD', country: 'CN' })).body.data.id;
    ningbo = (await call('POST', '/suppliers', { code: 'NINGBO', name: 'Ningbo Imports', currency: 'CNY', country: 'CN' })).body.data.id;
    // Agua is linked to Ningbo in the catalogue (the price-list sync writes this event).
    await api.platform.store.append(productStreamId(agua), 'any', [{ type: 'ProductSupplierLinked', data: { productId: agua, supplierId: ningbo, itemCode: 'NB-AGUA' } }], meta('link-agua'), {
      inline: api.platform.inline,
    });
    // 2 boxes of cola on hand, through a stock count.
    const count = await call('POST', '/stock/counts', { warehouseId: central });
    expect(count.status).toBe(201);
    expect((await call('PUT', `/stock/counts/${count.body.data.id}/lines`, { version: 1, lines: [{ productId: cola, unit: 'box', quantity: '2' }] })).status).toBe(200);
    expect((await call('POST', `/stock/counts/${count.body.data.id}/post`, { version: 2 })).status).toBe(200);
    // 1 box of cola on order from Yiwu at 96 a box (a committed purchase order).
    await api.platform.store.append(
      purchaseOrderStreamId('po-test-1'),
      'any',
      [
        {
          type: 'PurchaseOrderCommitted',
          data: {
            purchaseOrderId: 'po-test-1', number: 'PO-TEST-1', supplierId: yiwu, warehouseId: central, currency: 'USD', rate: '1', costCurrency: 'USD', expectedDate: null, total: '96',
            lines: [{ line: 1, productId: cola, code: 'COLA-350', name: 'Cola 350 ml', unit: 'box', quantity: '1', baseQuantity: '24', unitPrice: '96', amount: '96' }],
          },
        },
      ],
      meta('commit-po-test-1'),
    );
  });
  afterAll(() => api.close());

  it('levels with min > max, a product twice or an unknown product are refused and append nothing', async () => {
    const before = await events();
    const bad = await call('PUT', '/purchase/stock-levels', { levels: [{ productId: cola, warehouseId: central, minimum: '50', maximum: '10' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.error!.message).toMatch(/maximum/);
    expect((await call('PUT', '/purchase/stock-levels', { levels: [{ productId: cola, warehouseId: central, minimum: '1', maximum: '2' }, { productId: cola, warehouseId: central, minimum: '1', maximum: '3' }] })).status).toBe(400);
    const unknown = await call('PUT', '/purchase/stock-levels', { levels: [{ productId: cola, warehouseId: central, minimum: '1', maximum: '2' }, { productId: 'nope', warehouseId: central, minimum: '1', maximum: '2' }] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error!.message).toMatch(/Row 2/);
    expect(await events()).toBe(before);
  });

  it('the proposal orders maximum - on hand - on order, in whole packings, from the last supplier at the last price', async () => {
    const set = await call('PUT', '/purchase/stock-levels', {
      levels: [
        { productId: cola, warehouseId: central, minimum: '100', maximum: '250' },
        { productId: agua, warehouseId: central, minimum: '10', maximum: '50' },
        { productId: te, warehouseId: central, minimum: '5', maximum: '30' },
      ],
    });
    expect(set.status).toBe(200);
    const levels = await get(`/be/api/purchase/stock-levels?warehouseId=${central}`);
    expect(levels.rows.map((r: any) => [r.code, r.minimum, r.maximum, r.onHand, r.onOrder])).toEqual([
      ['AGUA-500', '10', '50', '0', '0'],
      ['COLA-350', '100', '250', '48', '24'],
      ['TE-VERDE', '5', '30', '0', '0'],
    ]);
    const proposal = await get(`/be/api/purchase/replenishment-orders/proposal?warehouseId=${central}`);
    expect(proposal.lines.map((l: any) => [l.code, l.supplierId, l.unit, l.quantity, l.baseQuantity, l.unitPrice, l.currency])).toEqual([
      // 50 - 0 - 0 in base units, from the supplier linked in the catalogue, no price known yet
      ['AGUA-500', ningbo, 'unit', '50', '50', null, 'CNY'],
      // 250 - 48 - 24 = 178 -> 8 boxes of 24 = 192, from Yiwu at its last 96 a box
      ['COLA-350', yiwu, 'box', '8', '192', '96', 'USD'],
      // 30 -> 3 boxes of 12 (the box has a purchase price), no supplier yet
      ['TE-VERDE', null, 'box', '3', '36', null, null],
    ]);
  });

  let orderId: string;
  let prePurchaseId: string;

  it('a pre-purchase order is noted, pulled into a saved replenishment order (once), and is then done', async () => {
    const pp = await call('POST', '/purchase/pre-purchase-orders', { productId: te, warehouseId: central, unit: 'box', quantity: '2', note: 'for Mr. Li', askedBy: 'Ana' });
    expect(pp.status).toBe(201);
    prePurchaseId = pp.body.data.id;
    expect((await get('/be/api/purchase/pre-purchase-orders')).rows.map((r: any) => [r.code, r.quantity, r.baseQuantity, r.askedBy, r.status])).toEqual([['TE-VERDE', '2', '24', 'Ana', 'open']]);

    const before = await events();
    const badUnit = await call('POST', '/purchase/replenishment-orders', { lines: [{ productId: agua, warehouseId: central, unit: 'bag', quantity: '1' }] });
    expect(badUnit.status).toBe(400);
    expect(badUnit.body.error!.reason).toBe('unit_without_packing');
    expect((await call('POST', '/purchase/replenishment-orders', { lines: [] })).status).toBe(400);
    expect(await events()).toBe(before);

    const commandId = randomUUID();
    const body = {
      commandId,
      note: 'weekly',
      prePurchaseIds: [prePurchaseId],
      lines: [
        { productId: agua, warehouseId: central, supplierId: ningbo, unit: 'unit', quantity: '50' },
        { productId: cola, warehouseId: central, supplierId: yiwu, unit: 'box', quantity: '8', unitPrice: '96' },
        { productId: te, warehouseId: central, supplierId: null, unit: 'box', quantity: '5' },
      ],
    };
    const created = await call('POST', '/purchase/replenishment-orders', body);
    expect(created.status).toBe(201);
    expect(created.body.data.number).toMatch(/^RP-\d{8}-0001$/);
    orderId = created.body.data.id;
    const again = await call('POST', '/purchase/replenishment-orders', body);
    expect(again.body.data).toMatchObject({ id: orderId, number: created.body.data.number, duplicate: true });
    expect((await get('/be/api/purchase/replenishment-orders')).total).toBe(1);
    const pulled = (await get('/be/api/purchase/pre-purchase-orders?status=all')).rows[0];
    expect([pulled.status, pulled.replenishmentNumber]).toEqual(['pulled', created.body.data.number]);

    const twice = await call('POST', '/purchase/replenishment-orders', { ...body, commandId: undefined });
    expect(twice.status).toBe(409);
    expect(twice.body.error!.reason).toBe('closed_pre_purchase');
  });

  it('turning it into purchase orders needs a supplier on every line; then one draft per supplier, linked both ways; the race has one winner', async () => {
    const before = await events();
    const noSupplier = await call('POST', `/purchase/replenishment-orders/${orderId}/purchase-orders`, { version: 1 });
    expect(noSupplier.status).toBe(400);
    expect(noSupplier.body.error!.reason).toBe('supplier_required');
    expect(await events()).toBe(before);

    const lines = [
      { productId: agua, warehouseId: central, supplierId: ningbo, unit: 'unit', quantity: '50', unitPrice: '1.2' },
      { productId: cola, warehouseId: central, supplierId: yiwu, unit: 'box', quantity: '8', unitPrice: '96' },
      { productId: te, warehouseId: central, supplierId: yiwu, unit: 'box', quantity: '5', unitPrice: '50' },
    ];
    expect((await call('PUT', `/purchase/replenishment-orders/${orderId}`, { version: 1, note: 'weekly', lines })).status).toBe(200);
    const stale = await call('PUT', `/purchase/replenishment-orders/${orderId}`, { version: 1, note: 'other', lines });
    expect(stale.status).toBe(409);

    const ids = [randomUUID(), randomUUID()];
    const race = await Promise.all(ids.map((commandId) => call('POST', `/purchase/replenishment-orders/${orderId}/purchase-orders`, { commandId, version: 2 })));
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    const winnerId = ids[race.findIndex((r) => r.status === 200)];
    const won = race.find((r) => r.status === 200)!.body.data;
    expect(won.purchaseOrders).toHaveLength(2);

    const written = (await drafts()).map((d) => [d.supplierId, d.currency, d.warehouseId, d.origin?.id, d.lines.map((l: any) => [l.line, l.code, l.unit, l.quantity, l.baseQuantity, l.unitPrice])]);
    expect(written).toEqual([
      [ningbo, 'CNY', central, orderId, [[1, 'AGUA-500', 'unit', '50', '50', '1.2']]],
      [yiwu, 'USD', central, orderId, [[1, 'COLA-350', 'box', '8', '192', '96'], [2, 'TE-VERDE', 'box', '5', '60', '50']]],
    ]);
    expect((await drafts()).map((d) => d.number)).toEqual(won.purchaseOrders.map((p: any) => p.number));

    // The retried winner answers the same purchase orders and writes nothing more.
    const retried = await call('POST', `/purchase/replenishment-orders/${orderId}/purchase-orders`, { commandId: winnerId, version: 2 });
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ duplicate: true, purchaseOrders: won.purchaseOrders });
    expect(await drafts()).toHaveLength(2);

    const view = await get(`/be/api/purchase/replenishment-orders/${orderId}`);
    expect([view.status, view.purchaseOrders.map((p: any) => p.number)]).toEqual(['converted', won.purchaseOrders.map((p: any) => p.number)]);
    // Each purchase order's details name the replenishment order it was made from.
    for (const ref of won.purchaseOrders) {
      const po = await call('GET', `/purchase/orders/${ref.purchaseOrderId}`);
      expect([po.status, po.body.data.origin]).toEqual([200, { type: 'replenishment', id: orderId, number: view.number }]);
    }
    const edit = await call('PUT', `/purchase/replenishment-orders/${orderId}`, { version: 3, note: 'late', lines });
    expect([edit.status, edit.body.error!.reason]).toEqual([409, 'converted_replenishment']);
  });
});
