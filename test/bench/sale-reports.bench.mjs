// Issue 15's figure: sales summary and profit by product over 1M sale lines (20k products, 2k
// customers, 2 years): p95 <= 150 ms per page of results, on PostgreSQL and on PGlite.
// 100k SaleOrderCommitted events of 10 lines each (12 salespeople, 3 warehouses, one order in ten
// without a customer) are seeded straight into es.events; the sale-facts read model is rebuilt
// from the log; then the report queries (docs/sale-reports.md) are asked for random periods: a
// page of 50 products by amount over the whole two years, over a month, over a quarter by profit,
// customers over a year, one customer's products over a year, and the totals of a period.
import { createBenchDatabase, fmt, loadAverage, quantile, reportLine, round } from './_lib.mjs';
import { buildSaleData, LINES_PER_ORDER, saleDataModules } from './_sale-data.mjs';

export const key = 'saleReports';
const TARGET_MS = 150;

async function measure({ db, label, orders, log, p, runs }) {
  const r = await buildSaleData({ db, p, orders, log, label: `sale reports (${label})` });
  const { rows: sizes } = await db.query(`select (select count(*) from rm.sale_facts)::int as facts, (select count(*) from rm.sale_fact_months)::int as months, (select count(*) from rm.sale_fact_parties)::int as parties`);
  log(`sale reports (${label}): ${fmt(sizes[0].facts)} fact rows, ${fmt(sizes[0].months)} month rows, ${fmt(sizes[0].parties)} party rows`);

  const day = (d) => d.toISOString().slice(0, 10);
  const today = new Date();
  const ago = (n) => day(new Date(today.getTime() - n * 86_400_000));
  const monthStart = (i) => {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1 - (i % 22), 1));
    const end = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
    return { from: day(d), to: day(end) };
  };
  const page = (i) => ({ limit: 50, offset: (i % 5) * 50 });
  const queries = {
    'by product, two years, by amount': (i) => p.salesBy(db, { from: ago(731), to: ago(0) }, 'product', page(i)),
    'by product, a month': (i) => p.salesBy(db, monthStart(i), 'product', page(i)),
    'by product, ~a quarter (edge days), by profit': (i) => p.salesBy(db, { from: ago(120 + (i % 300)), to: ago(30 + (i % 300)) }, 'product', { ...page(i), sort: 'profit' }),
    'by customer, a year': (i) => p.salesBy(db, { from: ago(365 + (i % 300)), to: ago(i % 300) }, 'customer', page(i)),
    "one customer's products, a year": (i) => p.salesBy(db, { from: ago(365), to: ago(0), customerId: `c${(i * 37) % 2000}` }, 'product', page(i)),
    'totals of a period': (i) => p.saleTotals(db, { from: ago(400 - (i % 300)), to: ago(100 - (i % 90)) }),
  };
  const out = {};
  let worst = 0;
  for (const [name, fn] of Object.entries(queries)) {
    await fn(0);
    const lat = [];
    for (let i = 0; i < runs; i++) {
      const s = performance.now();
      await fn(i + 1);
      lat.push(performance.now() - s);
    }
    lat.sort((a, b) => a - b);
    const p95 = round(quantile(lat, 0.95), 1);
    worst = Math.max(worst, p95);
    out[name] = { p50: round(quantile(lat, 0.5), 1), p95 };
    log(`sale reports (${label}): ${name}: p50 ${out[name].p50} ms, p95 ${p95} ms`);
  }
  // The figures agree with the log: the two years' amount equals a plain sum of every line.
  const { rows } = await db.query(`select sum((l->>'amount')::numeric) as a from es.events e, jsonb_array_elements(e.data->'lines') l where e.type = 'SaleOrderCommitted'`);
  const totals = await p.saleTotals(db, { from: ago(800), to: ago(-2) });
  if (Number(totals.amount) !== Number(rows[0].a)) throw new Error(`sale facts amount ${totals.amount} differs from the log's ${rows[0].a}`);
  return { queries: out, worstP95Ms: worst, rebuildEventsPerSecond: r.eventsPerSecond, rows: sizes[0] };
}

export async function run({ quick, url, log = console.log, events }) {
  const orders = Math.round((events ?? (quick ? 100_000 : 1_000_000)) / LINES_PER_ORDER);
  const runs = quick ? 40 : 150;
  const load = { start: loadAverage() };
  log(`sale reports: load average ${load.start.join(' ')}`);
  const dist = (m) => import(`../../${m}`);
  const p = { ...(await saleDataModules()), ...(await dist('projections/dist/reports/sale-facts/sale-facts.query.js')) };

  const figures = { saleLines: orders * LINES_PER_ORDER, targetP95Ms: TARGET_MS };
  const { PgDatabase } = await dist('services/dist/platform/database/pg.database.js');
  const bench = await createBenchDatabase(url);
  const pgDb = new PgDatabase(bench.url, { max: 4 });
  try {
    figures.postgres = await measure({ db: pgDb, label: 'PostgreSQL', orders, log, p, runs });
  } finally {
    await pgDb.close();
    await bench.drop();
  }
  const { PgliteDatabase } = await dist('services/dist/platform/database/pglite.database.js');
  const lite = await PgliteDatabase.open();
  try {
    figures.pglite = await measure({ db: lite, label: 'PGlite', orders, log, p, runs });
  } finally {
    await lite.close();
  }
  load.end = loadAverage();
  figures.load = load;
  const lines = fmt(figures.saleLines);
  figures.report = [
    reportLine(log, `sale report pages over ${lines} sale lines on PostgreSQL: worst p95 of 6 queries`, `${figures.postgres.worstP95Ms} ms`, `<= ${TARGET_MS} ms`, figures.postgres.worstP95Ms <= TARGET_MS),
    reportLine(log, `sale report pages over ${lines} sale lines on PGlite: worst p95 of 6 queries`, `${figures.pglite.worstP95Ms} ms`, `<= ${TARGET_MS} ms`, figures.pglite.worstP95Ms <= TARGET_MS),
    reportLine(log, `sale-facts rebuild over ${lines} sale lines (PostgreSQL)`, `${fmt(figures.postgres.rebuildEventsPerSecond)} orders/s`, 'none', null),
  ];
  return figures;
}
