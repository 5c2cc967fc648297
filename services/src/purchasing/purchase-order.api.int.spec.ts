import { randomUUID } from 'node:crypto';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../identity/testing/api-harness.js';
import { registerJobs } from '../jobs.js';

/**
 * Purchase orders over real HTTP on PostgreSQL: a draft in boxes is priced and committed, received
 * in part into warehouse A and the rest split into A and B in one call; stock on hand rises in base
 * units, the supplier's payable equals what was received; a return lowers both. Bad input answers
 * 4xx and appends nothing; two receipts raced on one order: one wins, the other 409; a retried
 * command id is applied once.
 */
describe('purchase orders API', () => {
  let api: ApiHarness;
  let root: string;
  let cola: string;
  let chips: string;
  let whA: string;
  let whB: string;
  let zoneA: string;
  let yiwu: string;

  const events = async () => Number((await api.platform.db.query<{ n: string }>('select count(*)::text as n from es.events')).rows[0].n);
  const call = (method: string, path: string, body?: unknown) => api.call(method, `/be/api${path}`, { token: root, body });
  /** The refusal's reason, or the envelope's code when there is none (40001: the body failed validation). */
  const why = (r: { body: any }) => r.body.error?.reason ?? r.body.error?.code;
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
  const onHand = async (warehouseId: string, productId: string) => (await get(`/stock/on-hand?warehouseId=${warehouseId}&productId=${productId}`)).rows[0]?.quantity ?? '0';
  const balance = async (supplierId: string, currency: string) =>
    (await get(`/supplier-accounts/${supplierId}`)).balances.find((b: any) => b.currency === currency)?.balance ?? '0';

  /** A committed order of `boxes` boxes of cola at 12.50 USD a box, rate 950 CLP. */
  async function committedOrder(boxes = '10') {
    const draft = await ok('POST', '/purchase/orders', { supplierId: yiwu, warehouseId: whA, currency: 'USD', lines: [{ productId: cola, unit: 'box', quantity: boxes, unitPrice: '12.5' }] });
    const committed = await ok('POST', `/purchase/orders/${draft.id}/commit`, { version: draft.version, rate: '950' });
    return { id: draft.id as string, number: draft.number as string, version: committed.version as number };
  }

  beforeAll(async () => {
    api = await startApi();
    registerJobs(api.platform);
    await api.platform.queue.startWorker();
    const { DaemonHost } = await import('../system/daemon-host.js');
    api.app.get(DaemonHost).start(200);
    root = await api.login('root', ROOT_PASSWORD);
    cola = (await ok('POST', '/products', { code: 'COLA-350', name: 'Cola 350 ml', unitLabel: 'lata', packings: { box: { size: '24' } } })).id;
    chips = (await ok('POST', '/products', { code: 'PAPAS-1', name: 'Papas fritas' })).id;
    whA = (await ok('POST', '/warehouses', { code: 'CENTRAL', name: 'Bodega Central' })).id;
    whB = (await ok('POST', '/warehouses', { code: 'NORTE', name: 'Tienda Norte' })).id;
    await ok('POST', `/warehouses/${whA}/zones`, { code: 'A-01', name: 'Pasillo 1' });
    zoneA = (await get(`/warehouses/${whA}/zones`)).zones[0].id;
    yiwu = (await ok('POST', '/suppliers', { code: 'YIWU', name: 'Yiwu Trading', currency: 'USD', country: 'CN' })).id;
    await ok('PUT', '/system-setting/settings', { settings: { NegativeStockPolicy: 'refuse', BaseCurrencyID: 'CLP', SecondCurrencyID: 'USD', CostCurrencyID: 'CLP' } });
    await get('/suppliers');
  });
  afterAll(() => api.close());

  it('draft in boxes -> commit -> receive part into A, the rest split into A and B: stock in base units, the payable, the details and the list', async () => {
    // A draft without a supplier or prices (as a sale order's transform-po writes them) is completed, then committed.
    const draft = await ok('POST', '/purchase/orders', { warehouseId: whA, currency: 'USD', expectedDate: '2026-02-01', lines: [{ productId: cola, unit: 'box', quantity: '10' }] });
    expect(draft.number).toMatch(/^PO/);
    let r = await call('POST', `/purchase/orders/${draft.id}/commit`, { version: draft.version, rate: '950' });
    expect([r.status, why(r)]).toEqual([400, 'supplier_required']);
    const changed = await ok('PUT', `/purchase/orders/${draft.id}`, {
      version: draft.version, supplierId: yiwu, warehouseId: whA, currency: 'USD', expectedDate: '2026-02-01', note: 'contenedor 1',
      lines: [{ productId: cola, unit: 'box', quantity: '10', unitPrice: '12.5' }],
    });
    r = await call('POST', `/purchase/orders/${draft.id}/commit`, { version: changed.version });
    expect([r.status, why(r)]).toEqual([400, 'rate_required']);
    const committed = await ok('POST', `/purchase/orders/${draft.id}/commit`, { version: changed.version, rate: '950' });

    const first = await ok('POST', `/purchase/orders/${draft.id}/receipts`, {
      version: committed.version, warehouseId: whA, zoneId: zoneA, receivedAt: '2026-01-10T15:00:00.000Z', rate: '940', lines: [{ orderLine: 1, quantity: '4' }],
    });
    expect(first.documents).toHaveLength(1);
    expect(first.documents[0].number).toMatch(/^RC/);
    expect(await onHand(whA, cola)).toBe('96');

    const split = await ok('POST', `/purchase/orders/${draft.id}/inbound-split`, {
      version: first.version,
      receipts: [
        { warehouseId: whA, rate: '940', lines: [{ orderLine: 1, quantity: '3' }] },
        { warehouseId: whB, rate: '940', lines: [{ orderLine: 1, unit: 'unit', quantity: '72' }] },
      ],
    });
    expect(split.documents).toHaveLength(2);
    expect(await onHand(whA, cola)).toBe('168');
    expect(await onHand(whB, cola)).toBe('72');
    expect(await balance(yiwu, 'USD')).toBe('125');

    const view = await ok('GET', `/purchase/orders/${draft.id}`);
    expect(view).toMatchObject({ status: 'received', currency: 'USD', rate: '950', costCurrency: 'CLP', total: '125.00', supplier: { code: 'YIWU' }, note: 'contenedor 1' });
    expect(view.lines[0]).toMatchObject({ unit: 'box', quantity: '10', baseQuantity: '240', received: '240', returned: '0', open: '0', over: '0' });
    expect(view.receipts.map((x: any) => [x.warehouseName, x.amount, x.rate])).toEqual([
      ['Bodega Central', '50.00', '940'],
      ['Bodega Central', '37.50', '940'],
      ['Tienda Norte', '37.50', '940'],
    ]);
    expect(view.receipts[0].at).toBe('2026-01-10T15:00:00.000Z');
    // unit cost per base unit in CLP = 12.5 / 24 x 940
    expect(view.receipts[0].lines[0]).toMatchObject({ quantity: '96', unitQuantity: '4', unit: 'box', unitCost: '489.583333' });
    expect(view.history.map((h: any) => [h.type, h.username])).toEqual([
      ['PurchaseOrderDrafted', 'root'],
      ['PurchaseOrderDraftChanged', 'root'],
      ['PurchaseOrderCommitted', 'root'],
      ['PurchaseOrderReceived', 'root'],
      ['StockMoved', 'root'],
      ['PurchaseOrderReceived', 'root'],
      ['StockMoved', 'root'],
      ['PurchaseOrderReceived', 'root'],
      ['StockMoved', 'root'],
    ]);
    const log = await get(`/stock/log?sourceId=${draft.id}`);
    expect(log.rows.map((x: any) => x.kind)).toEqual(['receipt', 'receipt', 'receipt']);

    const prices = await get(`/purchase/supplier-prices?supplierId=${yiwu}&productIds=${cola}`);
    expect(prices.rows.map((x: any) => [x.unit, x.lastPrice, x.currency, x.lastOrderNumber])).toEqual([['box', '12.5', 'USD', draft.number]]);

    const list = await get(`/purchase/orders?search=${draft.number}`);
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({ number: draft.number, status: 'received', supplierName: 'Yiwu Trading', warehouseName: 'Bodega Central', total: '125.00', receivedAmount: '125.00', receivedPercent: 100, expectedDate: '2026-02-01' });

    // Return one box from B: stock and the payable fall.
    const back = await ok('POST', `/purchase/orders/${draft.id}/returns`, { version: split.version, warehouseId: whB, reason: 'latas abolladas', lines: [{ orderLine: 1, quantity: '1' }] });
    expect(back.documents[0].number).toMatch(/^PR/);
    expect(await onHand(whB, cola)).toBe('48');
    expect(await balance(yiwu, 'USD')).toBe('112.5');
    const entries = (await get(`/supplier-accounts/${yiwu}`)).entries;
    expect(entries.map((e: any) => [e.kind, e.amount, e.source?.number])).toEqual([
      ['purchase-return', '-12.5', draft.number],
      ['purchase', '37.5', draft.number],
      ['purchase', '37.5', draft.number],
      ['purchase', '50', draft.number],
    ]);
    const after = await ok('GET', `/purchase/orders/${draft.id}`);
    expect(after.status).toBe('partlyReceived');
    expect(after.lines[0]).toMatchObject({ received: '240', returned: '24', open: '24' });
    // Under-delivery is recorded when the order is closed.
    const closed = await ok('POST', `/purchase/orders/${draft.id}/close`, { version: back.version, reason: 'el proveedor no tiene más' });
    const done = await ok('GET', `/purchase/orders/${draft.id}`);
    expect(done).toMatchObject({ status: 'closed', version: closed.version, closeReason: 'el proveedor no tiene más' });
    expect(done.lines[0]).toMatchObject({ shortfall: '24', open: '0' });
    r = await call('POST', `/purchase/orders/${draft.id}/cancel`, { version: closed.version });
    expect([r.status, why(r)]).toEqual([409, 'purchase_order_closed']);
  });

  it("a sale order's transform-po draft opens here, links back to the sale order, and is completed and committed", async () => {
    const sale = await ok('POST', '/sale/order', { warehouseId: whA, lines: [{ productId: cola, unit: 'box', quantity: '2' }] });
    const t = await ok('POST', '/sale/order/transform-po', { id: sale.id });
    const po = await ok('GET', `/purchase/orders/${t.purchaseOrder.id}`);
    expect(po).toMatchObject({ status: 'draft', supplier: null, source: { type: 'sale', id: sale.id, number: sale.number }, number: t.purchaseOrder.number });
    expect(po.lines.map((l: any) => [l.unit, l.quantity, l.baseQuantity, l.unitPrice])).toEqual([['box', '2', '48', null]]);
    const r = await call('POST', `/purchase/orders/${po.id}/commit`, { version: po.version, rate: '950' });
    expect([r.status, why(r)]).toEqual([400, 'supplier_required']);
    const changed = await ok('PUT', `/purchase/orders/${po.id}`, { version: po.version, supplierId: yiwu, warehouseId: whA, currency: 'USD', lines: [{ productId: cola, unit: 'box', quantity: '2', unitPrice: '12' }] });
    await ok('POST', `/purchase/orders/${po.id}/commit`, { version: changed.version, rate: '950' });
    expect(await ok('GET', `/purchase/orders/${po.id}`)).toMatchObject({ status: 'committed', total: '24.00', source: { id: sale.id } });
    expect((await get(`/purchase/orders?search=${po.number}`)).rows[0]).toMatchObject({ sourceNumber: sale.number, status: 'committed' });
  });

  it('bad input answers 4xx and appends nothing', async () => {
    const o = await committedOrder('2');
    const before = await events();
    const bad: [string, unknown, number, string | number][] = [
      ['negative quantity', { version: o.version, warehouseId: whA, lines: [{ orderLine: 1, quantity: '-1' }] }, 400, 40001],
      ['a float', { version: o.version, warehouseId: whA, lines: [{ orderLine: 1, quantity: 2 }] }, 400, 40001],
      ['unknown field', { version: o.version, warehouseId: whA, extra: 1, lines: [{ orderLine: 1, quantity: '1' }] }, 400, 40003],
      ['over the tolerance', { version: o.version, warehouseId: whA, rate: '950', lines: [{ orderLine: 1, quantity: '3' }] }, 400, 'over_delivery'],
      ['no rate for USD', { version: o.version, warehouseId: whA, lines: [{ orderLine: 1, quantity: '1' }] }, 400, 'rate_required'],
      ['an unknown line', { version: o.version, warehouseId: whA, rate: '950', lines: [{ orderLine: 9, quantity: '1' }] }, 400, 'order_line_not_found'],
      ['an unknown warehouse', { version: o.version, warehouseId: 'nope', rate: '950', lines: [{ orderLine: 1, quantity: '1' }] }, 400, 'warehouse_not_found'],
      ['a bag without size', { version: o.version, warehouseId: whA, rate: '950', lines: [{ orderLine: 1, unit: 'bag', quantity: '1' }] }, 400, 'unit_without_packing'],
      ['in the future', { version: o.version, warehouseId: whA, rate: '950', receivedAt: new Date(Date.now() + 86400000).toISOString(), lines: [{ orderLine: 1, quantity: '1' }] }, 400, 'date_in_future'],
      ['a stale version', { version: o.version - 1, warehouseId: whA, rate: '950', lines: [{ orderLine: 1, quantity: '1' }] }, 409, 'version_conflict'],
    ];
    for (const [what, body, status, code] of bad) {
      const r = await call('POST', `/purchase/orders/${o.id}/receipts`, body);
      expect({ what, status: r.status, code: why(r) }).toEqual({ what, status, code });
    }
    const more: [string, string, string, unknown, number, string][] = [
      ['draft of a disabled-less unknown product', 'POST', '/purchase/orders', { warehouseId: whA, currency: 'USD', lines: [{ productId: 'nope', quantity: '1' }] }, 400, 'product_not_found'],
      ['a currency the company does not use', 'POST', '/purchase/orders', { warehouseId: whA, currency: 'JPY', lines: [] }, 400, 'unknown_currency'],
      ['returning what never came', 'POST', `/purchase/orders/${o.id}/returns`, { version: o.version, warehouseId: whA, reason: 'x', lines: [{ orderLine: 1, quantity: '1' }] }, 409, 'nothing_received'],
      ['changing a committed order', 'PUT', `/purchase/orders/${o.id}`, { version: o.version, warehouseId: whA, currency: 'USD', lines: [] }, 409, 'purchase_order_not_draft'],
      ['an order that does not exist', 'POST', '/purchase/orders/nope/close', { version: 1 }, 404, 'purchase_order_not_found'],
    ];
    for (const [what, method, path, body, status, code] of more) {
      const r = await call(method, path, body);
      expect({ what, status: r.status, code: why(r) }).toEqual({ what, status, code });
    }
    expect(await events()).toBe(before);
    // A price missing at commit.
    const draft = await ok('POST', '/purchase/orders', { supplierId: yiwu, warehouseId: whA, currency: 'CLP', lines: [{ productId: chips, quantity: '5' }] });
    const n = await events();
    const r = await call('POST', `/purchase/orders/${draft.id}/commit`, { version: draft.version });
    expect([r.status, why(r)]).toEqual([400, 'price_required']);
    expect(await events()).toBe(n);
  });

  it('two receipts raced on one order: one is recorded, the other answers 409', async () => {
    const o = await committedOrder('10');
    const body = (wh: string) => ({ version: o.version, warehouseId: wh, rate: '950', lines: [{ orderLine: 1, quantity: '1' }] });
    const [x, y] = await Promise.all([call('POST', `/purchase/orders/${o.id}/receipts`, body(whA)), call('POST', `/purchase/orders/${o.id}/receipts`, body(whB))]);
    expect([x.status, y.status].sort()).toEqual([201, 409]);
    const view = await ok('GET', `/purchase/orders/${o.id}`);
    expect(view.receipts).toHaveLength(1);
    expect(view.lines[0].received).toBe('24');
  });

  it('a retried command id is applied once', async () => {
    const o = await committedOrder('5');
    const before = await onHand(whB, cola);
    const commandId = randomUUID();
    const body = { commandId, version: o.version, warehouseId: whB, rate: '950', lines: [{ orderLine: 1, quantity: '1' }] };
    const a = await call('POST', `/purchase/orders/${o.id}/receipts`, body);
    const b = await call('POST', `/purchase/orders/${o.id}/receipts`, body);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.data).toMatchObject({ duplicate: true, version: a.body.data.version, documents: a.body.data.documents });
    expect((await ok('GET', `/purchase/orders/${o.id}`)).receipts).toHaveLength(1);
    expect(await onHand(whB, cola)).toBe(String(Number(before) + 24));
    // A retried draft is one order.
    const draftId = randomUUID();
    const d1 = await ok('POST', '/purchase/orders', { commandId: draftId, warehouseId: whA, currency: 'CLP' });
    const d2 = await ok('POST', '/purchase/orders', { commandId: draftId, warehouseId: whA, currency: 'CLP' });
    expect(d2).toMatchObject({ id: d1.id, number: d1.number, duplicate: true });
  });

  it('cancel: a committed order with nothing received; not once goods came', async () => {
    const o = await committedOrder('1');
    const cancelled = await ok('POST', `/purchase/orders/${o.id}/cancel`, { version: o.version, reason: 'pedido duplicado' });
    expect((await ok('GET', `/purchase/orders/${o.id}`)).status).toBe('cancelled');
    const r = await call('POST', `/purchase/orders/${o.id}/receipts`, { version: cancelled.version, warehouseId: whA, rate: '950', lines: [{ orderLine: 1, quantity: '1' }] });
    expect([r.status, why(r)]).toEqual([409, 'order_cancelled']);
    const p = await committedOrder('1');
    const got = await ok('POST', `/purchase/orders/${p.id}/receipts`, { version: p.version, warehouseId: whA, rate: '950', lines: [{ orderLine: 1, quantity: '1' }] });
    const c = await call('POST', `/purchase/orders/${p.id}/cancel`, { version: got.version });
    expect([c.status, why(c)]).toEqual([409, 'already_received']);
  });

  it('batch import: one order per ref, all or nothing with a row report, committed when asked, a retry applied once', async () => {
    const csv = (lines: string[]) => Buffer.from(['ref;supplier;warehouse;currency;expected;code;unit;quantity;price;rate', ...lines].join('\n')).toString('base64');
    async function runImport(body: unknown) {
      const r = await call('POST', '/purchase/orders/import', body);
      expect(r.status).toBe(202);
      for (let i = 0; i < 300; i++) {
        const s = await call('GET', `/queue/status?id=${r.body.data.jobId}`);
        if (s.body.data.state === 'completed' || s.body.data.state === 'failed') return s.body.data.result;
        await new Promise((res) => setTimeout(res, 50));
      }
      throw new Error('import did not finish');
    }
    const before = await events();
    const refused = await runImport({ commit: true, file: csv(['I1;YIWU;CENTRAL;USD;2026-03-01;COLA-350;box;5;12;950', 'I1;YIWU;CENTRAL;USD;;NOPE;unit;1;1;', 'I2;YIWU;CENTRAL;USD;;PAPAS-1;unit;0;1;']) });
    expect(refused).toMatchObject({ total: 3, imported: 0, refused: 2, orders: [] });
    expect(refused.errors.map((e: any) => [e.row, e.field])).toEqual([[3, 'code'], [4, 'rate'], [4, 'quantity']]);
    expect(await events()).toBe(before);

    const commandId = randomUUID();
    const file = csv(['I1;YIWU;CENTRAL;USD;2026-03-01;COLA-350;box;5;12;950', 'I1;YIWU;CENTRAL;USD;;PAPAS-1;unit;20;0.8;', 'I2;YIWU;NORTE;CLP;;PAPAS-1;unit;7;700;']);
    const report = await runImport({ commandId, commit: true, file });
    expect(report).toMatchObject({ total: 3, imported: 3, refused: 0, errors: [], committed: true, duplicate: false });
    expect(report.orders.map((o: any) => [o.ref, o.rows])).toEqual([['I1', [2, 3]], ['I2', [4]]]);
    const i1 = await ok('GET', `/purchase/orders/${report.orders[0].id}`);
    expect(i1).toMatchObject({ status: 'committed', currency: 'USD', rate: '950', total: '76.00', expectedDate: '2026-03-01' });
    expect(i1.lines.map((l: any) => [l.code, l.unit, l.quantity, l.baseQuantity, l.unitPrice])).toEqual([['COLA-350', 'box', '5', '120', '12'], ['PAPAS-1', 'unit', '20', '20', '0.8']]);
    const again = await runImport({ commandId, commit: true, file });
    expect(again).toMatchObject({ duplicate: true });
    expect(again.orders.map((o: any) => o.number).sort()).toEqual(report.orders.map((o: any) => o.number).sort());
    const drafts = await runImport({ file: csv(['D1;YIWU;CENTRAL;USD;;COLA-350;box;1;;']) });
    expect((await ok('GET', `/purchase/orders/${drafts.orders[0].id}`)).status).toBe('draft');
  });

  it('the list filters by status, supplier and warehouse and sorts', async () => {
    const all = await get('/purchase/orders?limit=1000');
    expect(all.total).toBeGreaterThan(3);
    const received = await get('/purchase/orders?status=cancelled');
    expect(received.rows.every((x: any) => x.status === 'cancelled')).toBe(true);
    expect((await get(`/purchase/orders?supplierId=${yiwu}&sort=number&dir=asc`)).rows.map((x: any) => x.number)).toEqual(
      all.rows.filter((x: any) => x.supplierId === yiwu).map((x: any) => x.number).sort(),
    );
    // Only the imported order I2 is for the northern shop.
    expect((await get(`/purchase/orders?warehouseId=${whB}`)).rows.map((x: any) => [x.warehouseName, x.currency])).toEqual([['Tienda Norte', 'CLP']]);
    const bad = await call('GET', '/purchase/orders?status=lost');
    expect(bad.status).toBe(400);
  });
});
