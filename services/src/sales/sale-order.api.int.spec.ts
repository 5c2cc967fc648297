import { randomUUID } from 'node:crypto';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../identity/testing/api-harness.js';
import { registerJobs } from '../jobs.js';
import { callSheetJob } from '../platform/testing/sheet-jobs.js';
import { xlsxBase64 } from '../platform/testing/xlsx.js';

/**
 * Sale orders over real HTTP on PostgreSQL: the scan-sale path (a box barcode adds a box, a
 * second scan adds to the line), commit issues stock under the negative-stock rule in the same
 * transaction, payments with change, stale versions and races end in 409 with nothing written,
 * unsave and cancel return stock, hang/recall, distribution picking and stock-out with the
 * sidebar's delivery count, duplicate and transform, printing, batch import and Excel parse.
 */
describe('sale orders API', () => {
  let api: ApiHarness;
  let root: string;
  let cola: string;
  let agua: string;
  let central: string;
  let tienda: string;

  const events = async () => Number((await api.platform.db.query<{ n: string }>('select count(*)::text as n from es.events')).rows[0].n);
  const onHand = async (warehouseId: string, productId: string) => {
    const r = await api.call('GET', `/be/api/stock/on-hand?warehouseId=${warehouseId}&productId=${productId}`, { token: root });
    return r.body.data.rows[0]?.quantity ?? '0';
  };
  const setting = (settings: Record<string, unknown>) => api.call('PUT', '/be/api/system-setting/settings', { token: root, body: { settings } });
  const call = (method: string, path: string, body?: unknown) => api.call(method, `/be/api/${path}`, { token: root, body });
  // The calls that read a sheet are queue jobs: 202 {jobId}, their answer read through queue/status.
  const sheetCall = (path: string, body: unknown) => callSheetJob(api, 'POST', `/be/api/${path}`, { token: root, body });
  /** Stock in by posting a count of `quantity` base units. */
  const receive = async (warehouseId: string, productId: string, quantity: string) => {
    const open = await call('POST', 'stock/counts', { warehouseId, productIds: [productId] });
    const id = open.body.data.id;
    await call('PUT', `stock/counts/${id}/lines`, { version: 1, lines: [{ productId, quantity }] });
    expect((await call('POST', `stock/counts/${id}/post`, { version: 2 })).status).toBe(200);
  };
  const draft = async (body: Record<string, unknown> = {}) => {
    const r = await call('POST', 'sale/order', { warehouseId: central, ...body });
    expect(r.status).toBe(201);
    return r.body.data as { id: string; number: string; version: number; order: any };
  };
  const waitList = () => api.written();

  beforeAll(async () => {
    api = await startApi();
    registerJobs(api.platform);
    await api.platform.queue.startWorker();
    const { DaemonHost } = await import('../system/daemon-host.js');
    api.app.get(DaemonHost).start(100);
    root = await api.login('root', ROOT_PASSWORD);
    await setting({ BaseCurrencyID: 'CLP', PriceDecimal: 0, EnableSaleOrderTax: true, DefaultTax: '19', NegativeStockPolicy: 'refuse', SaleType: 'Wholesale', SystemTimeZone: -3 });
    const p = await call('POST', 'products', {
      code: 'COLA-350', name: 'Cola 350 ml',
      packings: { box: { size: '24', barcode: '7802000000011' }, bag: { size: '6', barcode: '7802000000028' } },
      barcode: '7802000000004',
      prices: { unit: { retail: '800', wholesale: '600' } },
      cost: '300',
    });
    expect(p.status).toBe(201);
    cola = p.body.data.id;
    agua = (await call('POST', 'products', { code: 'AGUA-500', name: 'Agua 500 ml', barcode: '7802000000035', prices: { unit: { retail: '500', wholesale: '400' } } })).body.data.id;
    central = (await call('POST', 'warehouses', { code: 'CENTRAL', name: 'Bodega Central' })).body.data.id;
    tienda = (await call('POST', 'warehouses', { code: 'TIENDA', name: 'Tienda Meiggs' })).body.data.id;
    await receive(central, cola, '240');
    await receive(central, agua, '50');
  });
  afterAll(() => api.close());

  it('scan sale: a box barcode adds a box at the wholesale box price, a second scan adds to it, commit issues stock and takes cash with change', async () => {
    const d = await draft();
    expect(d.number).toMatch(/^SO-\d{8}-\d{4}$/);
    expect(d.order).toMatchObject({ status: 'draft', header: { currency: 'CLP', taxRate: '19', priceType: 'wholesale' }, warehouse: { code: 'CENTRAL' } });
    let r = await call('POST', 'sale/order/detail', { id: d.id, version: d.version, line: { barcode: '7802000000011' } });
    expect(r.status).toBe(200);
    expect(r.body.data.order.lines).toMatchObject([{ unit: 'box', quantity: '1', baseQuantity: '24', price: '14400', amount: '14400' }]);
    r = await call('POST', 'sale/order/detail', { id: d.id, version: r.body.data.version, line: { barcode: '7802000000011' } });
    expect(r.body.data.order.lines).toHaveLength(1);
    expect(r.body.data.order.lines[0]).toMatchObject({ quantity: '2', baseQuantity: '48', amount: '28800' });
    expect(r.body.data.order).toMatchObject({ subtotal: '28800', tax: '5472', total: '34272' });
    const c = await call('POST', 'sale/order/save-commit', { id: d.id, version: r.body.data.version, payments: [{ method: 'cash', amount: '34272', tendered: '40000' }] });
    expect(c.status).toBe(200);
    expect(c.body.data.order).toMatchObject({ status: 'committed', paymentStatus: 'paid', outstanding: '0', payments: [{ method: 'cash', change: '5728' }] });
    expect(await onHand(central, cola)).toBe('192');
  });

  it("sale/order/stock answers the base units on hand of the order's products in its warehouse, to the order editors' pages only", async () => {
    const d = await draft({ lines: [{ productId: cola, unit: 'box', quantity: '1' }, { productId: agua, quantity: '2' }] });
    const r = await call('GET', `sale/order/stock?id=${d.id}`);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ warehouseId: central, onHand: { [cola]: expect.any(String), [agua]: expect.any(String) } });
    expect(Number(r.body.data.onHand[agua])).toBeGreaterThan(0);
    // Another warehouse: what is on hand there (nothing ever moved: 0).
    const w = await call('PUT', 'sale/order/warehouse', { id: d.id, version: d.version, warehouseId: tienda });
    expect(w.status).toBe(200);
    expect((await call('GET', `sale/order/stock?id=${d.id}`)).body.data).toEqual({ warehouseId: tienda, onHand: { [cola]: '0', [agua]: '0' } });
    // A clerk of the sale list (no order editor) may not read it; no id is a 400.
    const pos = (await call('POST', 'positions', { name: 'List clerk', pagePrivileges: { SaleList: 'Accessable' } })).body.data.id;
    await call('POST', 'employees', { username: 'lista', password: 'password-1', name: 'Lista', positionIds: [pos] });
    const clerk = await api.login('lista', 'password-1');
    expect((await api.call('GET', `/be/api/sale/order/stock?id=${d.id}`, { token: clerk })).status).toBe(403);
    expect((await api.call('GET', `/be/api/sale/order/stock?id=${d.id}`)).status).toBe(401);
    expect((await call('GET', 'sale/order/stock')).status).toBe(400);
  });

  it('an edit on a version somebody else already changed is a 409 and writes nothing', async () => {
    const d = await draft({ lines: [{ productId: agua, quantity: '2' }] });
    const first = await call('PUT', 'sale/order/detail/number', { id: d.id, version: d.version, lineId: d.order.lines[0].lineId, quantity: '3' });
    expect(first.status).toBe(200);
    const before = await events();
    const stale = await call('PUT', 'sale/order/detail/number', { id: d.id, version: d.version, lineId: d.order.lines[0].lineId, quantity: '5' });
    expect(stale.status).toBe(409);
    expect(stale.body.error!.code).toBe(40901);
    expect(await events()).toBe(before);
    expect((await call('GET', `sale/order?id=${d.id}`)).body.data.lines[0].quantity).toBe('3');
  });

  it('committing more than the stock is refused when negative stock is refused; of two orders racing for the last stock, one wins', async () => {
    const big = await draft({ lines: [{ productId: agua, quantity: '51' }] });
    const before = await events();
    const refused = await call('POST', 'sale/order/save-commit', { id: big.id, version: big.version });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ reason: 'negative_stock', message: expect.stringMatching(/50 on hand, 51 requested/) });
    expect(await events()).toBe(before);
    expect((await call('GET', `sale/order?id=${big.id}`)).body.data.status).toBe('draft');

    const a = await draft({ lines: [{ productId: agua, quantity: '30' }] });
    const b = await draft({ lines: [{ productId: agua, quantity: '30' }] });
    const results = await Promise.all([a, b].map((o) => call('POST', 'sale/order/save-commit', { id: o.id, version: o.version })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await onHand(central, agua)).toBe('20');
  });

  it('unsave gives the stock back and makes the order editable; cancel of a committed order gives it back too', async () => {
    const d = await draft({ lines: [{ productId: cola, unit: 'bag', quantity: '2' }] });
    const c = await call('POST', 'sale/order/save-commit', { id: d.id, version: d.version });
    expect(await onHand(central, cola)).toBe('180');
    const locked = await call('DELETE', 'sale/order/details', { id: d.id, version: c.body.data.version, lineIds: [d.order.lines[0].lineId] });
    expect(locked.status).toBe(409);
    expect(locked.body.error!.reason).toBe('order_committed');
    const u = await call('POST', 'sale/order/unsave', { id: d.id, version: c.body.data.version, reason: 'wrong quantity' });
    expect(u.body.data.order.status).toBe('draft');
    expect(await onHand(central, cola)).toBe('192');
    const again = await call('POST', 'sale/order/save-commit', { id: d.id, version: u.body.data.version });
    expect(await onHand(central, cola)).toBe('180');
    const x = await call('POST', 'sale/order/cancel', { id: d.id, version: again.body.data.version, reason: 'customer changed mind' });
    expect(x.body.data.order.status).toBe('cancelled');
    expect(await onHand(central, cola)).toBe('192');
    const head = await waitList();
    const cancelled = await api.call('GET', `/be/api/sale/order?state=true&waitFor=${head}`, { token: root });
    expect(cancelled.body.data.rows.map((r: any) => r.id)).toContain(d.id);
    expect(cancelled.body.data.rows.every((r: any) => r.status === 'cancelled')).toBe(true);
  });

  it('a newly committed order is announced once (for the chat widget), even when it is unsaved and committed again', async () => {
    const d = await draft({ lines: [{ productId: agua, quantity: '1' }] });
    const c = await call('POST', 'sale/order/save-commit', { id: d.id, version: d.version });
    const u = await call('POST', 'sale/order/unsave', { id: d.id, version: c.body.data.version });
    await call('POST', 'sale/order/save-commit', { id: d.id, version: u.body.data.version });
    const head = await waitList();
    const r = await api.call('GET', `/be/api/announcements?waitFor=${head}`, { token: root });
    expect(r.status).toBe(200);
    const mine = r.body.data.filter((a: any) => a.refId === d.id);
    expect(mine).toEqual([expect.objectContaining({ kind: 'sale-order-committed', number: d.number, total: '476', currency: 'CLP', username: 'root' })]);
    const newer = await api.call('GET', `/be/api/announcements?after=${mine[0].position}`, { token: root });
    expect(newer.body.data.map((a: any) => a.refId)).not.toContain(d.id);
  });

  it('partial payments: never more than is owed, a check needs its date', async () => {
    const d = await draft({ lines: [{ productId: agua, quantity: '10' }] });
    const c = await call('POST', 'sale/order/save-commit', { id: d.id, version: d.version });
    expect(c.body.data.order.total).toBe('4760');
    const over = await call('POST', 'sale/order/pay', { id: d.id, payments: [{ method: 'bankTransfer', amount: '5000', reference: 'T-1' }] });
    expect(over.status).toBe(400);
    expect(over.body.error!.reason).toBe('overpaid');
    const check = await call('POST', 'sale/order/pay', { id: d.id, payments: [{ method: 'bankCheck', amount: '1000' }] });
    expect(check.body.error!.reason).toBe('due_date_required');
    const p1 = await call('POST', 'sale/order/pay', { id: d.id, payments: [{ method: 'bankCheck', amount: '1000', reference: 'CH-77', dueDate: '2026-12-30' }] });
    expect(p1.body.data.order).toMatchObject({ paymentStatus: 'partial', paid: '1000', outstanding: '3760' });
    const p2 = await call('POST', 'sale/order/pay', { id: d.id, payments: [{ method: 'installment', amount: '3760', dueDate: '2027-01-30' }] });
    expect(p2.body.data.order.paymentStatus).toBe('paid');
    await call('POST', 'stock/counts', { warehouseId: central, productIds: [agua] }).then(async (r) => {
      await call('PUT', `stock/counts/${r.body.data.id}/lines`, { version: 1, lines: [{ productId: agua, quantity: '200' }] });
      await call('POST', `stock/counts/${r.body.data.id}/post`, { version: 2 });
    });
  });

  it('hang parks a draft for later, temps lists it, unhang recalls it; last-temp is the draft to resume', async () => {
    const d = await draft({ lines: [{ productId: agua, quantity: '1' }] });
    const h = await call('POST', 'sale/orders/hang', { ids: [d.id] });
    expect(h.body.data.changed).toEqual([d.id]);
    const refused = await call('POST', 'sale/order/save-commit', { id: d.id, version: d.version + 1 });
    expect(refused.body.error!.reason).toBe('order_hung');
    let head = await waitList();
    const temps = await api.call('GET', `/be/api/sale/order/temps?waitFor=${head}`, { token: root });
    expect(temps.body.data.map((o: any) => o.id)).toContain(d.id);
    const last = await api.call('GET', `/be/api/sale/order/last-temp?waitFor=${head}`, { token: root });
    expect(last.body.data?.id).not.toBe(d.id);
    await call('POST', 'sale/orders/unhang', { ids: [d.id] });
    head = await waitList();
    expect((await api.call('GET', `/be/api/sale/order/last-temp?waitFor=${head}`, { token: root })).body.data.id).toBe(d.id);
    expect((await call('POST', 'sale/orders/hang', { ids: ['nope'] })).status).toBe(404);
  });

  it('distribution: commit moves no stock, picking and stock-out do; the delivery reminder counts it until it leaves', async () => {
    const today = (await call('GET', 'report/today-shippings?limit=0')).body.data.total;
    const d = await draft({ deliveryMode: 'distribution', lines: [{ productId: cola, unit: 'box', quantity: '2' }, { productId: agua, quantity: '12' }] });
    const c = await call('POST', 'sale/order/save-commit', { id: d.id, version: d.version });
    expect(c.body.data.order).toMatchObject({ distStatus: 'pending', header: { deliveryDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } });
    expect(await onHand(central, cola)).toBe('192');
    let head = await waitList();
    expect((await api.call('GET', `/be/api/report/today-shippings?limit=0&waitFor=${head}`, { token: root })).body.data.total).toBe(today + 1);
    const [l1, l2] = c.body.data.order.lines;
    let v = c.body.data.version;
    const partial = await call('POST', 'sale/order/dists/pick', { id: d.id, version: v, lines: [{ lineId: l1.lineId }, { lineId: l2.lineId, quantity: '10' }] });
    expect(partial.body.data.order.distStatus).toBe('picking');
    v = partial.body.data.version;
    const early = await call('PUT', 'sale/order/dist/stockout', { id: d.id, version: v });
    expect(early.status).toBe(409);
    expect(early.body.error!.reason).toBe('picking_incomplete');
    const full = await call('POST', 'sale/order/dists/pick', { id: d.id, version: v, lines: [{ lineId: l2.lineId }] });
    const out = await call('PUT', 'sale/order/dist/stockout', { id: d.id, version: full.body.data.version });
    expect(out.body.data.order.distStatus).toBe('done');
    expect(await onHand(central, cola)).toBe('144');
    head = await waitList();
    expect((await api.call('GET', `/be/api/report/today-shippings?limit=5&waitFor=${head}`, { token: root })).body.data.total).toBe(today);
    const dist = await call('GET', `sale/order/dist?id=${d.id}`);
    expect(dist.body.data.picking.map((p: any) => [p.code, p.picked])).toEqual([['AGUA-500', '12'], ['COLA-350', '48']]);
  });

  it('the distribution view carries what the picking screen scans: the warehouse shelves and each barcode with the base units it counts', async () => {
    const zone = await call('POST', `warehouses/${central}/zones`, { code: 'A-01', name: 'Pasillo A', barcode: 'Z-A01' });
    expect(zone.status).toBeLessThan(300);
    const d = await draft({ deliveryMode: 'distribution', lines: [{ productId: cola, unit: 'bag', quantity: '1' }] });
    const dist = (await call('GET', `sale/order/dist?id=${d.id}`)).body.data;
    expect(dist.zones).toEqual([expect.objectContaining({ code: 'A-01', barcode: 'Z-A01' })]);
    const scans = Object.fromEntries(dist.barcodes.map((b: any) => [b.barcode, [b.productId, b.unit, b.baseQuantity]]));
    expect(scans).toEqual({ '7802000000004': [cola, 'unit', '1'], '7802000000011': [cola, 'box', '24'], '7802000000028': [cola, 'bag', '6'] });
    expect(dist.picking).toEqual([expect.objectContaining({ lineId: d.order.lines[0].lineId, productId: cola, code: 'COLA-350', baseQuantity: '6' })]);
  });

  it('duplicate makes a new draft with the same lines; a quote cannot be committed but becomes a sale by duplicating it as one', async () => {
    const q = await draft({ kind: 'quote', source: 'quote', lines: [{ productId: agua, quantity: '4', price: '450' }] });
    expect(q.number).toMatch(/^QT-/);
    expect((await call('POST', 'sale/order/save-commit', { id: q.id, version: q.version })).body.error!.reason).toBe('not_a_sale');
    const s = await call('POST', 'sale/order/duplicate', { id: q.id, kind: 'sale' });
    expect(s.status).toBe(201);
    expect(s.body.data.number).toMatch(/^SO-/);
    expect(s.body.data.order).toMatchObject({ kind: 'sale', source: 'duplicate', duplicatedFrom: q.id, lines: [{ productId: agua, quantity: '4', price: '450' }] });
  });

  it('transform-po makes a purchase order draft with the lines, linked to the order, once', async () => {
    const d = await draft({ lines: [{ productId: cola, unit: 'box', quantity: '5' }] });
    const t = await call('POST', 'sale/order/transform-po', { id: d.id });
    expect(t.status).toBe(201);
    expect(t.body.data.purchaseOrder).toMatchObject({ number: expect.stringMatching(/^PO-\d{8}-0001$/) });
    const po = await api.platform.store.readStream(`purchase-order-${t.body.data.purchaseOrder.id}`);
    expect(po.events[0].data).toMatchObject({ source: { type: 'sale', id: d.id }, lines: [{ productId: cola, unit: 'box', quantity: '5', baseQuantity: '120' }] });
    expect((await call('POST', 'sale/order/transform-po', { id: d.id })).status).toBe(409);
  });

  it('print data: header with company and unit labels, lines as sold, lines per product in packs', async () => {
    await setting({ CompanyName: 'Comercial Andes', BoxUnit: 'Caja', BagUnit: 'Bolsa', UnitUnit: 'Un' });
    const d = await draft({ lines: [{ productId: cola, unit: 'box', quantity: '1' }, { productId: cola, unit: 'bag', quantity: '1' }, { productId: agua, quantity: '2', gift: true }] });
    const main = await call('GET', `sale/order/print/main?id=${d.id}`);
    expect(main.body.data.header).toMatchObject({ company: { name: 'Comercial Andes' }, number: d.number, unitLabels: { box: 'Caja', bag: 'Bolsa', unit: 'Un' } });
    expect(main.body.data.lines.map((l: any) => [l.unitLabel, l.quantity, l.amount, l.gift])).toEqual([['Caja', '1', '14400', false], ['Bolsa', '1', '3600', false], ['Un', '2', '0', true]]);
    const perProduct = await call('GET', `main/sale/order/print/details/1?id=${d.id}`);
    expect(perProduct.body.data[0]).toMatchObject({ code: 'COLA-350', baseQuantity: '30', packs: { box: '1.3', bag: '5.0', bigBag: '' } });
  });

  it('batch import: a bad row refuses the whole file with a row report; a good file makes one order per ref', async () => {
    const before = await events();
    const bad = await sheetCall('sale/order/batch-import', {
      fileName: 'pedidos.xlsx',
      file: await xlsxBase64([['ref', 'warehouse', 'code', 'barcode', 'unit', 'quantity'], ['A', 'CENTRAL', 'COLA-350', null, 'box', 1], ['A', null, 'NOPE-1', null, null, 2], ['B', 'TIENDA', null, '7802000000035', null, 'x']]),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ reason: 'import_refused' });
    expect(bad.body.error!.details).toEqual([
      { path: 'row 3.code', message: 'no product has code NOPE-1' },
      { path: 'row 4.quantity', message: '"x" is not a quantity more than zero' },
    ]);
    expect(await events()).toBe(before);
    const good = await sheetCall('sale/order/batch-import', {
      fileName: 'pedidos.xlsx',
      file: await xlsxBase64([['ref', 'warehouse', 'code', 'barcode', 'unit', 'quantity', 'price'], ['A', 'CENTRAL', 'COLA-350', null, 'box', 1, null], ['A', null, null, '7802000000035', null, 3, 390], ['B', 'TIENDA', 'AGUA-500', null, null, 1, null]]),
    });
    expect(good.status).toBe(200);
    expect(good.body.data.orders.map((o: any) => o.ref)).toEqual(['A', 'B']);
    const a = (await call('GET', `sale/order?id=${good.body.data.orders[0].id}`)).body.data;
    expect(a).toMatchObject({ source: 'import', importId: good.body.data.importId, lines: [{ unit: 'box', baseQuantity: '24' }, { productId: agua, price: '390' }] });
    const head = await waitList();
    const imports = await api.call('GET', `/be/api/sale/order/batch-imports?waitFor=${head}`, { token: root });
    expect(imports.body.data.rows[0]).toMatchObject({ fileName: 'pedidos.xlsx', orders: 2, lines: 3, committed: false });
  });

  it('a retried batch import answers the import it made and writes nothing more', async () => {
    const body = { commandId: randomUUID(), fileName: 'otra-vez.xlsx', file: await xlsxBase64([['ref', 'warehouse', 'code', 'quantity'], ['R', 'CENTRAL', 'AGUA-500', 1]]) };
    const first = await sheetCall('sale/order/batch-import', body);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ importId: body.commandId, duplicate: false, orders: [{ ref: 'R' }] });
    const before = await events();
    const again = await sheetCall('sale/order/batch-import', body);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ importId: body.commandId, duplicate: true, globalPosition: first.body.data.globalPosition });
    expect(await events()).toBe(before);
  });

  it('excel/parse reads a collector dump (repeated barcodes add up) and prices the lines, saving nothing', async () => {
    const before = await events();
    const started = await call('POST', 'sale/order/excel/parse', { text: '7802000000004\n7802000000004\n7802000000011,2\nzzz\n' });
    expect(started.status).toBe(202);
    expect(started.body.data).toEqual({ jobId: expect.any(String) });
    const r = await sheetCall('sale/order/excel/parse', { text: '7802000000004\n7802000000004\n7802000000011,2\nzzz\n' });
    expect(r.status).toBe(200);
    expect(r.job).toMatchObject({ state: 'completed', progress: 100 });
    expect(r.body.data.lines.map((l: any) => [l.code, l.unit, l.quantity, l.price])).toEqual([['COLA-350', 'unit', '2', '600'], ['COLA-350', 'box', '2', '14400']]);
    expect(r.body.data.errors).toEqual([{ row: 4, field: 'barcode', message: 'no product has barcode zzz.' }]);
    expect(await events()).toBe(before);
  });

  it('the list filters and finds by number; previous and next walk the numbers; history shows who did what', async () => {
    const d = await draft({ memo: 'llamar antes', lines: [{ productId: agua, quantity: '1' }] });
    const head = await waitList();
    const found = await api.call('GET', `/be/api/sale/order?search=${encodeURIComponent('LLAMAR')}&waitFor=${head}`, { token: root });
    expect(found.body.data.rows.map((r: any) => r.id)).toEqual([d.id]);
    expect(found.body.data.rows[0]).toMatchObject({ createdByName: expect.any(String), lineCount: 1, paymentStatus: 'unpaid', warehouseCode: 'CENTRAL', warehouseName: 'Bodega Central' });
    // no customer here is called so: the customer search finds nothing, where the list has rows
    const byCustomer = await api.call('GET', `/be/api/sale/order?customer=zzz-nadie&waitFor=${head}`, { token: root });
    expect(byCustomer.body.data).toEqual({ rows: [], total: 0 });
    expect((await api.call('GET', `/be/api/sale/order?waitFor=${head}`, { token: root })).body.data.total).toBeGreaterThan(0);
    const pre = await call('GET', `sale/order/pre?id=${d.id}`);
    expect(pre.body.data.number < d.number).toBe(true);
    expect((await call('GET', `sale/order/next?id=${pre.body.data.id}`)).body.data.number > pre.body.data.number).toBe(true);
    const h = await call('GET', `sale/order/history?id=${d.id}`);
    expect(h.body.data.events.map((e: any) => [e.type, e.username])).toEqual([['SaleOrderCreated', 'root']]);
    expect((await call('GET', 'sale/order?id=nope')).status).toBe(404);
  });

  it("a customer's level sets the price list and discount; the committed order and its payment post to the customer's account", async () => {
    const level = await call('POST', 'customers/membership-levels', { name: `Oro ${Date.now()}`, discount: '5', priceType: 'retail' });
    expect(level.status).toBe(201);
    const c = await call('POST', 'customers', { code: `C-${Date.now()}`, name: 'Comercial Li', membershipLevelId: level.body.data.id, paymentTermsDays: 30 });
    expect(c.status).toBe(201);
    const customer = c.body.data.id;
    const d = await draft({ customerId: customer, lines: [{ productId: agua, quantity: '10' }] });
    expect(d.order.header).toMatchObject({ customer: { id: customer, name: 'Comercial Li' }, priceType: 'retail', paymentTermsDays: 30 });
    expect(d.order.lines[0]).toMatchObject({ price: '500', discount: '5', amount: '4750' });
    const committed = await call('POST', 'sale/order/save-commit', { id: d.id, version: d.version, payments: [{ method: 'bankTransfer', amount: '2000', reference: 'TRX-1' }] });
    expect(committed.body.data.order).toMatchObject({ total: '5653', paid: '2000', outstanding: '3653', dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const head = await waitList();
    const ledger = await api.call('GET', `/be/api/customers/${customer}/account?waitFor=${head}`, { token: root });
    expect(ledger.status).toBe(200);
    const entries = (ledger.body.data.entries ?? ledger.body.data.rows) as any[];
    expect(entries.map((e) => [e.kind, e.debit, e.credit, e.balanceAfter, e.sourceNumber]).sort()).toEqual(
      [['sale', '5653', '0', '5653', d.number], ['salePayment', '0', '2000', '3653', d.number]].sort(),
    );
    // Unsaving the order takes the debt back; the payment stays as the customer's credit.
    const u = await call('POST', 'sale/order/unsave', { id: d.id, version: committed.body.data.version });
    expect(u.status).toBe(200);
    const after = await api.call('GET', `/be/api/customers/accounts?waitFor=${(await waitList())}`, { token: root });
    const balance = (after.body.data.balances as any[]).find((b) => b.customerId === customer);
    expect(balance).toMatchObject({ currency: 'CLP', balance: '-2000' });
  });

  it('a disabled customer cannot buy; an unknown one is refused naming the field', async () => {
    const c = await call('POST', 'customers', { code: `X-${Date.now()}`, name: 'Cerrada SpA' });
    await call('POST', `customers/${c.body.data.id}/disable`, {});
    const before = await events();
    expect((await call('POST', 'sale/order', { warehouseId: central, customerId: c.body.data.id })).body.error!.reason).toBe('customer_disabled');
    expect((await call('POST', 'sale/order', { warehouseId: central, customerId: 'nobody' })).body.error!.reason).toBe('customer_not_found');
    expect(await events()).toBe(before);
  });

  it('bad input is a 400 naming the field and writes nothing', async () => {
    const before = await events();
    const float = await call('POST', 'sale/order', { warehouseId: central, lines: [{ productId: agua, quantity: 2 }] });
    expect(float.status).toBe(400);
    const both = await call('POST', 'sale/order', { warehouseId: central, lines: [{ productId: agua, barcode: '1' }] });
    expect(both.body.error!.details![0].path).toBe('lines.0.productId');
    const usd = await call('POST', 'sale/order', { warehouseId: central, currency: 'USD' });
    expect(usd.body.error!.reason).toBe('rate_required');
    const wh = await call('POST', 'sale/order', { warehouseId: 'nope' });
    expect(wh.body.error!.reason).toBe('warehouse_not_found');
    expect(await events()).toBe(before);
  });
});
