import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';
import { registerJobs } from '../../jobs.js';
import { callSheetJob } from '../../platform/testing/sheet-jobs.js';

async function xlsx(rows: (string | number | null)[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('counts');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}

/**
 * Batch count import over real HTTP on PostgreSQL: one sheet opens a count order per warehouse
 * with its rows counted, numbered without gaps; a bad row refuses the whole sheet with a report
 * naming every bad row and field and appends nothing; a retried command opens nothing twice. The
 * sheet is read by a queue job: the request answers 202 {jobId}, the result comes from queue/status.
 */
describe('batch count import API', () => {
  let api: ApiHarness;
  let root: string;
  let cola: string;
  let agua: string;
  let central: string;
  let meiggs: string;

  const events = async () => Number((await api.platform.db.query<{ n: string }>('select count(*)::text as n from es.events')).rows[0].n);
  const head = () => api.written();
  const get = async (path: string) => (await api.call('GET', `${path}${path.includes('?') ? '&' : '?'}waitFor=${await head()}`, { token: root })).body.data;
  // Queued: 202 {jobId}, then the job's result through queue/status (callSheetJob).
  const batch = (body: Record<string, unknown>) => callSheetJob(api, 'POST', '/be/api/stock/counts/batch-import', { token: root, body });

  beforeAll(async () => {
    api = await startApi();
    registerJobs(api.platform);
    await api.platform.queue.startWorker();
    const { DaemonHost } = await import('../../system/daemon-host.js');
    api.app.get(DaemonHost).start(200);
    root = await api.login('root', ROOT_PASSWORD);
    cola = (await api.call('POST', '/be/api/products', { token: root, body: { code: 'COLA-350', name: 'Cola 350 ml', packings: { box: { size: '24', barcode: '7801000000011' }, bag: { size: '6' } } } })).body.data.id;
    agua = (await api.call('POST', '/be/api/products', { token: root, body: { code: 'AGUA-500', name: 'Agua 500 ml', packings: { box: { size: '12' } } } })).body.data.id;
    central = (await api.call('POST', '/be/api/warehouses', { token: root, body: { code: 'CENTRAL', name: 'Bodega Central' } })).body.data.id;
    meiggs = (await api.call('POST', '/be/api/warehouses', { token: root, body: { code: 'MEIGGS', name: 'Tienda Meiggs' } })).body.data.id;
    const old = (await api.call('POST', '/be/api/warehouses', { token: root, body: { code: 'OLD', name: 'Old store' } })).body.data.id;
    expect((await api.call('POST', `/be/api/warehouses/${old}/disable`, { token: root, body: {} })).status).toBeLessThan(300);
  });
  afterAll(() => api.close());

  it('a bad row refuses the whole sheet: every bad row and field reported, nothing appended', async () => {
    const before = await events();
    const bad = await batch({
      file: await xlsx([
        ['warehouse', 'code', 'barcode', 'unit', 'quantity'],
        ['CENTRAL', 'COLA-350', null, 'box', 2],
        ['NOPE', 'COLA-350', null, 'box', 1],
        ['OLD', 'AGUA-500', null, null, 1],
        [null, 'AGUA-500', null, null, 1],
        ['MEIGGS', 'AGUA-500', null, 'bag', 1],
        ['MEIGGS', 'NOPE-1', null, null, 'x'],
      ]),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ reason: 'import_refused', message: expect.stringMatching(/5 of 6 rows refused/) });
    expect(bad.body.error!.details!.map((d: any) => [d.path, d.message])).toEqual([
      ['row 3.warehouse', 'no warehouse with code NOPE'],
      ['row 4.warehouse', 'warehouse OLD is disabled'],
      ['row 5.warehouse', 'give the warehouse code'],
      ['row 6.unit', 'product AGUA-500 has no bag packing size.'],
      ['row 7.code', 'no product with code NOPE-1'],
      ['row 7.quantity', expect.stringMatching(/"x" is not a quantity/)],
    ]);
    const noWarehouse = await batch({ file: await xlsx([['code', 'quantity'], ['COLA-350', 1]]) });
    expect(noWarehouse.body.error!.details).toEqual([{ path: 'row 1.warehouse', message: 'the header row has no warehouse column' }]);
    // A CSV is a sheet too: its header is checked like an .xlsx's.
    const csv = await batch({ file: Buffer.from('code;quantity').toString('base64') });
    expect(csv.body.error!.details).toEqual([{ path: 'row 1.warehouse', message: 'the header row has no warehouse column' }]);
    const notExcel = await batch({ file: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]).toString('base64') });
    expect(notExcel.status).toBe(400);
    expect(notExcel.body.error!.details).toEqual([{ path: 'file', message: 'not an .xlsx spreadsheet or a CSV file' }]);
    expect(await events()).toBe(before);
    expect((await get('/be/api/stock/counts')).total).toBe(0);
  });

  it('opens one count order per warehouse with its rows counted; numbers follow on without gaps; a retry opens nothing twice', async () => {
    const commandId = randomUUID();
    const body = {
      commandId,
      note: 'inventario anual',
      file: await xlsx([
        ['Warehouse', 'Code', 'Barcode', 'Unit', 'Quantity'],
        ['CENTRAL', 'COLA-350', null, 'box', 2],
        ['MEIGGS', null, '7801000000011', null, 1],
        ['CENTRAL', 'AGUA-500', null, 'unit', 5],
        ['meiggs', 'agua-500', null, null, 0],
      ]),
    };
    const r = await batch(body);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ total: 4, duplicate: false });
    const counts = r.body.data.counts;
    expect(counts.map((c: any) => [c.warehouseId, c.warehouseCode, c.lines])).toEqual([
      [central, 'CENTRAL', 2],
      [meiggs, 'MEIGGS', 2],
    ]);
    expect(counts.map((c: any) => c.number.slice(-4))).toEqual(['0001', '0002']);
    const c1 = await get(`/be/api/stock/counts/${counts[0].id}`);
    expect(c1).toMatchObject({ status: 'draft', note: 'inventario anual', warehouseCode: 'CENTRAL', countedLines: 2 });
    expect(c1.lines.map((l: any) => [l.code, l.bookQuantity, l.countedQuantity, l.difference])).toEqual([
      ['COLA-350', '0', '48', '48'],
      ['AGUA-500', '0', '5', '5'],
    ]);
    const c2 = await get(`/be/api/stock/counts/${counts[1].id}`);
    // the box barcode selected the box: 1 box = 24
    expect(c2.countedEntries.map((l: any) => [l.unit, l.unitQuantity, l.quantity])).toEqual([['box', '1', '24'], ['unit', '0', '0']]);
    const history = await api.call('GET', `/be/api/stock/counts/${counts[1].id}/history`, { token: root });
    expect(history.body.data.events.map((e: any) => [e.type, e.username])).toEqual([['StockCountOpened', 'root'], ['StockCountLinesRecorded', 'root']]);

    const before = await events();
    const again = await batch(body);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ duplicate: true, counts: counts.map((c: any) => ({ id: c.id, number: c.number, warehouseCode: c.warehouseCode, lines: c.lines })) });
    expect(await events()).toBe(before);

    // the next count order of the day takes the next number
    const single = await api.call('POST', '/be/api/stock/counts', { token: root, body: { warehouseId: central } });
    expect(single.body.data.number.slice(-4)).toBe('0003');
    // a batch count posts like any other: stock on hand becomes the count
    expect((await api.call('POST', `/be/api/stock/counts/${counts[0].id}/post`, { token: root, body: { version: 2 } })).status).toBe(200);
    const onHand = await get(`/be/api/stock/on-hand?warehouseId=${central}`);
    expect(onHand.rows.map((x: any) => [x.code, x.quantity])).toEqual(expect.arrayContaining([['COLA-350', '48'], ['AGUA-500', '5']]));
  });

  it("expect 'stock': the order also expects the warehouse's other products, which show as uncounted", async () => {
    const r = await batch({ expect: 'stock', file: await xlsx([['warehouse', 'code', 'quantity'], ['CENTRAL', 'AGUA-500', 4]]) });
    expect(r.status).toBe(200);
    const id = r.body.data.counts[0].id;
    const uncounted = await get(`/be/api/stock/counts/${id}/uncounted`);
    expect(uncounted.rows.map((x: any) => [x.code, x.bookQuantity])).toEqual([['COLA-350', '48']]);
    expect(uncounted.rows[0].productId).toBe(cola);
    const detail = await get(`/be/api/stock/counts/${id}`);
    expect(detail.lines.find((l: any) => l.productId === agua)).toMatchObject({ bookQuantity: '5', countedQuantity: '4', difference: '-1' });
  });
});
