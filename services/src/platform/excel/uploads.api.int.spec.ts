import { PassThrough } from 'node:stream';
import { formatBytes, UPLOAD_LIMITS } from '@tradedesk/contracts/platform/uploads';
import ExcelJS from 'exceljs';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';
import { registerJobs } from '../queue/jobs.js';
import { xlsxBase64 } from '../testing/xlsx.js';
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

  it('a 100k-row product import is read and checked by the in-process worker, streamed, while the API keeps answering (health p99 under 200 ms)', async () => {
    const rows = 100_000;
    const before = await countEvents();
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
    expect(latencies.length).toBeGreaterThan(50);
    expect(p99(latencies)).toBeLessThan(200);
  }, 300_000);
});
