import ExcelJS from 'exceljs';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../identity/testing/api-harness.js';
import { registerJobs } from '../jobs.js';

async function xlsx(headers: string[], rows: (string | number | null)[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('transfers');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}

/**
 * The transfer and write-off lists over real HTTP on PostgreSQL: list with filters and paging,
 * one document with its lines, every transfer line; and the batch import of transfers from a
 * spreadsheet: all or nothing, a row-by-row report, negative stock refused with nothing appended.
 */
describe('stock documents API', () => {
  let api: ApiHarness;
  let root: string;
  let cola: string;
  let chips: string;
  let central: string;
  let meiggs: string;
  let norte: string;

  const events = async () => Number((await api.platform.db.query<{ n: string }>('select count(*)::text as n from es.events')).rows[0].n);
  const ok = async (method: string, path: string, body?: unknown) => {
    const r = await api.call(method, `/be/api${path}`, { token: root, body });
    if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body.error)}`);
    return r.body.data;
  };
  /** Reads a read model once it has caught up with everything appended so far (a busy shared server may take more than one wait). */
  const get = async (path: string) => {
    const head = await api.written();
    for (let i = 0; ; i++) {
      const r = await api.call('GET', `/be/api${path}${path.includes('?') ? '&' : '?'}waitFor=${head}`, { token: root });
      const stale = r.headers.get('X-Read-Model-Fresh') === 'no';
      // A document not projected yet answers 404 while the read model is still behind: wait again.
      if (stale && r.status === 404 && i < 11) continue;
      expect(r.status).toBe(200);
      if (!stale || i >= 11) return r.body.data;
    }
  };
  const onHand = async (warehouseId: string, productId: string) => (await ok('GET', `/stock/on-hand?warehouseId=${warehouseId}&productId=${productId}`)).rows[0]?.quantity ?? '0';
  async function runImport(body: unknown) {
    const r = await api.call('POST', '/be/api/stock/transfers/import', { token: root, body });
    expect(r.status).toBe(202);
    for (let i = 0; i < 300; i++) {
      const s = await api.call('GET', `/be/api/queue/status?id=${r.body.data.jobId}`, { token: root });
      if (s.body.data.state === 'completed' || s.body.data.state === 'failed') return s.body.data;
      await new Promise((res) => setTimeout(res, 50));
    }
    throw new Error('import did not finish');
  }

  beforeAll(async () => {
    api = await startApi();
    registerJobs(api.platform);
    await api.platform.queue.startWorker();
    const { DaemonHost } = await import('../system/daemon-host.js');
    api.app.get(DaemonHost).start(200);
    root = await api.login('root', ROOT_PASSWORD);
    cola = (await ok('POST', '/products', { code: 'COLA-350', name: 'Cola 350 ml', unitLabel: 'lata', packings: { box: { size: '24', barcode: '7801000000011' } } })).id;
    chips = (await ok('POST', '/products', { code: 'PAPAS-1', name: 'Papas fritas', barcode: '7802000000010' })).id;
    central = (await ok('POST', '/warehouses', { code: 'CENTRAL', name: 'Bodega Central' })).id;
    meiggs = (await ok('POST', '/warehouses', { code: 'MEIGGS', name: 'Tienda Meiggs' })).id;
    norte = (await ok('POST', '/warehouses', { code: 'NORTE', name: 'Tienda Norte' })).id;
    await ok('PUT', '/system-setting/settings', { settings: { NegativeStockPolicy: 'refuse' } });
    // Receive 10 boxes of cola and 50 bags of chips in the central warehouse by a posted count.
    const count = await ok('POST', '/stock/counts', { warehouseId: central, productIds: [cola, chips], note: 'opening' });
    const lines = await ok('PUT', `/stock/counts/${count.id}/lines`, { version: count.streamVersion, lines: [{ productId: cola, unit: 'box', quantity: '10' }, { productId: chips, quantity: '50' }] });
    await ok('POST', `/stock/counts/${count.id}/post`, { version: lines.streamVersion });
  });
  afterAll(() => api.close());

  it('the transfer list shows each transfer with its warehouses, totals and who; filters and paging narrow it', async () => {
    const t1 = await ok('POST', '/stock/transfers', { fromWarehouseId: central, toWarehouseId: meiggs, note: 'reposición', lines: [{ productId: cola, unit: 'box', quantity: '2' }, { productId: chips, quantity: '5' }] });
    const t2 = await ok('POST', '/stock/transfers', { fromWarehouseId: central, toWarehouseId: norte, lines: [{ productId: chips, quantity: '3' }] });
    const list = await get('/stock/transfers');
    expect(list.total).toBe(2);
    expect(list.rows.map((r: any) => [r.number, r.fromWarehouseCode, r.toWarehouseCode, r.lineCount, r.totalQuantity, r.username, r.note])).toEqual([
      [t2.number, 'CENTRAL', 'NORTE', 1, '3', 'root', ''],
      [t1.number, 'CENTRAL', 'MEIGGS', 2, '53', 'root', 'reposición'],
    ]);
    expect((await get(`/stock/transfers?toWarehouseId=${meiggs}`)).rows.map((r: any) => r.id)).toEqual([t1.id]);
    expect((await get(`/stock/transfers?warehouseId=${norte}`)).rows.map((r: any) => r.id)).toEqual([t2.id]);
    expect((await get(`/stock/transfers?productId=${cola}`)).rows.map((r: any) => r.id)).toEqual([t1.id]);
    expect((await get(`/stock/transfers?search=reposi`)).rows.map((r: any) => r.id)).toEqual([t1.id]);
    const paged = await get('/stock/transfers?limit=1&offset=1');
    expect([paged.total, paged.rows.map((r: any) => r.id)]).toEqual([2, [t1.id]]);
    const future = new Date(Date.now() + 3600_000).toISOString();
    expect((await get(`/stock/transfers?from=${encodeURIComponent(future)}`)).total).toBe(0);
  });

  it('one transfer answers its lines with product, unit, quantities and cost; an unknown id is a 404', async () => {
    const [t1] = (await get(`/stock/transfers?toWarehouseId=${meiggs}`)).rows;
    const doc = await get(`/stock/transfers/${t1.id}`);
    expect(doc.lines.map((l: any) => [l.line, l.code, l.name, l.unitLabel, l.unit, l.unitQuantity, l.quantity, l.unitCost, l.cost])).toEqual([
      [1, 'COLA-350', 'Cola 350 ml', 'lata', 'box', '2', '48', '0', '0'],
      [2, 'PAPAS-1', 'Papas fritas', '', 'unit', '5', '5', '0', '0'],
    ]);
    const missing = await api.call('GET', '/be/api/stock/transfers/nope', { token: root });
    expect(missing.status).toBe(404);
    expect(missing.body.error!.reason).toBe('transfer_not_found');
  });

  it('every transfer line: filterable by product and warehouse', async () => {
    const all = await get('/stock/transfers/lines');
    expect(all.total).toBe(3);
    const chipsLines = await get(`/stock/transfers/lines?productId=${chips}`);
    expect(chipsLines.rows.map((r: any) => [r.code, r.quantity, r.toWarehouseName])).toEqual([
      ['PAPAS-1', '3', 'Tienda Norte'],
      ['PAPAS-1', '5', 'Tienda Meiggs'],
    ]);
    expect((await get(`/stock/transfers/lines?productId=${chips}&toWarehouseId=${norte}`)).total).toBe(1);
  });

  it('the write-off list carries the reason and filters by it', async () => {
    await ok('POST', '/stock/damages', { warehouseId: meiggs, reason: 'broken', note: 'caída', lines: [{ productId: cola, quantity: '2' }] });
    await ok('POST', '/stock/damages', { warehouseId: central, reason: 'expired', lines: [{ productId: chips, quantity: '1' }] });
    const list = await get('/stock/damages');
    expect(list.rows.map((r: any) => [r.fromWarehouseCode, r.reason, r.totalQuantity, r.toWarehouseId])).toEqual([
      ['CENTRAL', 'expired', '1', null],
      ['MEIGGS', 'broken', '2', null],
    ]);
    expect((await get('/stock/damages?reason=broken')).rows.map((r: any) => r.note)).toEqual(['caída']);
    const one = await get(`/stock/damages/${list.rows[1].id}`);
    expect(one.lines).toHaveLength(1);
    expect((await api.call('GET', `/be/api/stock/transfers/${list.rows[1].id}`, { token: root })).status).toBe(404);
  });

  const HEAD = ['from warehouse', 'to warehouse', 'code', 'barcode', 'unit', 'quantity', 'note'];

  it('import with bad rows: nothing is imported and the report names each row and field', async () => {
    const before = await events();
    const file = await xlsx(HEAD, [
      ['CENTRAL', 'MEIGGS', 'COLA-350', null, 'box', 1, 'lunes'],
      ['CENTRAL', 'SUR', 'COLA-350', null, 'box', 1, null],
      ['CENTRAL', 'CENTRAL', null, '7802000000010', null, 2, null],
      ['MEIGGS', 'NORTE', 'NOPE', null, null, 0, null],
      ['CENTRAL', 'NORTE', 'PAPAS-1', null, 'bag', 1, null],
    ]);
    const job = await runImport({ file });
    expect(job.state).toBe('completed');
    expect(job.result).toMatchObject({
      total: 5,
      imported: 0,
      refused: 4,
      transfers: [],
      errors: [
        { row: 3, field: 'to', message: 'no warehouse with code SUR' },
        { row: 4, field: 'to', message: 'the destination is the source warehouse CENTRAL: choose two different warehouses' },
        { row: 5, field: 'code', message: 'no product with code NOPE' },
        { row: 5, field: 'quantity', message: '"0" is not a quantity greater than zero (a number like 12 or 2.5)' },
        { row: 6, field: 'unit', message: 'product PAPAS-1 has no bag packing size.' },
      ],
    });
    expect(await events()).toBe(before);
  });

  it('import that would take stock below zero is refused whole, naming the rows, and appends nothing', async () => {
    const before = await events();
    expect(await onHand(central, cola)).toBe('192');
    const file = await xlsx(HEAD, [
      ['CENTRAL', 'MEIGGS', null, '7801000000011', null, 5, null],
      ['CENTRAL', 'NORTE', 'PAPAS-1', null, null, 1, null],
      ['CENTRAL', 'NORTE', 'COLA-350', null, 'box', 4, null],
    ]);
    const job = await runImport({ file });
    expect(job.result).toMatchObject({
      imported: 0,
      errors: [
        { row: 2, field: 'quantity', message: 'not enough stock of COLA-350 in CENTRAL: 192 on hand, 216 requested by rows 2, 4' },
        { row: 4, field: 'quantity', message: 'not enough stock of COLA-350 in CENTRAL: 192 on hand, 216 requested by rows 2, 4' },
      ],
    });
    expect(await events()).toBe(before);
    expect(await onHand(central, cola)).toBe('192');
  });

  it('a good file makes one transfer per pair of warehouses in one go; a retried command id imports once', async () => {
    const commandId = crypto.randomUUID();
    const file = await xlsx(HEAD, [
      ['CENTRAL', 'MEIGGS', null, '7801000000011', null, 3, 'pedido 12'],
      ['central', 'norte', 'PAPAS-1', null, 'unit', 4, null],
      ['CENTRAL', 'MEIGGS', 'PAPAS-1', null, null, '2.5', null],
    ]);
    const job = await runImport({ file, commandId });
    expect(job.result).toMatchObject({ total: 3, imported: 3, refused: 0, errors: [], duplicate: false });
    const made = job.result.transfers;
    expect(made.map((t: any) => [t.fromWarehouseCode, t.toWarehouseCode, t.rows])).toEqual([
      ['CENTRAL', 'MEIGGS', [2, 4]],
      ['CENTRAL', 'NORTE', [3]],
    ]);
    const [a, b] = made.map((t: any) => Number(t.number.slice(-4)));
    expect(b).toBe(a + 1);
    expect(await onHand(meiggs, cola)).toBe(String(48 - 2 + 72));
    expect(await onHand(central, chips)).toBe(String(50 - 5 - 3 - 1 - 4 - 2.5));
    const doc = await get(`/stock/transfers/${made[0].id}`);
    expect([doc.note, doc.lines.map((l: any) => [l.code, l.unit, l.unitQuantity])]).toEqual(['pedido 12', [['COLA-350', 'box', '3'], ['PAPAS-1', 'unit', '2.5']]]);
    const h = await api.call('GET', `/be/api/stock/transfers/${made[0].id}/history`, { token: root });
    expect(h.body.data.events.map((e: any) => e.type)).toEqual(['TransferMade', 'StockMoved']);

    const before = await events();
    const again = await runImport({ file, commandId });
    expect(again.result).toMatchObject({ duplicate: true, imported: 3, transfers: made.map((t: any) => ({ id: t.id, number: t.number })) });
    expect(await events()).toBe(before);
  });

  it('a file that is not a spreadsheet is refused at once', async () => {
    const r = await api.call('POST', '/be/api/stock/transfers/import', { token: root, body: { file: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]).toString('base64') } });
    expect(r.status).toBe(400);
    expect(r.body.error!.details![0]).toEqual({ path: 'file', message: 'not an .xlsx spreadsheet or a CSV file' });
  });
});
