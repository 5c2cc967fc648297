import type { StockMoved } from '@tradedesk/contracts/inventory/stock';
import { type SaleOrderCommitted, saleOrderStreamId } from '@tradedesk/contracts/sales/sale-order';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../identity/testing/api-harness.js';

/**
 * Cost and profit over real HTTP on PostgreSQL (docs/costing.md): the figures of a sale, corrected
 * by a receipt entered late with the day the goods really arrived; who may read them (Root, Admin,
 * positions with the profit report's privilege; a sales clerk may not); bad input answers 400.
 * Receipts are appended as the purchasing context appends them (StockMoved kind 'receipt', source
 * purchase, documentId the receipt, `at` when the goods arrived).
 */
describe('cost and profit API', () => {
  let api: ApiHarness;
  let root: string;
  let analyst: string;
  let clerk: string;
  let admin: string;
  let n = 0;
  const meta = () => ({ userId: 'u-test', commandId: `c-${++n}`, correlationId: `c-${n}`, causationId: `c-${n}` });
  const receipt = (id: string, qty: string, cost: string, arrived: string): StockMoved => ({
    type: 'StockMoved',
    data: {
      source: { type: 'purchase', id: `po-${id}`, number: `PO-${id}` }, reason: null, allowNegative: true, documentId: `rc-${id}`, at: arrived,
      movements: [{ line: 1, kind: 'receipt', warehouseId: 'w1', zoneId: null, productId: 'cola', quantity: qty, unit: 'unit', unitQuantity: qty, unitCost: cost }],
    },
  });
  const sold = (id: string, qty: string, amount: string): [SaleOrderCommitted, StockMoved] => [
    {
      type: 'SaleOrderCommitted',
      data: {
        orderId: id, number: `SO-${id}`, customer: { id: 'c1', code: 'C-001', name: 'Restaurante Don Pepe' }, warehouseId: 'w1', currency: 'CLP', rate: '1',
        deliveryMode: 'direct', deliveryDate: null, taxRate: null, subtotal: amount, tax: '0', total: amount, dueDate: '2026-02-14',
        lines: [{ lineId: `${id}-1`, productId: 'cola', unit: 'unit', quantity: qty, baseQuantity: qty, amount, gift: false, unitCost: '0' }],
      },
    },
    {
      type: 'StockMoved',
      data: {
        source: { type: 'sale', id, number: `SO-${id}` }, reason: null, allowNegative: true,
        movements: [{ line: 1, kind: 'issue', warehouseId: 'w1', zoneId: null, productId: 'cola', quantity: `-${qty}`, unit: 'unit', unitQuantity: qty, unitCost: '0' }],
      },
    },
  ];
  const get = (path: string, token = root) => api.call('GET', `/be/api/cost/${path}`, { token });

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../system/daemon-host.js');
    api.app.get(DaemonHost).start(200);
    root = await api.login('root', ROOT_PASSWORD);
    const pos = async (name: string, pages: string[]) =>
      (await api.call('POST', '/be/api/positions', { token: root, body: { name, pagePrivileges: Object.fromEntries(pages.map((p) => [p, 'Accessable'])) } })).body.data.id;
    const profitPos = await pos('Profit analyst', ['ReportProfit']);
    const salesPos = await pos('Sales clerk', ['SaleNew', 'SaleList']);
    await api.call('POST', '/be/api/employees', { token: root, body: { username: 'paula', password: 'password-1', name: 'Paula', positionIds: [profitPos] } });
    await api.call('POST', '/be/api/employees', { token: root, body: { username: 'carlos', password: 'password-1', name: 'Carlos', positionIds: [salesPos] } });
    await api.call('POST', '/be/api/employees', { token: root, body: { username: 'ana', password: 'password-1', name: 'Ana', roles: ['Admin'] } });
    analyst = await api.login('paula', 'password-1');
    clerk = await api.login('carlos', 'password-1');
    admin = await api.login('ana', 'password-1');
    await api.platform.store.append('purchase-order-po-1', 'no_stream', [receipt('1', '10', '1000', '2026-01-05T12:00:00.000Z')], meta());
    await api.platform.store.append(saleOrderStreamId('so1'), 'no_stream', sold('so1', '4', '6000'), meta());
  });
  afterAll(() => api?.close());

  it('the profit of a sale: revenue, cost at the average of the moment, profit; per order, customer and product', async () => {
    const r = await get(`profit?by=order&waitFor=${await api.written()}`);
    expect(r.status).toBe(200);
    expect(r.body.data.rows).toEqual([expect.objectContaining({ orderNumber: 'SO-so1', customerName: 'Restaurante Don Pepe', quantity: '4', revenue: '6000', cost: '4000', profit: '2000' })]);
    expect((await get('profit?by=customer', analyst)).body.data.rows).toEqual([expect.objectContaining({ customerId: 'c1', profit: '2000' })]);
    expect((await get('profit?by=product', admin)).body.data.rows).toEqual([expect.objectContaining({ productId: 'cola', profit: '2000' })]);
  });

  it('a receipt entered late, dated before the sale, corrects the sale\'s cost and profit and the cost history', async () => {
    // 10 arrived on the 6th at 700 each, entered only now: 20 worth 17000 = 850 when the sale took 4.
    const sale = (await api.platform.db.query<{ recorded_at: Date }>(`select recorded_at from es.events where stream_id = $1 order by stream_version limit 1`, [saleOrderStreamId('so1')])).rows[0]!.recorded_at;
    const arrived = new Date(new Date(sale).getTime() - 3600_000).toISOString();
    await api.platform.store.append('purchase-order-po-2', 'no_stream', [receipt('2', '10', '700', arrived)], meta());
    const r = await get(`profit?by=line&orderId=so1&waitFor=${await api.written()}`, analyst);
    expect(r.body.data.rows).toEqual([expect.objectContaining({ key: 'so1:1', revenue: '6000', cost: '3400', profit: '2600' })]);
    const h = await get('history?productId=cola', analyst);
    expect(h.body.data.rows.map((x: any) => [x.kind, x.quantity, x.value, x.unitCostAfter])).toEqual([
      ['receipt', '10', '10000', '1000'],
      ['receipt', '10', '7000', '850'],
      ['issue', '-4', '-3400', '850'],
    ]);
    const v = await get('stock-value?warehouseId=w1', analyst);
    expect(v.body.data.rows).toEqual([{ warehouseId: 'w1', productId: 'cola', quantity: '16', unitCost: '850', value: '13600' }]);
    const before = await get(`stock-value?warehouseId=w1&asOf=${encodeURIComponent('2026-01-05T13:00:00.000Z')}`, analyst);
    expect(before.body.data.rows).toEqual([expect.objectContaining({ quantity: '10', unitCost: '1000', value: '10000' })]);
  });

  it('only Root, Admin and positions with the profit report may read cost and profit', async () => {
    for (const path of ['profit', 'history?productId=cola', 'stock-value']) {
      const r = await get(path, clerk);
      expect(r.status).toBe(403);
      expect(r.body.data ?? null).toBeNull();
    }
  });

  it('bad input answers 400 with the field named', async () => {
    for (const path of ['profit?by=warehouse', 'history', 'stock-value?asOf=yesterday', 'profit?limit=0', 'history?productId=cola&extra=1']) {
      const r = await get(path);
      expect(r.status).toBe(400);
      expect(r.body.error?.code).toBeTruthy();
    }
  });

  it('the sale list and a sale order carry cost and profit for Root, Admin and the profit report, never for a sales clerk', async () => {
    const call = (method: string, path: string, body?: unknown, token = root) => api.call(method, `/be/api/${path}`, { token, body });
    const agua = (await call('POST', 'products', { code: 'AGUA-500', name: 'Agua 500 ml', cost: '250', prices: { unit: { retail: '500', wholesale: '400' } } })).body.data.id;
    const central = (await call('POST', 'warehouses', { code: 'CENTRAL', name: 'Bodega Central' })).body.data.id;
    // 10 bottles counted in at the product's cost 250, then a sale of 4 at 400.
    const count = (await call('POST', 'stock/counts', { warehouseId: central, productIds: [agua] })).body.data.id;
    await call('PUT', `stock/counts/${count}/lines`, { version: 1, lines: [{ productId: agua, quantity: '10' }] });
    expect((await call('POST', `stock/counts/${count}/post`, { version: 2 })).status).toBe(200);
    const d = (await call('POST', 'sale/order', { warehouseId: central })).body.data;
    const l = await call('POST', 'sale/order/detail', { id: d.id, version: d.version, line: { productId: agua, quantity: '4', price: '400' } });
    expect(l.status).toBe(200);
    const c = await call('POST', 'sale/order/save-commit', { id: d.id, version: l.body.data.version });
    expect(c.status).toBe(200);
    const subtotal = c.body.data.order.subtotal;
    const waitFor = await api.written();
    await get(`profit?orderId=${d.id}&waitFor=${waitFor}`);

    const one = await call('GET', `sale/order?id=${d.id}`);
    expect(one.body.data.profit.order).toEqual({ revenue: subtotal, cost: '1000', profit: String(Number(subtotal) - 1000) });
    expect(Object.values(one.body.data.profit.lines)).toEqual([{ revenue: subtotal, cost: '1000', profit: String(Number(subtotal) - 1000) }]);
    const list = await call('GET', `sale/order?waitFor=${waitFor}`, undefined, admin);
    expect(list.body.data.profit[d.id]).toMatchObject({ cost: '1000' });

    const clerkOne = await call('GET', `sale/order?id=${d.id}`, undefined, clerk);
    expect(clerkOne.status).toBe(200);
    expect(clerkOne.body.data.number).toBe(d.number);
    expect('profit' in clerkOne.body.data).toBe(false);
    const clerkList = await call('GET', 'sale/order', undefined, clerk);
    expect(clerkList.status).toBe(200);
    expect(clerkList.body.data.rows.length).toBeGreaterThan(0);
    expect('profit' in clerkList.body.data).toBe(false);
    expect(JSON.stringify(clerkList.body.data)).not.toContain('"cost"');
  });
});
