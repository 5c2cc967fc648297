import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { formatBytes, UPLOAD_LIMITS } from '@tradedesk/contracts/platform/uploads';
import ExcelJS from 'exceljs';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';
import { BullmqQueue } from '../queue/bullmq.queue.js';
import { registerJobs } from '../../jobs.js';
import { xlsxBase64 } from '../testing/xlsx.js';
import { finishedJob } from '../testing/sheet-jobs.js';
import { TEST_REDIS_URL } from '../testing/test-db.js';
import { zipOf } from '../testing/zip.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A one-sheet .xlsx of many rows, written with exceljs's streaming writer (never all in memory as a model). */
async function bigXlsx(header: string[], rows: number, row: (i: number) => (string | number)[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const ws = wb.addWorksheet('big');
  ws.addRow(header).commit();
  for (let i = 1; i <= rows; i++) ws.addRow(row(i)).commit();
  ws.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}

const p99 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.99) - 1];

/** Spreadsheet uploads over real HTTP: limits per route, CSV as well as .xlsx, and imports read in the queue worker, streamed. */
describe('spreadsheet uploads', () => {
  let api: ApiHarness;
  let root: string;
  const countEvents = async () => Number((await api.platform.db.query<{ n: string }>(`select count(*)::text as n from es.events`)).rows[0].n);

  const post = (path: string, body: Buffer | string, contentType: string) =>
    fetch(api.base + path, { method: 'POST', headers: { 'X-Auth-Token': root, 'Content-Type': contentType, Accept: 'application/json' }, body }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));

  async function finished(jobId: string, timeoutMs = 60_000) {
    for (const started = Date.now(); Date.now() - started < timeoutMs; ) {
      const s = (await api.call('GET', `/be/api/queue/status?id=${jobId}`, { token: root })).body.data;
      if (s.state === 'completed' || s.state === 'failed') return s;
      await new Promise((res) => setTimeout(res, 50));
    }
    throw new Error('the job did not finish');
  }

  beforeAll(async () => {
    api = await startApi();
    registerJobs(api.platform);
    await api.platform.queue.startWorker();
    root = await api.login('root', ROOT_PASSWORD);
  });
  afterAll(() => api?.close());

  it('a 100k-row product import is read and checked by the in-process worker, streamed, while the API keeps answering', async () => {
    const rows = 100_000;
    const before = await countEvents();
    // How fast health answers on this machine right now, with no import running: the yardstick.
    const idle: number[] = [];
    for (let i = 0; i < 100; i++) {
      const t0 = performance.now();
      await (await fetch(`${api.base}/be/api/health`)).arrayBuffer();
      idle.push(performance.now() - t0);
    }
    // Every row is checked; the last one's price is a typo, so all or nothing imports nothing (and the test stays short).
    const file = await bigXlsx(['code', 'name', 'retail price'], rows, (i) => [`BIG-${i}`, `Producto ${i}`, i === rows ? '12,5x' : 100 + (i % 50)]);
    const accepted = await post('/be/api/products/import', file, XLSX_TYPE);
    expect(accepted.status).toBe(202);
    const latencies: number[] = [];
    let state = 'waiting';
    const poll = (async () => {
      while (state !== 'completed' && state !== 'failed') {
        state = (await api.call('GET', `/be/api/queue/status?id=${accepted.body.data.jobId}`, { token: root })).body.data.state;
        await new Promise((res) => setTimeout(res, 100));
      }
    })();
    while (state !== 'completed' && state !== 'failed') {
      const t0 = performance.now();
      const health = await fetch(`${api.base}/be/api/health`);
      await health.arrayBuffer();
      latencies.push(performance.now() - t0);
      await new Promise((res) => setTimeout(res, 10));
    }
    await poll;
    const job = await finished(accepted.body.data.jobId);
    expect(job.result).toMatchObject({ total: rows, imported: 0, errors: [{ row: rows + 1, field: 'retailPrice', message: '"12,5x" is not a non-negative decimal number' }] });
    expect(await countEvents()).toBe(before);
    console.log(`health: idle p99 ${p99(idle).toFixed(1)} ms; during the import ${latencies.length} samples, p99 ${p99(latencies).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`);
    expect(latencies.length).toBeGreaterThan(20);
    // Parsed on the request path, this import held every other request until it was done: no
    // health answer could arrive while it ran. Streamed and paced in the job, health keeps answering
    // all along (the samples above were all answered while the job was still running). How fast
    // (the p99 <= 200 ms target) is measured by `npm run bench` (import-responsiveness), not here:
    // a timed assertion fails on a busy machine without any change in the code.
  }, 300_000);

  describe('the calls a clerk waits on (counts, sale orders and lines, price-list compare)', () => {
    let countId: string;
    let supplierId: string;
    const csv = (lines: string[]) => Buffer.from(lines.join('\n')).toString('base64');
    /** POST, which answers 202 {jobId} at once; then the job as queue/status shows it when it ends. */
    const queued = async (path: string, body: unknown) => {
      const r = await api.call('POST', path, { token: root, body });
      expect([r.status, r.body.data]).toEqual([202, { jobId: expect.any(String) }]);
      return finishedJob(api, root, r.body.data.jobId);
    };

    beforeAll(async () => {
      const ok = async (path: string, body: unknown) => {
        const r = await api.call('POST', `/be/api/${path}`, { token: root, body });
        expect(r.status).toBeLessThan(300);
        return r.body.data;
      };
      await ok('products', { code: 'UP-1', name: 'Upload 1', barcode: '7809000000017', prices: { unit: { retail: '1000', wholesale: '900', purchase: '500' } } });
      const warehouse = await ok('warehouses', { code: 'UPW', name: 'Upload warehouse' });
      countId = (await ok('stock/counts', { warehouseId: warehouse.id })).id;
      supplierId = (await ok('suppliers', { code: 'UPS', name: 'Upload supplier' })).id;
    });

    it('each of the five answers 202 {jobId}; the job reads the sheet and its result (what the call answered before) arrives through queue/status', async () => {
      const lines = await queued(`/be/api/stock/counts/${countId}/import`, { version: 1, file: csv(['code;quantity', 'UP-1;2']) });
      expect(lines).toMatchObject({ name: 'inventory.import-count-lines', state: 'completed', progress: 100, result: { ok: true, data: { id: countId, total: 1, imported: 1 } } });
      const batch = await queued('/be/api/stock/counts/batch-import', { file: csv(['warehouse,code,quantity', 'UPW,UP-1,3']) });
      expect(batch.result).toMatchObject({ ok: true, data: { total: 1, counts: [{ warehouseCode: 'UPW', lines: 1 }], duplicate: false } });
      const orders = await queued('/be/api/sale/order/batch-import', { fileName: 'orders.csv', file: csv(['ref,warehouse,code,quantity', 'A,UPW,UP-1,1']) });
      expect(orders.result).toMatchObject({ ok: true, data: { orders: [{ ref: 'A' }] } });
      const parsed = await queued('/be/api/sale/order/excel/parse', { file: csv(['code,quantity', 'UP-1,2']) });
      expect(parsed.result).toMatchObject({ ok: true, data: { lines: [{ code: 'UP-1', quantity: '2' }], errors: [] } });
      const compared = await queued(`/be/api/suppliers/${supplierId}/price-list/compare`, { file: csv(['item code,barcode,purchase price', 'S-1,7809000000017,550']) });
      expect(compared.result).toMatchObject({ ok: true, data: { supplierId, counts: { total: 1, changed: 1 } } });
    });

    it('a refused sheet is the job\'s result with the row report the call used to answer, and nothing is appended', async () => {
      const before = await countEvents();
      const refused = await queued('/be/api/stock/counts/batch-import', { file: csv(['warehouse,code,quantity', 'UPW,UP-1,1', 'NOPE,UP-1,x']) });
      expect(refused.result).toEqual({
        ok: false,
        status: 400,
        error: {
          code: 40010,
          reason: 'import_refused',
          message: 'Nothing imported: 1 of 2 rows refused.',
          params: { refused: 1, total: 2 },
          details: [
            { path: 'row 3.quantity', message: expect.stringMatching(/"x" is not a quantity/) },
            { path: 'row 3.warehouse', message: 'no warehouse with code NOPE' },
          ],
        },
      });
      // A limit found while reading is a file-level error of the same report.
      const max = UPLOAD_LIMITS.saleLinesParse.maxRows;
      const tooMany = await queued('/be/api/sale/order/excel/parse', { file: csv(['code,quantity', ...Array.from({ length: max + 1 }, () => 'UP-1,1')]) });
      expect(tooMany.result).toMatchObject({ ok: true, data: { lines: [], errors: [{ row: 0, field: 'file', message: `the file has more than the ${max.toLocaleString('en')} rows allowed; nothing was imported` }] } });
      expect(await countEvents()).toBe(before);
    });

    it('on BullMQ (REDIS_URL) a sheet job runs the same and its result survives the trip through Redis', async () => {
      const queue = new BullmqQueue(TEST_REDIS_URL, `td-sheets-${randomBytes(4).toString('hex')}`);
      try {
        registerJobs({ ...api.platform, queue });
        await queue.startWorker(1);
        const { id } = await queue.add('sales.parse-lines', { body: { file: csv(['code,quantity', 'UP-1,4', 'NOPE,1']) }, userId: 'u1' });
        let job = await queue.status(id);
        for (let i = 0; i < 400 && job?.state !== 'completed' && job?.state !== 'failed'; i++) {
          await new Promise((res) => setTimeout(res, 25));
          job = await queue.status(id);
        }
        expect(job).toMatchObject({ state: 'completed', progress: 100, userId: 'u1', result: { ok: true, data: { lines: [{ code: 'UP-1', quantity: '4' }], errors: [{ row: 3, field: 'code' }] } } });
      } finally {
        await queue.close();
      }
    });

    it('a batch count sheet at its row limit is read by the job while the API keeps answering', async () => {
      const before = await countEvents();
      const rows = UPLOAD_LIMITS.countBatchImport.maxRows;
      // The last row is bad: every row is read and checked, then nothing is opened.
      const file = csv(['warehouse;code;quantity', ...Array.from({ length: rows }, (_, i) => `UPW;UP-1;${i === rows - 1 ? 'x' : '1'}`)]);
      const r = await api.call('POST', '/be/api/stock/counts/batch-import', { token: root, body: { file } });
      expect(r.status).toBe(202);
      const latencies: number[] = [];
      let job: any = { state: 'waiting' };
      while (job.state !== 'completed' && job.state !== 'failed') {
        const t0 = performance.now();
        await (await fetch(`${api.base}/be/api/health`)).arrayBuffer();
        latencies.push(performance.now() - t0);
        job = (await api.call('GET', `/be/api/queue/status?id=${r.body.data.jobId}`, { token: root })).body.data;
        await new Promise((res) => setTimeout(res, 10));
      }
      expect(job.result).toMatchObject({ ok: false, status: 400, error: { reason: 'import_refused', details: [{ path: `row ${rows + 1}.quantity` }] } });
      expect(await countEvents()).toBe(before);
      console.log(`health during a ${rows}-row count import: ${latencies.length} samples, p99 ${p99(latencies).toFixed(1)} ms`, latencies.map((l) => Math.round(l)).join(" "));
      expect(latencies.length).toBeGreaterThan(5);
      // Answered while the job ran: the sheet is not read on the request path (speed: npm run bench).
    }, 120_000);
  });

  it('the same product import as CSV (UTF-8 with BOM, semicolons, quoted fields holding ; and a newline) gives the same products as the .xlsx', async () => {
    const header = ['code', 'name', 'category', 'unit', 'barcode', 'box size', 'box barcode', 'retail price', 'cost'];
    const rows = (p: string) => [
      [`${p}-1`, 'Arroz; grano largo', 'Abarrotes', 'kg', `${p === 'X' ? '78' : '79'}00001`, '10', `${p === 'X' ? '78' : '79'}00002`, '1290.5', '900'],
      [`${p}-2`, 'Aceite\nmaravilla', 'Abarrotes / Aceites', 'l', '', '', '', '2490', ''],
    ];
    const quote = (v: string) => (/[;"\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
    const csv = '\uFEFF' + [header, ...rows('C')].map((r) => r.map(quote).join(';')).join('\r\n') + '\r\n';
    const viaXlsx = await post('/be/api/products/import?createCategories=true', Buffer.from(await xlsxBase64([header, ...rows('X')]), 'base64'), XLSX_TYPE);
    const viaCsv = await post('/be/api/products/import?createCategories=true', Buffer.from(csv, 'utf8'), 'text/csv');
    expect([viaXlsx.status, viaCsv.status]).toEqual([202, 202]);
    const [a, b] = [await finished(viaXlsx.body.data.jobId), await finished(viaCsv.body.data.jobId)];
    expect(a.result).toMatchObject({ total: 2, imported: 2, errors: [] });
    expect(b.result).toMatchObject({ total: 2, imported: 2, errors: [] });
    const product = async (code: string) => {
      const list = (await api.call('GET', `/be/api/products?search=${code}`, { token: root })).body.data;
      const p = (await api.call('GET', `/be/api/products/${list.products.find((i: any) => i.code === code).id}`, { token: root })).body.data;
      const { id: _id, code: _code, barcode, packings, createdAt: _c, updatedAt: _u, version: _v, ...rest } = p;
      return { ...rest, barcode: barcode.slice(2), box: packings.box && { ...packings.box, barcode: packings.box.barcode.slice(2) } };
    };
    for (const n of [1, 2]) expect(await product(`C-${n}`)).toEqual(await product(`X-${n}`));
    expect((await product('C-2')).name).toBe('Aceite\nmaravilla');
  });

  it('each upload route takes files up to its own limit: one byte over answers 413 in the envelope, the limit itself is accepted', async () => {
    const limit = UPLOAD_LIMITS.customerImport.maxBytes;
    // A header and blank rows of spaces: a valid CSV of exactly `size` bytes (the job finds no rows).
    const csvOf = (size: number) => {
      const head = 'code;name\n';
      return Buffer.concat([Buffer.from(head), Buffer.alloc(size - head.length, `${' '.repeat(999)}\n`)]);
    };
    const at = await api.call('POST', '/be/api/customers/import', { token: root, body: { file: csvOf(limit).toString('base64') } });
    expect(at.status).toBe(202);
    expect((await finished(at.body.data.jobId)).result.errors).toEqual([{ row: 0, field: 'file', message: 'the sheet has no customer rows' }]);
    const over = await api.call('POST', '/be/api/customers/import', { token: root, body: { file: csvOf(limit + 1).toString('base64') } });
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({ status: 413, data: null, error: { code: 41301, message: `The file is larger than the ${formatBytes(limit)} allowed.` } });

    const rawLimit = UPLOAD_LIMITS.productImport.maxBytes;
    const rawOver = await post('/be/api/products/import', csvOf(rawLimit + 1), 'text/csv');
    expect(rawOver.status).toBe(413);
    expect(rawOver.body.error).toMatchObject({ code: 41301, message: `The file is larger than the ${formatBytes(rawLimit)} allowed.` });

    // A call that answers at once has a smaller limit, checked the same way before its rows are read.
    const countLimit = UPLOAD_LIMITS.countBatchImport.maxBytes;
    const countOver = await api.call('POST', '/be/api/stock/counts/batch-import', { token: root, body: { file: csvOf(countLimit + 1).toString('base64') } });
    expect(countOver.status).toBe(413);
    expect(countOver.body.error!.message).toBe(`The file is larger than the ${formatBytes(countLimit)} allowed.`);
    // Only upload routes take bodies past the 1 MB JSON limit.
    const bigJson = await api.call('POST', '/be/api/customers', { token: root, body: { code: 'BIG', name: 'x'.repeat(2 * 1024 * 1024) } });
    expect(bigJson.status).toBe(413);

    // OpenAPI states each route's limit.
    const doc = (await (await fetch(`${api.base}/be/docs/openapi.json`)).json()) as any;
    expect(doc.paths['/be/api/customers/import'].post.description).toContain(`the file at most ${formatBytes(limit)}`);
    expect(doc.paths['/be/api/stock/counts/batch-import'].post.description).toContain(`the file at most ${formatBytes(countLimit)}`);
  });

  it('a zip bomb is refused: 413 at once when its directory says so, a file-level report (nothing imported) when it lies', async () => {
    const before = await countEvents();
    const zeros = Buffer.alloc(UPLOAD_LIMITS.customerImport.maxUncompressedBytes + 1024 * 1024);
    const honest = zipOf('xl/worksheets/sheet1.xml', zeros);
    expect(honest.length).toBeLessThan(1024 * 1024);
    const refused = await post('/be/api/customers/import', honest, XLSX_TYPE);
    expect(refused.status).toBe(413);
    expect(refused.body.error.message).toContain(`unpacks to more than the ${formatBytes(UPLOAD_LIMITS.customerImport.maxUncompressedBytes)} allowed`);

    const lying = zipOf('xl/worksheets/sheet1.xml', zeros, 1000);
    const accepted = await post('/be/api/customers/import', lying, XLSX_TYPE);
    expect(accepted.status).toBe(202);
    const job = await finished(accepted.body.data.jobId);
    expect(job.result.imported).toBe(0);
    expect(job.result.errors).toEqual([{ row: 0, field: 'file', message: expect.stringMatching(/^not a readable \.xlsx file/) }]);
    expect(await countEvents()).toBe(before);
  });

  it('a file past the row limit is stopped while the job reads it: one file-level error, nothing imported', async () => {
    const before = await countEvents();
    const max = UPLOAD_LIMITS.customerImport.maxRows;
    const lines = ['code,name'];
    for (let i = 1; i <= max + 1; i++) lines.push(`R-${i},Cliente ${i}`);
    const accepted = await post('/be/api/customers/import?mode=valid-rows', Buffer.from(lines.join('\n')), 'text/csv');
    expect(accepted.status).toBe(202);
    const job = await finished(accepted.body.data.jobId);
    expect(job.result).toMatchObject({ imported: 0, errors: [{ row: 0, field: 'file', message: `the file has more than the ${max.toLocaleString('en')} rows allowed; nothing was imported` }] });
    expect(await countEvents()).toBe(before);
  });

  it('a file that is neither .xlsx nor text is refused at once with 400', async () => {
    const r = await post('/be/api/products/import', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), 'application/octet-stream');
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: 40001, details: [{ path: 'file', message: 'not an .xlsx spreadsheet or a CSV file' }] });
  });
});
