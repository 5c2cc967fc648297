// Issue 13's cost figures (docs/costing.md): 1M stock movements over 10,000 products (100 each:
// receipts at prices that change, sales between them), seeded straight into es.events, then
//  - rebuild of the cost projection in events/s (target >= 50,000/s),
//  - revaluation after a backdated receipt dated before every movement: one product's receipt,
//    and one receipt (a container) of all 10,000 products, which revalues all 1M movements
//    (target <= 60 s), each applied as the projection daemon applies a batch (one transaction).
import { createBenchDatabase, fmt, loadAverage, reportLine, round, waitReadable } from './_lib.mjs';

export const key = 'cost';

export async function run({ quick, url, log = console.log, events }) {
  const n = events ?? (quick ? 100_000 : 1_000_000);
  const products = quick ? 1000 : 10_000;
  const bench = await createBenchDatabase(url);
  const load = { start: loadAverage() };
  log(`cost: load average ${load.start.join(' ')}`);
  const { PgDatabase } = await import('../../services/dist/platform/database/pg.database.js');
  const { migrate } = await import('../../services/dist/platform/database/migrator.js');
  const { SqlEventStore } = await import('../../services/dist/platform/event-store/event-store.js');
  const { rebuildProjector } = await import('../../projections/dist/platform/rebuild.js');
  const { ensureCheckpoint } = await import('../../projections/dist/platform/checkpoints.js');
  const { costProjector } = await import('../../projections/dist/inventory/cost/cost.projector.js');
  const { contextFor, LIVE_SCHEMA } = await import('../../projections/dist/platform/projector.js');
  const db = new PgDatabase(bench.url, { max: 4 });
  try {
    await migrate(db);
    const t0 = performance.now();
    const CHUNK = 20000;
    // Movement g is product g % products's (g / products)-th: every 4th a receipt of 8 at 100..106,
    // the others sales of 2, spread over the past year in order.
    for (let from = 0; from < n; from += CHUNK) {
      const to = Math.min(n, from + CHUNK) - 1;
      await db.query(
        `insert into es.events (stream_id, stream_version, type, data, metadata, recorded_at)
         select 'bench-doc-' || g, 1, 'StockMoved',
           jsonb_build_object(
             'source', case when (g / ${products}) % 4 = 0 then jsonb_build_object('type', 'purchase', 'id', 'po' || g, 'number', 'PO-' || g)
                            else jsonb_build_object('type', 'sale', 'id', 'so' || g, 'number', 'SO-' || g) end,
             'documentId', case when (g / ${products}) % 4 = 0 then 'rc' || g else null end,
             'reason', null, 'allowNegative', true,
             'movements', jsonb_build_array(jsonb_build_object('line', 1, 'kind', case when (g / ${products}) % 4 = 0 then 'receipt' else 'issue' end,
               'warehouseId', 'w' || (g % 2), 'zoneId', null, 'productId', 'p' || (g % ${products}),
               'quantity', case when (g / ${products}) % 4 = 0 then '8' else '-2' end, 'unit', 'unit', 'unitQuantity', case when (g / ${products}) % 4 = 0 then '8' else '2' end,
               'unitCost', (100 + g % 7)::text))),
           jsonb_build_object('userId', 'u-bench'),
           now() - interval '365 days' + (g::float8 / ${n}) * interval '365 days'
         from generate_series($1::int, $2::int) as g`,
        [from, to],
      );
    }
    await db.query('vacuum analyze es.events');
    log(`cost: seeded ${fmt(n)} movements of ${fmt(products)} products in ${round((performance.now() - t0) / 1000, 1)} s`);
    const store = new SqlEventStore(db);
    const figures = { movements: n, products };
    await waitReadable((t) => db.query(t), 'es.events', n, log);
    await ensureCheckpoint(db, costProjector.name);
    const r = await rebuildProjector({ db, source: store, projector: costProjector });
    figures.rebuildEventsPerSecond = r.eventsPerSecond;
    log(`cost: rebuilt the cost projection from ${fmt(r.events)} events in ${round(r.ms / 1000, 2)} s = ${fmt(r.eventsPerSecond)} events/s`);
    await db.query('vacuum analyze rm.cost_movements');

    // A backdated receipt: appended now, dated a day before the first movement.
    const first = new Date(Date.now() - 366 * 24 * 3600_000).toISOString();
    let version = 0;
    const backdated = async (productIds) => {
      const head = await store.head();
      const id = `late-${++version}`;
      await store.append(`purchase-order-${id}`, 'no_stream', [{
        type: 'StockMoved',
        data: {
          source: { type: 'purchase', id, number: id.toUpperCase() }, reason: null, allowNegative: true, documentId: `rc-${id}`, at: first,
          movements: productIds.map((p, i) => ({ line: i + 1, kind: 'receipt', warehouseId: 'w0', zoneId: null, productId: p, quantity: '10', unit: 'unit', unitQuantity: '10', unitCost: '50' })),
        },
      }], { userId: 'u-bench', commandId: id, correlationId: id, causationId: id });
      // Readable once no transaction elsewhere on the server holds pg_snapshot_xmin back.
      await waitReadable((t) => db.query(t), 'es.events', n + version, log);
      const { events: batch } = await store.readAll(head, 100, { types: [...costProjector.handles] });
      if (batch.length !== 1) throw new Error(`the backdated receipt was not read back (${batch.length} events)`);
      const s = performance.now();
      await db.transaction((tx) => costProjector.apply(batch, contextFor(tx, LIVE_SCHEMA)));
      return (performance.now() - s) / 1000;
    };
    const costOf = async (p) => (await db.query(`select unit_cost::text as c, movements from rm.cost_products where product_id = $1`, [p])).rows[0];
    const before = await costOf('p0');
    figures.oneProductSeconds = round(await backdated(['p0']), 3);
    const after = await costOf('p0');
    log(`cost: backdated receipt of one product (${after.movements} movements revalued): ${figures.oneProductSeconds} s; its unit cost ${before.c} -> ${after.c}`);
    if (before.c === after.c) throw new Error('the backdated receipt did not change the cost');
    figures.allProductsSeconds = round(await backdated(Array.from({ length: products }, (_, i) => `p${i}`)), 2);
    const { rows: [check] } = await db.query(`select count(*)::int as n from rm.cost_movements`);
    log(`cost: backdated receipt of all ${fmt(products)} products (${fmt(check.n)} movements revalued): ${figures.allProductsSeconds} s`);
    load.end = loadAverage();
    log(`cost: load average at the end ${load.end.join(' ')}`);
    figures.load = load;
    figures.report = [
      reportLine(log, `cost projection rebuild over ${fmt(n)} movements`, `${fmt(figures.rebuildEventsPerSecond)} events/s`, '>= 50,000 events/s', figures.rebuildEventsPerSecond >= 50_000),
      reportLine(log, `revaluation after a backdated receipt of one product (of ${fmt(products)}, ${fmt(n)} movements)`, `${figures.oneProductSeconds} s`, '<= 60 s', figures.oneProductSeconds <= 60),
      reportLine(log, `revaluation after a backdated receipt of every product (all ${fmt(n)} movements)`, `${figures.allProductsSeconds} s`, '<= 60 s', figures.allProductsSeconds <= 60),
    ];
    return figures;
  } finally {
    await db.close();
    await bench.drop();
  }
}
