// Issue 15's figure: the ABC / price band / trend jobs over 1M sale lines (20k products, 2k
// customers, 2 years) complete in <= 10 s with progress updates, on PostgreSQL and on PGlite.
// The data set is _sale-data.mjs's (shared with sale-reports.bench.mjs): 100k SaleOrderCommitted events of 10 lines
// straight into es.events, the sale-facts read model rebuilt from the log. Then each job function
// (services/src/reports/report-jobs/report-jobs.job.ts) runs over the whole two years with a job
// context that records its progress updates: ABC by amount, price bands, the daily trend (which
// also reads the two years before, for the comparison).
import { createBenchDatabase, fmt, loadAverage, reportLine, round } from './_lib.mjs';
import { buildSaleData, LINES_PER_ORDER, saleDataModules } from './_sale-data.mjs';

export const key = 'reportJobs';
const TARGET_MS = 10_000;

async function measure({ db, label, orders, log, p }) {
  await buildSaleData({ db, p, orders, log, label: `report jobs (${label})` });

  const day = (d) => d.toISOString().slice(0, 10);
  const period = { from: day(new Date(Date.now() - 731 * 86_400_000)), to: day(new Date()) };
  const jobs = {
    abc: () => p.runAbcReport({ db }, ctx({ ...period, measure: 'amount', cutoffs: { a: 80, b: 95 } })),
    'price bands': () => p.runPriceDistReport({ db }, ctx({ ...period, bounds: ['100', '200', '300', '500', '800'] })),
    'daily trend': () => p.runTrendReport({ db }, ctx({ ...period, granularity: 'day' })),
  };
  let progress = [];
  function ctx(data) {
    progress = [];
    return { id: 'bench', data, updateProgress: async (v) => void progress.push(Math.round(v)), isCancelled: async () => false };
  }
  const out = {};
  let worst = 0;
  for (const [name, fn] of Object.entries(jobs)) {
    const s = performance.now();
    const result = await fn();
    const ms = round(performance.now() - s, 0);
    worst = Math.max(worst, ms);
    const size = result.kind === 'abc' ? `${fmt(result.rows.length)} products, A ${result.classes[0].products} / B ${result.classes[1].products} / C ${result.classes[2].products}` : result.kind === 'price-dist' ? `${result.bands.length} bands` : `${result.points.length} days`;
    out[name] = { ms, progressUpdates: progress.length, lastProgress: progress[progress.length - 1] };
    log(`report jobs (${label}): ${name}: ${ms} ms, ${progress.length} progress updates (${size})`);
  }
  return { jobs: out, worstMs: worst };
}

export async function run({ quick, url, log = console.log, events }) {
  const orders = Math.round((events ?? (quick ? 100_000 : 1_000_000)) / LINES_PER_ORDER);
  const load = { start: loadAverage() };
  log(`report jobs: load average ${load.start.join(' ')}`);
  const dist = (m) => import(`../../${m}`);
  const p = { ...(await saleDataModules()), ...(await dist('services/dist/reports/report-jobs/report-jobs.job.js')) };

  const figures = { saleLines: orders * LINES_PER_ORDER, targetMs: TARGET_MS };
  const { PgDatabase } = await dist('services/dist/platform/database/pg.database.js');
  const bench = await createBenchDatabase(url);
  const pgDb = new PgDatabase(bench.url, { max: 4 });
  try {
    figures.postgres = await measure({ db: pgDb, label: 'PostgreSQL', orders, log, p });
  } finally {
    await pgDb.close();
    await bench.drop();
  }
  const { PgliteDatabase } = await dist('services/dist/platform/database/pglite.database.js');
  const lite = await PgliteDatabase.open();
  try {
    figures.pglite = await measure({ db: lite, label: 'PGlite', orders, log, p });
  } finally {
    await lite.close();
  }
  load.end = loadAverage();
  figures.load = load;
  const lines = fmt(figures.saleLines);
  figures.report = [
    reportLine(log, `ABC / price band / trend jobs over ${lines} sale lines on PostgreSQL: slowest`, `${figures.postgres.worstMs} ms`, `<= ${TARGET_MS} ms`, figures.postgres.worstMs <= TARGET_MS),
    reportLine(log, `ABC / price band / trend jobs over ${lines} sale lines on PGlite: slowest`, `${figures.pglite.worstMs} ms`, `<= ${TARGET_MS} ms`, figures.pglite.worstMs <= TARGET_MS),
  ];
  return figures;
}
