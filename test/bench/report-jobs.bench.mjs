// Issue 15's figure: the ABC / price band / trend jobs over 1M sale lines (20k products, 2k
// customers, 2 years) complete in <= 10 s with progress updates, on PostgreSQL and on PGlite.
// The data is seeded as in sale-reports.bench.mjs: 100k SaleOrderCommitted events of 10 lines
// straight into es.events, the sale-facts read model rebuilt from the log. Then each job function
// (services/src/reports/report-jobs/report-jobs.job.ts) runs over the whole two years with a job
// context that records its progress updates: ABC by amount, price bands, the daily trend (which
// also reads the two years before, for the comparison).
import { createBenchDatabase, fmt, loadAverage, reportLine, round, waitReadable } from './_lib.mjs';

export const key = 'reportJobs';
const TARGET_MS = 10_000;
const LINES_PER_ORDER = 10;

async function seed(db, orders, log, label) {
  const t0 = performance.now();
  const CHUNK = 5000;
  for (let from = 0; from < orders; from += CHUNK) {
    const to = Math.min(orders, from + CHUNK) - 1;
    await db.query(
      `insert into es.events (stream_id, stream_version, type, data, metadata, recorded_at)
       select 'sale-order-b' || g, 1, 'SaleOrderCommitted',
         jsonb_build_object('orderId', 'b' || g, 'number', 'SO-' || g,
           'customer', case when g % 10 = 0 then null else jsonb_build_object('id', 'c' || ((g * 7919) % 2000), 'code', 'C' || ((g * 7919) % 2000), 'name', 'Customer') end,
           'warehouseId', 'w' || (g % 3), 'currency', 'CLP', 'rate', '1', 'costRate', '1', 'deliveryMode', 'direct', 'deliveryDate', null,
           'taxRate', null, 'subtotal', '0', 'tax', '0', 'total', '0', 'dueDate', '2026-01-01',
           'lines', (select jsonb_agg(jsonb_build_object('lineId', 'l' || i, 'productId', 'p' || ((g * 31 + i * 7877) % 20000), 'unit', 'unit',
                      'quantity', ((g + i) % 5 + 1)::text, 'baseQuantity', ((g + i) % 5 + 1)::text, 'amount', (((g * 13 + i) % 900) + 100)::text,
                      'gift', (g + i) % 50 = 0, 'unitCost', (((g * 7 + i) % 60) + 20)::text)) from generate_series(1, ${LINES_PER_ORDER}) as i)),
         jsonb_build_object('userId', 'u' || (g % 12)),
         now() - interval '730 days' + (g::float8 / ${orders}) * interval '730 days'
       from generate_series($1::int, $2::int) as g`,
      [from, to],
    );
  }
  log(`report jobs (${label}): seeded ${fmt(orders)} orders = ${fmt(orders * LINES_PER_ORDER)} sale lines in ${round((performance.now() - t0) / 1000, 1)} s`);
}

/** The products the jobs name (rows written straight into their table). */
async function products(db, p) {
  const ctx = p.contextFor(db, 'rm');
  for (const proj of [p.productsProjector, p.categoriesProjector, p.companySettingsProjector]) await proj.migrate(ctx);
  await db.query(`insert into rm.products (id, code, name, category_id, status, doc, created_at, updated_at, version)
    select 'p' || g, 'P' || lpad(g::text, 6, '0'), 'Product ' || g, null, 'active', '{}'::jsonb, now(), now(), 1 from generate_series(0, 19999) g`);
}

async function measure({ db, label, orders, log, p }) {
  await p.migrate(db);
  await seed(db, orders, log, label);
  await products(db, p);
  if (db.kind === 'postgres') await waitReadable((t) => db.query(t), 'es.events', orders, log);
  await p.ensureCheckpoint(db, p.saleFactsProjector.name);
  const r = await p.rebuildProjector({ db, source: new p.SqlEventStore(db), projector: p.saleFactsProjector, batchSize: 20000 });
  log(`report jobs (${label}): rebuilt sale-facts from ${fmt(r.events)} events in ${round(r.ms / 1000, 1)} s`);
  for (const t of ['sale_facts', 'sale_fact_months', 'sale_fact_parties']) await db.query(`analyze rm.${t}`);

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
  const p = {
    ...(await dist('services/dist/platform/database/migrator.js')),
    ...(await dist('services/dist/platform/event-store/event-store.js')),
    ...(await dist('projections/dist/platform/rebuild.js')),
    ...(await dist('projections/dist/platform/checkpoints.js')),
    ...(await dist('projections/dist/platform/projector.js')),
    ...(await dist('projections/dist/reports/sale-facts/sale-facts.projector.js')),
    ...(await dist('projections/dist/catalog/products/products.projector.js')),
    ...(await dist('projections/dist/catalog/categories/categories.projector.js')),
    ...(await dist('projections/dist/settings/company-settings/company-settings.projector.js')),
    ...(await dist('services/dist/reports/report-jobs/report-jobs.job.js')),
  };
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
