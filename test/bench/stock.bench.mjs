// Issue 4's stock figures: 1M stock movements, then
//  - rebuild of the stock read models (stock on hand, inline; stock log with running balances) in events/s,
//  - stock on hand and stock as of a past moment: p95 latency (target <= 50 ms each).
// Events are seeded straight into es.events (one StockMoved with one movement each, 2 warehouses,
// 2,000 products, spread over the past year), then the read models are rebuilt from the log.
import { createBenchDatabase, fmt, loadAverage, quantile, reportLine, round, waitReadable } from './_lib.mjs';

export const key = 'stock';

export async function run({ quick, url, log = console.log, events }) {
  const n = events ?? (quick ? 100_000 : 1_000_000);
  const products = 2000;
  const bench = await createBenchDatabase(url);
  const load = { start: loadAverage() };
  log(`stock: load average ${load.start.join(' ')}`);
  const { PgDatabase } = await import('../../services/dist/platform/database/pg.database.js');
  const { migrate } = await import('../../services/dist/platform/database/migrator.js');
  const { SqlEventStore } = await import('../../services/dist/platform/event-store/event-store.js');
  const { rebuildProjector } = await import('../../projections/dist/platform/rebuild.js');
  const { ensureCheckpoint } = await import('../../projections/dist/platform/checkpoints.js');
  const { stockOnHandProjector } = await import('../../projections/dist/inventory/stock-on-hand/stock-on-hand.projector.js');
  const { stockLogProjector } = await import('../../projections/dist/inventory/stock-log/stock-log.projector.js');
  const { stockOnHand } = await import('../../projections/dist/inventory/stock-log/stock-log.query.js');
  const { productsProjector } = await import('../../projections/dist/catalog/products/products.projector.js');
  const { warehousesProjector } = await import('../../projections/dist/catalog/warehouses/warehouses.projector.js');
  const { contextFor, LIVE_SCHEMA } = await import('../../projections/dist/platform/projector.js');
  const db = new PgDatabase(bench.url, { max: 4 });
  try {
    await migrate(db);
    // the stock answers join rm.users, rm.products and rm.warehouses for names
    await db.query('create table if not exists rm.users (id text primary key, username text)');
    for (const p of [productsProjector, warehousesProjector]) await p.migrate(contextFor(db, LIVE_SCHEMA));
    await db.query(
      `insert into rm.products (id, code, name, doc, created_at, updated_at, version)
       select 'p' || g, 'P-' || g, 'Product ' || g, jsonb_build_object('unitLabel', 'pcs'), now(), now(), 1 from generate_series(0, ${products} - 1) as g`,
    );
    await db.query(`insert into rm.warehouses (id, code, name, created_at, updated_at, version) values ('w0', 'W0', 'Warehouse 0', now(), now(), 1), ('w1', 'W1', 'Warehouse 1', now(), now(), 1)`);
    const t0 = performance.now();
    const CHUNK = 20000;
    for (let from = 0; from < n; from += CHUNK) {
      const to = Math.min(n, from + CHUNK) - 1;
      await db.query(
        `insert into es.events (stream_id, stream_version, type, data, metadata, recorded_at)
         select 'bench-doc-' || g, 1, 'StockMoved',
           jsonb_build_object('source', jsonb_build_object('type', 'damage', 'id', 'b' || g, 'number', 'B-' || g), 'reason', null, 'allowNegative', true,
             'movements', jsonb_build_array(jsonb_build_object('line', 1, 'kind', case when g % 3 = 0 then 'issue' else 'receipt' end,
               'warehouseId', 'w' || (g % 2), 'zoneId', null, 'productId', 'p' || ((g / 2) % ${products}),
               'quantity', case when g % 3 = 0 then '-2' else '3' end, 'unit', 'unit', 'unitQuantity', case when g % 3 = 0 then '2' else '3' end, 'unitCost', '10.5'))),
           jsonb_build_object('userId', 'u-bench'),
           now() - interval '365 days' + (g::float8 / ${n}) * interval '365 days'
         from generate_series($1::int, $2::int) as g`,
        [from, to],
      );
    }
    await db.query('vacuum analyze es.events');
    log(`stock: seeded ${fmt(n)} movements in ${round((performance.now() - t0) / 1000, 1)} s`);
    const store = new SqlEventStore(db);
    const figures = { movements: n };
    for (const p of [stockOnHandProjector, stockLogProjector]) {
      await waitReadable((t) => db.query(t), 'es.events', n, log);
      await ensureCheckpoint(db, p.name);
      const r = await rebuildProjector({ db, source: store, projector: p, batchSize: 20000 });
      figures[`rebuild_${p.name}`] = r.eventsPerSecond;
      log(`stock: rebuilt ${p.name} from ${fmt(r.events)} events in ${round(r.ms / 1000, 2)} s = ${fmt(r.eventsPerSecond)} events/s`);
    }
    await db.query('vacuum analyze rm.stock_movements');
    const sample = async (label, fn, runs = 300) => {
      const lat = [];
      for (let i = 0; i < runs; i++) {
        const s = performance.now();
        await fn(i);
        lat.push(performance.now() - s);
      }
      lat.sort((a, b) => a - b);
      const p95 = round(quantile(lat, 0.95), 2);
      log(`stock: ${label}: p50 ${round(quantile(lat, 0.5), 2)} ms, p95 ${p95} ms`);
      return p95;
    };
    const day = 24 * 3600_000;
    const at = (i) => new Date(Date.now() - ((i * 7919) % 360) * day - 1000).toISOString();
    const prod = (i) => `p${(i * 7907) % products}`;
    figures.onHandOneProductP95Ms = await sample('on hand, one product', (i) => stockOnHand(db, { warehouseId: `w${i % 2}`, productId: prod(i), limit: 200, offset: 0 }));
    figures.onHandWarehousePageP95Ms = await sample('on hand, warehouse page of 200', (i) => stockOnHand(db, { warehouseId: `w${i % 2}`, limit: 200, offset: (i * 200) % products }));
    figures.asOfOneProductP95Ms = await sample('as of a past moment, one product', (i) => stockOnHand(db, { warehouseId: `w${i % 2}`, productId: prod(i), asOf: at(i), limit: 200, offset: 0 }));
    figures.asOfWarehousePageP95Ms = await sample('as of a past moment, warehouse page of 200', (i) => stockOnHand(db, { warehouseId: `w${i % 2}`, asOf: at(i), limit: 200, offset: (i * 200) % products }), 100);
    // The figures agree: as of now equals on hand now.
    const now = await stockOnHand(db, { warehouseId: 'w0', limit: 50, offset: 0 });
    const asOfNow = await stockOnHand(db, { warehouseId: 'w0', limit: 50, offset: 0, asOf: new Date(Date.now() + 60_000).toISOString() });
    if (JSON.stringify(now.rows) !== JSON.stringify(asOfNow.rows)) throw new Error('stock as of now differs from stock on hand');
    figures.targetP95Ms = 50;
    load.end = loadAverage();
    log(`stock: load average at the end ${load.end.join(' ')}`);
    figures.load = load;
    const p95 = [
      ['on hand, one product', figures.onHandOneProductP95Ms],
      ['on hand, warehouse page of 200', figures.onHandWarehousePageP95Ms],
      ['as of a past moment, one product', figures.asOfOneProductP95Ms],
      ['as of a past moment, warehouse page of 200', figures.asOfWarehousePageP95Ms],
    ];
    figures.report = [
      ...p95.map(([what, ms]) => reportLine(log, `stock ${what} over ${fmt(n)} movements: p95`, `${ms} ms`, '<= 50 ms', ms <= 50)),
      ...[stockOnHandProjector, stockLogProjector].map((p) => reportLine(log, `stock rebuild of ${p.name} over ${fmt(n)} movements`, `${fmt(figures[`rebuild_${p.name}`])} events/s`, 'none', null)),
    ];
    return figures;
  } finally {
    await db.close();
    await bench.drop();
  }
}
