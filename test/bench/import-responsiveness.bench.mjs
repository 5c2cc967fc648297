// The API stays responsive while a big import runs (issue 9): a 100,000-row .xlsx (a clerk's
// product list) is posted to POST /be/api/products/import on the real HTTP app (PostgreSQL, the
// in-process queue, so the job shares the API's process as on the embedded default); while the
// job reads and checks it, GET /be/api/health is timed back to back. Target: health p99 <= 200 ms
// during the import. Figures: idle p99, p99 and max during the import, samples, job seconds.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { createBenchDatabase, fmt, loadAverage, quantile, reportLine, round, sleep } from './_lib.mjs';

export const key = 'importResponsiveness';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function bigXlsx(rows) {
  const out = new PassThrough();
  const chunks = [];
  out.on('data', (c) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const ws = wb.addWorksheet('products');
  ws.addRow(['code', 'name', 'retail price']).commit();
  // The last row's price is a typo: all or nothing checks every row and imports nothing.
  for (let i = 1; i <= rows; i++) ws.addRow([`BIG-${i}`, `Producto ${i}`, i === rows ? '12,5x' : 100 + (i % 50)]).commit();
  ws.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}

async function timeHealth(base) {
  const t0 = performance.now();
  const r = await fetch(`${base}/be/api/health`);
  await r.arrayBuffer();
  return performance.now() - t0;
}

export async function run({ quick, url, log = console.log }) {
  const rows = quick ? 50_000 : 100_000;
  const bench = await createBenchDatabase(url);
  const load = { start: loadAverage() };
  log(`import responsiveness: load average ${load.start.join(' ')}`);
  const { loadConfig } = await import('../../services/dist/platform/config/config.js');
  const { createPlatform } = await import('../../services/dist/platform/platform.js');
  const { PgDatabase } = await import('../../services/dist/platform/database/pg.database.js');
  const { createHttpApp } = await import('../../services/dist/platform/http/http-app.js');
  const { registerJobs } = await import('../../services/dist/jobs.js');
  const { IdentityService } = await import('../../services/dist/identity/identity.service.js');
  const db = new PgDatabase(bench.url, { max: 8 });
  let platform;
  let app;
  try {
    platform = await createPlatform(loadConfig({ ROOT_PASSWORD: 'bench-root-1', LOG_LEVEL: 'silent', DATABASE_URL: bench.url }), { db, migrate: true });
    app = await createHttpApp(platform, { logger: false, webDist: false });
    await app.listen(0, '127.0.0.1');
    await app.get(IdentityService).ensureRoot();
    registerJobs(platform);
    await platform.queue.startWorker();
    const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;
    const login = await fetch(`${base}/be/api/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'root', password: 'bench-root-1' }) }).then((r) => r.json());
    const token = login.data.accessToken;

    const file = await bigXlsx(rows);
    const idle = [];
    for (let i = 0; i < 200; i++) idle.push(await timeHealth(base));
    idle.sort((a, b) => a - b);

    const t0 = performance.now();
    const accepted = await fetch(`${base}/be/api/products/import`, { method: 'POST', headers: { 'X-Auth-Token': token, 'Content-Type': XLSX }, body: file }).then((r) => r.json());
    const jobId = accepted.data?.jobId;
    if (!jobId) throw new Error(`import not accepted: ${JSON.stringify(accepted.error)}`);
    let state = 'waiting';
    const poll = (async () => {
      while (state !== 'completed' && state !== 'failed') {
        const s = await fetch(`${base}/be/api/queue/status?id=${jobId}`, { headers: { 'X-Auth-Token': token } }).then((r) => r.json());
        state = s.data?.state ?? state;
        await sleep(100);
      }
    })();
    const during = [];
    while (state !== 'completed' && state !== 'failed') {
      during.push(await timeHealth(base));
      await sleep(10);
    }
    await poll;
    const jobSeconds = (performance.now() - t0) / 1000;
    during.sort((a, b) => a - b);
    const figures = {
      rows,
      fileMB: round(file.length / 1024 / 1024, 1),
      jobSeconds: round(jobSeconds, 1),
      samples: during.length,
      idleP99Ms: round(quantile(idle, 0.99), 1),
      p99Ms: round(quantile(during, 0.99), 1),
      maxMs: round(during.at(-1) ?? 0, 1),
      targetP99Ms: 200,
    };
    figures.ok = figures.p99Ms <= 200;
    load.end = loadAverage();
    figures.load = load;
    figures.report = [
      reportLine(log, `GET health p99 while a ${fmt(rows)}-row import is checked`, `${figures.p99Ms} ms (idle ${figures.idleP99Ms} ms, max ${figures.maxMs} ms)`, '<= 200 ms', figures.ok),
    ];
    log(`import responsiveness: load average at the end ${load.end.join(' ')}`);
    log(`import responsiveness: ${fmt(rows)}-row .xlsx (${figures.fileMB} MB) checked in ${figures.jobSeconds} s; health idle p99 ${figures.idleP99Ms} ms, during the import p99 ${figures.p99Ms} ms (target <= 200), max ${figures.maxMs} ms over ${during.length} calls`);
    return figures;
  } finally {
    await app?.close().catch(() => undefined);
    await platform?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    await bench.drop();
  }
}
