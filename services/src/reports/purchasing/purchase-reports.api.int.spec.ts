import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';
import { registerJobs } from '../../jobs.js';

/**
 * The purchase reports over real HTTP on PostgreSQL (docs/reports.md "Purchase reports"), on a
 * January of two suppliers whose figures are worked out by hand below. Everything is in USD (the
 * orders' currency and the cost currency), products have no packings, so a line's value is its
 * base quantity x its unit price. Goods move at 14:00 UTC: inside the same business day for the
 * company's offset.
 *
 * - PO-A (ACME, Central): 100 cola at 2.00 = 200. Received 60 on 5 Jan (120), 40 on 20 Jan (80).
 * - PO-B (BETA, Norte): 50 water at 1.00 + 10 cola at 2.50 = 75, all received on 12 Jan;
 *   5 water sent back on 15 Jan (-5).
 * - PO-C (ACME, Central): 20 water at 1.20 = 24, committed, nothing received.
 * - ACME's payable: opening 100 on 2 Jan, paid 150 on 25 Jan, paid 10 on 26 Jan reversed on 27 Jan.
 * - BETA's payable: paid 30 on 14 Jan.
 * The orders are committed today (their commit time is the real clock), so they count as ordered
 * only in a period that reaches today.
 */
describe('purchase reports API', () => {
  let api: ApiHarness;
  let root: string;
  let buyer: string;
  let acme: string;
  let beta: string;
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
  const order = async (supplierId: string, warehouseId: string, lines: { productId: string; quantity: string; unitPrice: string }[]) => {
    const draft = await ok('POST', '/purchase/orders', { supplierId, warehouseId, currency: 'USD', lines: lines.map((l) => ({ ...l, unit: 'unit' })) });
    const committed = await ok('POST', `/purchase/orders/${draft.id}/commit`, { version: draft.version });
    return { id: draft.id as string, number: draft.number as string, version: committed.version as number };
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
    acme = (await ok('POST', '/suppliers', { code: 'ACME', name: 'Acme Bebidas', currency: 'USD' })).id;
    beta = (await ok('POST', '/suppliers', { code: 'BETA', name: 'Beta Aguas', currency: 'USD' })).id;
    const position = (await ok('POST', '/positions', { name: 'Buyer', pagePrivileges: { ReportPurchase: 'Accessable' } })).id;
    await ok('POST', '/employees', { username: 'bruno', password: 'password-1', name: 'Bruno', positionIds: [position] });
    buyer = await api.login('bruno', 'password-1');

    await ok('POST', `/supplier-accounts/${acme}/entries`, { kind: 'opening', currency: 'USD', amount: '100', date: '2026-01-02' });
    const a = await order(acme, central, [{ productId: cola, quantity: '100', unitPrice: '2' }]);
    const b = await order(beta, norte, [{ productId: agua, quantity: '50', unitPrice: '1' }, { productId: cola, quantity: '10', unitPrice: '2.5' }]);
    await order(acme, central, [{ productId: agua, quantity: '20', unitPrice: '1.2' }]);
    const a1 = await ok('POST', `/purchase/orders/${a.id}/receipts`, { version: a.version, warehouseId: central, receivedAt: '2026-01-05T14:00:00.000Z', lines: [{ orderLine: 1, quantity: '60' }] });
    const b1 = await ok('POST', `/purchase/orders/${b.id}/receipts`, {
      version: b.version, warehouseId: norte, receivedAt: '2026-01-12T14:00:00.000Z', lines: [{ orderLine: 1, quantity: '50' }, { orderLine: 2, quantity: '10' }],
    });
    await ok('POST', `/supplier-accounts/${beta}/entries`, { kind: 'payment', currency: 'USD', amount: '30', method: 'cash', date: '2026-01-14' });
    await ok('POST', `/purchase/orders/${b.id}/returns`, { version: b1.version, warehouseId: norte, returnedAt: '2026-01-15T14:00:00.000Z', reason: 'botellas rotas', lines: [{ orderLine: 1, quantity: '5' }] });
    await ok('POST', `/purchase/orders/${a.id}/receipts`, { version: a1.version, warehouseId: central, receivedAt: '2026-01-20T14:00:00.000Z', lines: [{ orderLine: 1, quantity: '40' }] });
    await ok('POST', `/supplier-accounts/${acme}/entries`, { kind: 'payment', currency: 'USD', amount: '150', method: 'bank-transfer', date: '2026-01-25' });
    const twice = await ok('POST', `/supplier-accounts/${acme}/entries`, { kind: 'payment', currency: 'USD', amount: '10', method: 'cash', date: '2026-01-26' });
    await ok('POST', `/supplier-accounts/${acme}/entries/${twice.id}/reverse`, { reason: 'paid twice by mistake', date: '2026-01-27' });
  });
  afterAll(() => api?.close());

  const groupRows = (r: any) => r.body.data.rows.map((x: any) => [x.key, x.orders, x.quantity, x.received, x.returned, x.net]);

  it('purchases per business day of January: received, returned, net and base units, with totals over the month', async () => {
    const r = await get('purchase?from=2026-01-01&to=2026-01-31');
    expect(r.status).toBe(200);
    expect(groupRows(r)).toEqual([
      ['2026-01-05', 1, '60', '120', '0', '120'],
      // 50 x 1 + 10 x 2.5
      ['2026-01-12', 1, '60', '75', '0', '75'],
      ['2026-01-15', 1, '-5', '0', '5', '-5'],
      ['2026-01-20', 1, '40', '80', '0', '80'],
    ]);
    // 60 + 60 - 5 + 40 = 155 units; 120 + 75 + 80 = 275 received; 275 - 5 = 270; PO-A and PO-B.
    expect(r.body.data).toEqual(expect.objectContaining({ total: 4, currency: 'USD', totals: { quantity: '155', received: '275', returned: '5', net: '270', orders: 2 } }));
    // The 10th to the 15th: only the 12th and the 15th.
    expect(groupRows(await get('purchase?from=2026-01-10&to=2026-01-15')).map((x: any[]) => x[0])).toEqual(['2026-01-12', '2026-01-15']);
  });

  it('purchases per supplier, warehouse and month, filtered and paged', async () => {
    const bySupplier = await get('purchase?from=2026-01-01&to=2026-01-31&by=supplier');
    expect(bySupplier.body.error).toBeNull();
    expect(bySupplier.body.data.rows.map((x: any) => [x.code, x.name, x.orders, x.quantity, x.received, x.returned, x.net])).toEqual([
      ['ACME', 'Acme Bebidas', 1, '100', '200', '0', '200'],
      ['BETA', 'Beta Aguas', 1, '55', '75', '5', '70'],
    ]);
    expect(bySupplier.body.data.rows[0].key).toBe(acme);
    const byWarehouse = await get('purchase?by=warehouse');
    expect(byWarehouse.body.data.rows.map((x: any) => [x.code, x.net])).toEqual([['CENTRAL', '200'], ['NORTE', '70']]);
    expect(groupRows(await get('purchase?by=month'))).toEqual([['2026-01', 2, '155', '275', '5', '270']]);
    expect(groupRows(await get(`purchase?by=day&supplierId=${beta}`))).toEqual([
      ['2026-01-12', 1, '60', '75', '0', '75'],
      ['2026-01-15', 1, '-5', '0', '5', '-5'],
    ]);
    expect(groupRows(await get(`purchase?warehouseId=${central}&from=2026-01-06`))).toEqual([['2026-01-20', 1, '40', '80', '0', '80']]);
    const second = await get('purchase?limit=3&offset=3');
    expect(groupRows(second)).toEqual([['2026-01-20', 1, '40', '80', '0', '80']]);
    expect(second.body.data).toEqual(expect.objectContaining({ total: 4, totals: expect.objectContaining({ net: '270' }) }));
    expect((await get('purchase?from=2026-02-01')).body.data).toEqual(expect.objectContaining({ rows: [], total: 0, totals: { quantity: '0', received: '0', returned: '0', net: '0', orders: 0 } }));
  });

  it('purchase detail: every received and returned line in the order the goods moved, with its value at cost', async () => {
    const r = await get('purchase-detail?from=2026-01-01&to=2026-01-31');
    expect(r.status).toBe(200);
    expect(r.body.data.rows.map((x: any) => [x.day, x.kind, x.supplierCode, x.warehouseCode, x.code, x.quantity, x.unitCost, x.value])).toEqual([
      ['2026-01-05', 'receipt', 'ACME', 'CENTRAL', 'COLA-1L', '60', '2', '120'],
      ['2026-01-12', 'receipt', 'BETA', 'NORTE', 'AGUA-500', '50', '1', '50'],
      ['2026-01-12', 'receipt', 'BETA', 'NORTE', 'COLA-1L', '10', '2.5', '25'],
      ['2026-01-15', 'return', 'BETA', 'NORTE', 'AGUA-500', '-5', '1', '-5'],
      ['2026-01-20', 'receipt', 'ACME', 'CENTRAL', 'COLA-1L', '40', '2', '80'],
    ]);
    expect(r.body.data).toEqual(expect.objectContaining({ total: 5, currency: 'USD', totals: { quantity: '155', value: '270' } }));
    expect(r.body.data.rows[0]).toEqual(expect.objectContaining({ name: 'Cola 1 l', supplierName: 'Acme Bebidas', warehouseName: 'Bodega Central', at: '2026-01-05T14:00:00.000Z' }));
    expect(r.body.data.rows[0].orderNumber).toMatch(/^PO/);
    // One product's lines; only returns.
    expect((await get(`purchase-detail?productId=${cola}`)).body.data.totals).toEqual({ quantity: '110', value: '225' });
    expect((await get('purchase-detail?kind=return')).body.data.rows.map((x: any) => x.value)).toEqual(['-5']);
  });

  it('per supplier: owed before the period, received, returned, paid (net of a reversed payment) and owed at its end', async () => {
    const jan = await get('supplier-purchase?from=2026-01-03&to=2026-01-31');
    expect(jan.status).toBe(200);
    const cols = (r: any) => r.body.data.rows.map((x: any) => [x.code, x.currency, x.opening, x.ordered, x.received, x.returned, x.paid, x.adjusted, x.owed]);
    // ACME: 100 before; received 120 + 80; paid 150 + 10 - 10; owed 100 + 200 - 150 = 150.
    // BETA: received 75, returned 5, paid 30: owed 40. Ordered: the orders were committed today, not in January.
    expect(cols(jan)).toEqual([
      ['ACME', 'USD', '100', '0', '200', '0', '150', '0', '150'],
      ['BETA', 'USD', '0', '0', '75', '5', '30', '0', '40'],
    ]);
    expect(jan.body.data.totals).toEqual([{ currency: 'USD', ordered: '0', received: '275', returned: '5', paid: '180', owed: '190' }]);
    // Up to the 13th: ACME 100 + 120 = 220 owed; BETA 75, paid nothing yet.
    expect(cols(await get('supplier-purchase?from=2026-01-03&to=2026-01-13'))).toEqual([
      ['ACME', 'USD', '100', '0', '120', '0', '0', '0', '220'],
      ['BETA', 'USD', '0', '0', '75', '0', '0', '0', '75'],
    ]);
    // A period reaching today counts the orders: ACME 200 + 24, BETA 75; the opening of the 2nd is posted in it.
    expect(cols(await get('supplier-purchase'))).toEqual([
      ['ACME', 'USD', '0', '224', '200', '0', '150', '100', '150'],
      ['BETA', 'USD', '0', '75', '75', '5', '30', '0', '40'],
    ]);
    expect(cols(await get(`supplier-purchase?supplierId=${beta}&to=2026-01-31`))).toEqual([['BETA', 'USD', '0', '0', '75', '5', '30', '0', '40']]);
  });

  it('only Root, Admin and positions with the report\'s page may read it', async () => {
    expect((await get('purchase', buyer)).status).toBe(200);
    // The supplier filter of the screen: every supplier by code.
    const suppliers = await get('purchase-suppliers', buyer);
    expect(suppliers.body.data.suppliers).toEqual([{ id: acme, code: 'ACME', name: 'Acme Bebidas' }, { id: beta, code: 'BETA', name: 'Beta Aguas' }]);
    for (const path of ['purchase-detail', 'supplier-purchase']) {
      const r = await get(path, buyer);
      expect(r.status).toBe(403);
      expect(r.body.data ?? null).toBeNull();
    }
    expect((await api.call('GET', '/be/api/report/purchase')).status).toBe(401);
  });

  it('bad input answers 400 with a code and nothing else', async () => {
    for (const path of [
      'purchase?by=colour',
      'purchase?from=2026-02-30',
      'purchase?from=2026-01-20&to=2026-01-08',
      'purchase?limit=0',
      'purchase?extra=1',
      'purchase-detail?kind=gift',
      'purchase-detail?offset=-1',
      'supplier-purchase?currency=usd',
      'supplier-purchase?to=yesterday',
    ]) {
      const r = await get(path);
      expect({ path, status: r.status }).toEqual({ path, status: 400 });
      expect(r.body.error?.code).toBeTruthy();
      expect(r.body.data ?? null).toBeNull();
    }
  });
});
