import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';
import { registerJobs } from '../../jobs.js';
import { callSheetJob } from '../../platform/testing/sheet-jobs.js';

/**
 * Stock checks over real HTTP on PostgreSQL: a count receives stock on an empty warehouse, a lower
 * count writes a negative adjustment, the adjustment is counted - book AT POSTING, duplicates and
 * uncounted products are listed, a posted count refuses edits, a stale version is a 409.
 */
async function xlsx(rows: (string | number | null)[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('count');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}

describe('stock count API', () => {
  let api: ApiHarness;
  let root: string;
  let cola: string;
  let agua: string;
  let central: string;

  const events = async () => Number((await api.platform.db.query<{ n: string }>('select count(*)::text as n from es.events')).rows[0].n);
  const onHand = async (productId: string) => {
    const r = await api.call('GET', `/be/api/stock/on-hand?warehouseId=${central}&productId=${productId}`, { token: root });
    expect(r.status).toBe(200);
    return r.body.data.rows[0]?.quantity ?? '0';
  };
  const head = () => api.written();
  const get = async (path: string) => api.call('GET', `${path}${path.includes('?') ? '&' : '?'}waitFor=${await head()}`, { token: root });
  const open = (body: Record<string, unknown>) => api.call('POST', '/be/api/stock/counts', { token: root, body });
  const putLines = (id: string, version: number, lines: unknown[]) => api.call('PUT', `/be/api/stock/counts/${id}/lines`, { token: root, body: { version, lines } });
  const post = (id: string, version: number) => api.call('POST', `/be/api/stock/counts/${id}/post`, { token: root, body: { version } });

  beforeAll(async () => {
    api = await startApi();
    registerJobs(api.platform);
    await api.platform.queue.startWorker();
    const { DaemonHost } = await import('../../system/daemon-host.js');
    api.app.get(DaemonHost).start(200);
    root = await api.login('root', ROOT_PASSWORD);
    const p = await api.call('POST', '/be/api/products', {
      token: root,
      body: { code: 'COLA-350', name: 'Cola 350 ml', packings: { box: { size: '24', barcode: '7801000000011' }, bag: { size: '6', barcode: '7801000000028' } } },
    });
    expect(p.status).toBe(201);
    cola = p.body.data.id;
    agua = (await api.call('POST', '/be/api/products', { token: root, body: { code: 'AGUA-500', name: 'Agua 500 ml', packings: { box: { size: '12', barcode: '7801000000035' } } } })).body.data.id;
    central = (await api.call('POST', '/be/api/warehouses', { token: root, body: { code: 'CENTRAL', name: 'Bodega Central' } })).body.data.id;
  });
  afterAll(() => api.close());

  it('a count on an empty warehouse counting 3 boxes posts +72 base units; stock on hand then equals the count', async () => {
    const c = await open({ warehouseId: central, note: 'inventario inicial' });
    expect(c.status).toBe(201);
    expect(c.body.data.number).toMatch(/^CK-\d{8}-0001$/);
    const id = c.body.data.id;
    expect((await get(`/be/api/stock/counts/${id}/uncounted`)).body.data).toEqual({ rows: [], total: 0 });
    const l = await putLines(id, 1, [{ productId: cola, unit: 'box', quantity: '3' }]);
    expect(l.status).toBe(200);
    const p = await post(id, 2);
    expect(p.status).toBe(200);
    expect(await onHand(cola)).toBe('72');
    const log = await get(`/be/api/stock/log?warehouseId=${central}&productId=${cola}`);
    expect(log.body.data.rows.map((r: any) => [r.kind, r.quantity, r.balanceAfter])).toEqual([['count-adjustment', '72', '72']]);
    const detail = await get(`/be/api/stock/counts/${id}`);
    expect(detail.body.data).toMatchObject({ status: 'posted', number: c.body.data.number, warehouseCode: 'CENTRAL', countedLines: 1, createdByName: 'root' });
    expect(detail.body.data.lines).toEqual([expect.objectContaining({ productId: cola, code: 'COLA-350', bookQuantity: '0', countedQuantity: '72', difference: '72', entries: 1 })]);
  });

  it('a second count snapshots the book, lists uncounted and duplicate products, refuses a stale version, and posts a lower quantity as a negative adjustment', async () => {
    const c = await open({ warehouseId: central, note: 'conteo mensual' });
    expect(c.status).toBe(201);
    const id = c.body.data.id;
    const uncounted = await get(`/be/api/stock/counts/${id}/uncounted`);
    expect(uncounted.body.data.rows).toEqual([{ productId: cola, code: 'COLA-350', name: 'Cola 350 ml', bookQuantity: '72' }]);

    // the same product counted twice is a duplicate, not a sum, and blocks posting
    expect((await putLines(id, 1, [{ productId: cola, unit: 'box', quantity: '1' }, { productId: cola, unit: 'bag', quantity: '2' }, { productId: agua, quantity: '0' }])).status).toBe(200);
    const dups = await get(`/be/api/stock/counts/${id}/duplicates`);
    expect(dups.body.data.total).toBe(1);
    expect(dups.body.data.rows[0]).toMatchObject({ productId: cola, code: 'COLA-350' });
    expect(dups.body.data.rows[0].entries.map((e: any) => [e.unit, e.unitQuantity, e.quantity])).toEqual([['box', '1', '24'], ['bag', '2', '12']]);
    expect((await get(`/be/api/stock/counts/${id}/uncounted`)).body.data.total).toBe(0);
    const blocked = await post(id, 2);
    expect(blocked.status).toBe(400);
    expect(blocked.body.error).toMatchObject({ reason: 'count_has_duplicates' });

    const stale = await putLines(id, 1, [{ productId: cola, unit: 'bag', quantity: '10' }]);
    expect(stale.status).toBe(409);
    expect((await putLines(id, 2, [{ productId: cola, unit: 'bag', quantity: '10' }])).status).toBe(200);
    expect((await get(`/be/api/stock/counts/${id}/duplicates`)).body.data.total).toBe(0);
    expect((await post(id, 2)).status).toBe(409);
    expect((await post(id, 3)).status).toBe(200);
    expect(await onHand(cola)).toBe('60');
    const log = await get(`/be/api/stock/log?warehouseId=${central}&productId=${cola}`);
    expect(log.body.data.rows[0]).toMatchObject({ kind: 'count-adjustment', quantity: '-12', balanceAfter: '60' });

    // a posted count refuses edits
    const before = await events();
    const edit = await putLines(id, 5, [{ productId: cola, unit: 'bag', quantity: '1' }]);
    expect(edit.status).toBe(409);
    expect(edit.body.error).toMatchObject({ reason: 'count_posted' });
    expect((await post(id, 5)).body.error).toMatchObject({ reason: 'count_posted' });
    expect(await events()).toBe(before);

    const list = await get('/be/api/stock/counts');
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.rows.map((r: any) => [r.status, r.countedLines, r.createdByName])).toEqual([
      ['posted', 1, 'root'],
      ['posted', 1, 'root'],
    ]);
    const h = await api.call('GET', `/be/api/stock/counts/${id}/history`, { token: root });
    expect(h.body.data.events.map((e: any) => [e.type, e.username])).toEqual([
      ['StockCountOpened', 'root'],
      ['StockCountLinesRecorded', 'root'],
      ['StockCountLinesRecorded', 'root'],
      ['StockCountPosted', 'root'],
      ['StockMoved', 'root'],
    ]);
  });

  it('the adjustment is counted - book AT POSTING: stock moved after opening is not undone', async () => {
    const c = await open({ warehouseId: central, productIds: [cola, agua] });
    const id = c.body.data.id;
    const d = await api.call('POST', '/be/api/stock/damages', { token: root, body: { warehouseId: central, reason: 'broken', lines: [{ productId: cola, unit: 'box', quantity: '1' }] } });
    expect(d.status).toBe(201);
    expect(await onHand(cola)).toBe('36');
    expect((await putLines(id, 1, [{ productId: cola, unit: 'bag', quantity: '7' }])).status).toBe(200);
    expect((await get(`/be/api/stock/counts/${id}/uncounted`)).body.data.rows.map((r: any) => r.code)).toEqual(['AGUA-500']);
    expect((await post(id, 2)).status).toBe(200);
    expect(await onHand(cola)).toBe('42');
    expect(await onHand(agua)).toBe('0');
    const detail = await get(`/be/api/stock/counts/${id}`);
    expect(detail.body.data.lines.map((l: any) => [l.code, l.bookQuantity, l.countedQuantity, l.difference])).toEqual([
      ['COLA-350', '36', '42', '6'],
      ['AGUA-500', '0', null, null],
    ]);
  });

  it('bad input is refused and appends nothing', async () => {
    const before = await events();
    expect((await open({ warehouseId: 'nope' })).body.error).toMatchObject({ reason: 'warehouse_not_found' });
    expect((await open({ warehouseId: central, productIds: ['nope'] })).body.error).toMatchObject({ reason: 'product_not_found' });
    const c = (await api.call('GET', '/be/api/stock/counts?status=draft', { token: root })).body.data;
    expect(c.total).toBe(0);
    expect((await putLines('nope', 1, [])).status).toBe(404);
    expect((await api.call('GET', '/be/api/stock/counts/nope', { token: root })).status).toBe(404);
    expect((await api.call('GET', '/be/api/stock/counts/nope/history', { token: root })).status).toBe(404);
    expect(await events()).toBe(before);
    const minus = await open({ warehouseId: central, productIds: [cola] });
    const before2 = await events();
    const neg = await putLines(minus.body.data.id, 1, [{ productId: cola, unit: 'box', quantity: '-1' }]);
    expect(neg.status).toBe(400);
    const noPacking = await putLines(minus.body.data.id, 1, [{ productId: agua, unit: 'bag', quantity: '1' }]);
    expect(noPacking.body.error).toMatchObject({ reason: 'unit_without_packing', message: expect.stringMatching(/^Line 1, unit/) });
    expect(await events()).toBe(before2);
  });

  it('imports counted lines from a spreadsheet all or nothing, with a row-by-row report', async () => {
    const c = await open({ warehouseId: central, productIds: [cola, agua] });
    const id = c.body.data.id;
    expect((await putLines(id, 1, [{ productId: cola, unit: 'unit', quantity: '5' }])).status).toBe(200);
    const before = await events();
    const bad = await callSheetJob(api, 'POST', `/be/api/stock/counts/${id}/import`, {
      token: root,
      body: { version: 2, file: await xlsx([['code', 'barcode', 'unit', 'quantity'], ['COLA-350', null, 'box', 1], ['NOPE', null, 'unit', 2], [null, '7801000000035', null, 'x'], ['AGUA-500', null, 'bag', 1]]) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ reason: 'import_refused', message: expect.stringMatching(/3 of 4 rows refused/) });
    expect(bad.body.error!.details!.map((d: any) => d.path)).toEqual(['row 3.code', 'row 4.quantity', 'row 5.unit']);
    expect(await events()).toBe(before);
    const ok = await callSheetJob(api, 'POST', `/be/api/stock/counts/${id}/import`, {
      token: root,
      body: { version: 2, file: await xlsx([['barcode', 'quantity'], ['7801000000011', 2], ['7801000000035', '1.5']]) },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ total: 2, imported: 2 });
    const detail = await get(`/be/api/stock/counts/${id}`);
    expect(detail.body.data.countedEntries.map((l: any) => [l.line, l.unit, l.unitQuantity, l.quantity])).toEqual([
      [1, 'unit', '5', '5'],
      [2, 'box', '2', '48'],
      [3, 'box', '1.5', '18'],
    ]);
    expect((await get(`/be/api/stock/counts/${id}/duplicates`)).body.data.rows.map((r: any) => r.code)).toEqual(['COLA-350']);
    const stale = await callSheetJob(api, 'POST', `/be/api/stock/counts/${id}/import`, { token: root, body: { version: 2, file: await xlsx([['code', 'quantity'], ['AGUA-500', 1]]) } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ reason: 'version_conflict' });
    const unknown = await callSheetJob(api, 'POST', `/be/api/stock/counts/${randomUUID()}/import`, { token: root, body: { version: 1, file: await xlsx([['code', 'quantity'], ['AGUA-500', 1]]) } });
    expect(unknown.status).toBe(404);
    expect(await events()).toBe(before + 1);
  });

  it('the import is read by a queue job: the request answers 202 {jobId} at once, the job reports progress and then the result', async () => {
    const c = await open({ warehouseId: central, productIds: [cola] });
    const started = await api.call('POST', `/be/api/stock/counts/${c.body.data.id}/import`, { token: root, body: { version: 1, file: await xlsx([['code', 'quantity'], ['COLA-350', 3]]) } });
    expect(started.status).toBe(202);
    expect(started.body.data).toEqual({ jobId: expect.any(String) });
    const { finishedJob } = await import('../../platform/testing/sheet-jobs.js');
    const job = await finishedJob(api, root, started.body.data.jobId);
    expect(job).toMatchObject({ state: 'completed', progress: 100, result: { ok: true, data: { id: c.body.data.id, total: 1, imported: 1, duplicate: false } } });
  });
});
