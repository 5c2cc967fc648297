import { randomUUID } from 'node:crypto';
import type { StockMoved } from '@tradedesk/contracts/inventory/stock';
import type { PurchaseOrderDrafted, PurchaseOrderReceived } from '@tradedesk/contracts/purchasing/purchase-order';
import { purchaseOrderStreamId } from '@tradedesk/contracts/purchasing/purchase-order';
import ExcelJS from 'exceljs';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';
import { registerJobs } from '../../jobs.js';

async function xlsx(headers: string[], rows: (string | null)[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('waybills');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}

/**
 * Ocean shipping over real HTTP on PostgreSQL: a sea waybill is created, linked to a purchase
 * order that received goods (the order's events appended here through the store, as the
 * purchasing context appends them), a freight cost is spread over the received lines
 * (LandedCostAllocated adding up to the cost), later receipts are spread again by Allocate;
 * bad input appends nothing, a race on one waybill has one winner, a retried command applies once.
 */
describe('ocean shipping API', () => {
  let api: ApiHarness;
  let root: string;
  let cups: string;
  let plates: string;
  let central: string;
  let north: string;

  const events = async () => Number((await api.platform.db.query<{ n: string }>('select count(*)::text as n from es.events')).rows[0].n);
  const streamEvents = async (streamId: string) => (await api.platform.store.readStream(streamId)).events;
  const ok = async (method: string, path: string, body?: unknown) => {
    const r = await api.call(method, `/be/api${path}`, { token: root, body });
    if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body.error)}`);
    return r.body.data;
  };
  const get = async (path: string) => {
    const head = await api.written();
    for (let i = 0; ; i++) {
      const r = await api.call('GET', `/be/api${path}${path.includes('?') ? '&' : '?'}waitFor=${head}`, { token: root });
      expect(r.status).toBe(200);
      if (r.headers.get('X-Read-Model-Fresh') !== 'no' || i >= 11) return r.body.data;
    }
  };
  /** Waits until the receipt lines read model has these orders' receipts (the daemon follows the log). */
  async function receiptsProjected(n: number) {
    for (let i = 0; i < 200; i++) {
      const r = await api.platform.db.query<{ n: number }>('select count(distinct document_id)::int as n from rm.purchase_receipt_lines');
      if (r.rows[0].n >= n) return;
      await new Promise((res) => setTimeout(res, 50));
    }
    throw new Error('receipts not projected');
  }

  /** A purchase order as the purchasing context writes it: drafted, then received (with its StockMoved). */
  async function orderWithReceipt(number: string, receipts: { receiptNumber: string; warehouseId: string; lines: { productId: string; quantity: string; unitCost: string }[] }[]) {
    const purchaseOrderId = randomUUID();
    const drafted: PurchaseOrderDrafted = {
      type: 'PurchaseOrderDrafted',
      data: { purchaseOrderId, number, supplierId: null, warehouseId: central, currency: 'USD', source: null, lines: [] },
    };
    const meta = { userId: 'test', commandId: randomUUID(), correlationId: randomUUID(), causationId: randomUUID() };
    await api.platform.store.append(purchaseOrderStreamId(purchaseOrderId), 'no_stream', [drafted], meta, { inline: api.platform.inline });
    for (const rc of receipts) await receive(purchaseOrderId, number, rc);
    return purchaseOrderId;
  }
  async function receive(purchaseOrderId: string, number: string, rc: { receiptNumber: string; warehouseId: string; lines: { productId: string; quantity: string; unitCost: string }[] }) {
    const receiptId = randomUUID();
    const receivedAt = new Date().toISOString();
    const lines = rc.lines.map((l, i) => ({ line: i + 1, orderLine: i + 1, productId: l.productId, unit: 'unit' as const, unitQuantity: l.quantity, quantity: l.quantity, unitPrice: l.unitCost, unitCost: l.unitCost, amount: '0' }));
    const received: PurchaseOrderReceived = {
      type: 'PurchaseOrderReceived',
      data: { purchaseOrderId, number, receiptId, receiptNumber: rc.receiptNumber, supplierId: 's1', warehouseId: rc.warehouseId, zoneId: null, receivedAt, currency: 'USD', rate: '1', costCurrency: 'USD', lines, amount: '0' },
    };
    const moved: StockMoved = {
      type: 'StockMoved',
      data: {
        source: { type: 'purchase', id: purchaseOrderId, number },
        reason: null,
        allowNegative: true,
        movements: lines.map((l) => ({ line: l.line, kind: 'receipt', warehouseId: rc.warehouseId, zoneId: null, productId: l.productId, quantity: l.quantity, unit: 'unit', unitQuantity: l.quantity, unitCost: l.unitCost })),
        documentId: receiptId,
        at: receivedAt,
      },
    };
    const { version } = await api.platform.store.readStream(purchaseOrderStreamId(purchaseOrderId));
    const meta = { userId: 'test', commandId: randomUUID(), correlationId: randomUUID(), causationId: randomUUID() };
    await api.platform.store.append(purchaseOrderStreamId(purchaseOrderId), version, [received, moved], meta, { inline: api.platform.inline });
    return receiptId;
  }

  beforeAll(async () => {
    api = await startApi();
    registerJobs(api.platform);
    await api.platform.queue.startWorker();
    const { DaemonHost } = await import('../../system/daemon-host.js');
    api.app.get(DaemonHost).start(100);
    root = await api.login('root', ROOT_PASSWORD);
    cups = (await ok('POST', '/products', { code: 'CUP-01', name: 'Taza de cerámica' })).id;
    plates = (await ok('POST', '/products', { code: 'PLATE-01', name: 'Plato llano' })).id;
    central = (await ok('POST', '/warehouses', { code: 'CENTRAL', name: 'Bodega Central' })).id;
    north = (await ok('POST', '/warehouses', { code: 'NORTE', name: 'Bodega Norte' })).id;
    // Costs are kept in US dollars here (the receipts below are valued in USD).
    await ok('PUT', '/system-setting/settings', { settings: { SecondCurrencyID: 'USD', CostCurrencyID: 'USD' } });
  });
  afterAll(() => api.close());

  it('creates a waybill, links an order with receipts, and spreads a freight over its received lines', async () => {
    const po = await orderWithReceipt('PO-20260115-0001', [
      { receiptNumber: 'RC-1', warehouseId: central, lines: [{ productId: cups, quantity: '100', unitCost: '2' }, { productId: plates, quantity: '200', unitCost: '3' }] },
    ]);
    await receiptsProjected(1);
    const w = await ok('POST', '/purchase/ocean-shipping', { blNumber: 'COSU6100000001', containers: ['mscu1234567'], carrier: 'COSCO', portOfLoading: 'Ningbo', portOfDischarge: 'San Antonio', etd: '2026-01-10', eta: '2026-02-20' });
    expect(w.number).toMatch(/^SW-\d{8}-0001$/);
    const picker = await get('/purchase/ocean-shipping/received-orders?search=0001');
    expect(picker.rows).toEqual([expect.objectContaining({ purchaseOrderId: po, number: 'PO-20260115-0001', receipts: 1 })]);
    await ok('POST', `/purchase/ocean-shipping/${w.id}/orders`, { purchaseOrderIds: [po] });
    // 1000 CNY at 0.14 = 140 USD over values 200 / 600: 35 / 105.
    const added = await ok('POST', `/purchase/ocean-shipping/${w.id}/costs`, { kind: 'freight', basis: 'value', currency: 'CNY', amount: '1000', rate: '0.14', invoiceRef: 'FR-77' });
    expect(added.changed).toBe(true);
    const allocated = (await streamEvents(`sea-waybill-${w.id}`)).filter((e) => e.type === 'LandedCostAllocated');
    expect(allocated).toHaveLength(1);
    const a = allocated[0].data as any;
    expect(a).toMatchObject({ waybillId: w.id, waybillNumber: w.number, kind: 'freight', basis: 'value', currency: 'CNY', amount: '1000', rate: '0.14', costCurrency: 'USD' });
    expect(a.allocations.map((x: any) => [x.productId, x.warehouseId, x.amount])).toEqual([[cups, central, '35.00'], [plates, central, '105.00']]);

    const detail = await get(`/purchase/ocean-shipping/${w.id}`);
    expect(detail).toMatchObject({ blNumber: 'COSU6100000001', containers: ['MSCU1234567'], status: 'booked', orders: [{ purchaseOrderId: po, number: 'PO-20260115-0001' }], costTotal: '140.00', costCurrency: 'USD', allocated: 'yes' });
    expect(detail.costs[0]).toMatchObject({ kind: 'freight', costAmount: '140.00', invoiceRef: 'FR-77' });
    const lines = await get(`/purchase/ocean-shipping/${w.id}/receipt-lines`);
    expect(lines.rows.map((r: any) => [r.productCode, r.warehouseCode, r.quantity, r.value])).toEqual([['CUP-01', 'CENTRAL', '100', '200'], ['PLATE-01', 'CENTRAL', '200', '600']]);

    // The list shows it, found by a container number.
    const list = await get('/purchase/ocean-shipping?search=mscu1234');
    expect(list.rows.map((r: any) => [r.number, r.blNumber, r.carrier, r.costTotal, r.allocated])).toEqual([[w.number, 'COSU6100000001', 'COSCO', '140.00', 'yes']]);

    // Status moves one step at a time.
    await ok('POST', `/purchase/ocean-shipping/${w.id}/status`, { status: 'sailed' });
    const skip = await api.call('POST', `/be/api/purchase/ocean-shipping/${w.id}/status`, { token: root, body: { status: 'received' } });
    expect(skip.status).toBe(409);
    expect(skip.body.error).toMatchObject({ reason: 'status_move_not_allowed' });
  });

  it('a receipt after the cost: Allocate withdraws the old spread and spreads it over every received line', async () => {
    const po = await orderWithReceipt('PO-20260115-0002', [{ receiptNumber: 'RC-2', warehouseId: central, lines: [{ productId: cups, quantity: '10', unitCost: '1' }] }]);
    await receiptsProjected(2);
    const w = await ok('POST', '/purchase/ocean-shipping', { blNumber: 'COSU6100000002' });
    await ok('POST', `/purchase/ocean-shipping/${w.id}/orders`, { purchaseOrderIds: [po] });
    await ok('POST', `/purchase/ocean-shipping/${w.id}/costs`, { kind: 'duty', basis: 'quantity', currency: 'USD', amount: '30' });
    await receive(po, 'PO-20260115-0002', { receiptNumber: 'RC-3', warehouseId: north, lines: [{ productId: cups, quantity: '20', unitCost: '1' }] });
    await receiptsProjected(3);
    await ok('POST', `/purchase/ocean-shipping/${w.id}/allocate`, {});
    const stream = await streamEvents(`sea-waybill-${w.id}`);
    expect(stream.map((e) => e.type)).toEqual(['SeaWaybillCreated', 'SeaWaybillOrdersLinked', 'SeaWaybillCostAdded', 'LandedCostAllocated', 'LandedCostWithdrawn', 'LandedCostAllocated']);
    expect((stream[5].data as any).allocations.map((x: any) => [x.warehouseId, x.amount])).toEqual([[central, '10.00'], [north, '20.00']]);
    // Nothing more to spread: Allocate again changes nothing.
    expect((await ok('POST', `/purchase/ocean-shipping/${w.id}/allocate`, {})).changed).toBe(false);
    // Removing the cost withdraws it.
    const costId = (stream[2].data as any).costId;
    await ok('DELETE', `/purchase/ocean-shipping/${w.id}/costs/${costId}`);
    expect((await streamEvents(`sea-waybill-${w.id}`)).slice(-2).map((e) => e.type)).toEqual(['LandedCostWithdrawn', 'SeaWaybillCostRemoved']);
  });

  it('a taken B/L number, bad input and an unknown order are refused and append nothing', async () => {
    const w = await ok('POST', '/purchase/ocean-shipping', { blNumber: 'MAEU0000000003' });
    const before = await events();
    const taken = await api.call('POST', '/be/api/purchase/ocean-shipping', { token: root, body: { blNumber: 'maeu0000000003' } });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ reason: 'bl_number_taken' });
    const blank = await api.call('POST', '/be/api/purchase/ocean-shipping', { token: root, body: { blNumber: '  ' } });
    expect(blank.status).toBe(400);
    const eta = await api.call('POST', '/be/api/purchase/ocean-shipping', { token: root, body: { blNumber: 'X1', etd: '2026-03-01', eta: '2026-02-01' } });
    expect(eta.status).toBe(400);
    const float = await api.call('POST', `/be/api/purchase/ocean-shipping/${w.id}/costs`, { token: root, body: { kind: 'freight', currency: 'USD', amount: 12.5 } });
    expect(float.status).toBe(400);
    const kind = await api.call('POST', `/be/api/purchase/ocean-shipping/${w.id}/costs`, { token: root, body: { kind: 'bribe', currency: 'USD', amount: '1' } });
    expect(kind.status).toBe(400);
    const noRate = await api.call('POST', `/be/api/purchase/ocean-shipping/${w.id}/costs`, { token: root, body: { kind: 'freight', currency: 'EUR', amount: '100' } });
    expect(noRate.status).toBe(400);
    expect(noRate.body.error).toMatchObject({ reason: 'rate_required' });
    const unknown = await api.call('POST', `/be/api/purchase/ocean-shipping/${w.id}/orders`, { token: root, body: { purchaseOrderIds: [randomUUID()] } });
    expect(unknown.status).toBe(404);
    const noWaybill = await api.call('POST', `/be/api/purchase/ocean-shipping/${randomUUID()}/status`, { token: root, body: { status: 'sailed' } });
    expect(noWaybill.status).toBe(404);
    const change = await api.call('PUT', `/be/api/purchase/ocean-shipping/${w.id}`, { token: root, body: { blNumber: 'COSU6100000001' } });
    expect(change.status).toBe(409);
    expect(change.body.error).toMatchObject({ reason: 'bl_number_taken' });
    expect(await events()).toBe(before);
  });

  it('two edits of one waybill seen at the same version: one wins, the other is 409', async () => {
    const w = await ok('POST', '/purchase/ocean-shipping', { blNumber: 'MAEU0000000004' });
    const [a, b] = await Promise.all([
      api.call('PUT', `/be/api/purchase/ocean-shipping/${w.id}`, { token: root, body: { version: w.streamVersion, carrier: 'Maersk' } }),
      api.call('PUT', `/be/api/purchase/ocean-shipping/${w.id}`, { token: root, body: { version: w.streamVersion, carrier: 'MSC' } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await streamEvents(`sea-waybill-${w.id}`)).map((e) => e.type)).toEqual(['SeaWaybillCreated', 'SeaWaybillChanged']);
  });

  it('a retried command id is applied once', async () => {
    const commandId = randomUUID();
    const body = { commandId, blNumber: 'ONEY0000000005', carrier: 'ONE' };
    const first = await ok('POST', '/purchase/ocean-shipping', body);
    const again = await ok('POST', '/purchase/ocean-shipping', body);
    expect(again.id).toBe(first.id);
    const costCommand = randomUUID();
    const cost = { commandId: costCommand, kind: 'insurance', currency: 'USD', amount: '12.50' };
    await ok('POST', `/purchase/ocean-shipping/${first.id}/costs`, cost);
    await ok('POST', `/purchase/ocean-shipping/${first.id}/costs`, cost);
    expect((await streamEvents(`sea-waybill-${first.id}`)).map((e) => e.type)).toEqual(['SeaWaybillCreated', 'SeaWaybillCostAdded']);
    const list = await get('/purchase/ocean-shipping?search=ONEY0000000005');
    expect(list.rows.map((r: any) => [r.costTotal, r.costCount, r.allocated])).toEqual([['12.50', 1, 'no']]);
  });

  it('imports waybills from a sheet all or nothing, with a row report; a retried import is applied once', async () => {
    async function runImport(body: unknown) {
      const r = await api.call('POST', '/be/api/purchase/ocean-shipping/import', { token: root, body });
      expect(r.status).toBe(202);
      for (let i = 0; i < 300; i++) {
        const s = await api.call('GET', `/be/api/queue/status?id=${r.body.data.jobId}`, { token: root });
        if (s.body.data.state === 'completed' || s.body.data.state === 'failed') return s.body.data.result;
        await new Promise((res) => setTimeout(res, 50));
      }
      throw new Error('import did not finish');
    }
    const headers = ['B/L number', 'containers', 'carrier', 'port of loading', 'port of discharge', 'ETD', 'ETA', 'note'];
    const before = await events();
    const bad = await runImport({ file: await xlsx(headers, [['IMP0000000001', 'MSCU7654321', 'MSC', 'Shanghai', 'Valparaíso', '2026-02-01', '2026-03-10', ''], ['COSU6100000001', '', '', '', '', null, null, '']]) });
    expect(bad).toMatchObject({ total: 2, imported: 0, refused: 1, errors: [{ row: 3, field: 'blNumber' }] });
    expect(await events()).toBe(before);

    const commandId = randomUUID();
    const file = await xlsx(headers, [['IMP0000000001', 'MSCU7654321', 'MSC', 'Shanghai', 'Valparaíso', '2026-02-01', '2026-03-10', ''], ['IMP0000000002', '', 'ONE', '', '', null, null, 'second']]);
    const good = await runImport({ commandId, file });
    expect(good).toMatchObject({ total: 2, imported: 2, errors: [] });
    expect(good.waybills.map((w: any) => w.blNumber)).toEqual(['IMP0000000001', 'IMP0000000002']);
    const again = await runImport({ commandId, file });
    expect(again.waybills.map((w: any) => w.id).sort()).toEqual(good.waybills.map((w: any) => w.id).sort());
    const list = await get('/purchase/ocean-shipping?search=imp000000000');
    expect(list.rows.map((r: any) => [r.blNumber, r.carrier, r.eta]).sort()).toEqual([['IMP0000000001', 'MSC', '2026-03-10'], ['IMP0000000002', 'ONE', null]]);
  });
});
