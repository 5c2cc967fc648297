// P3, our projection rebuild over the SAME events as emmett-rebuild.bench.mjs (seeded the same way,
// N = 50k quick / 1M full), two measurements reported separately:
//
//  likeForLike  the SAME projection as Emmett's (the per-stream counter, one upsert per event:
//               PROJECTION_UPSERT, the statement Emmett's projection runs) with the SAME batch size
//               (Emmett's TUNED.batchSize, 1,000), through our rebuildProjector: read a batch in
//               commit order, apply it in one transaction, swap the shadow table in at the end.
//               Remaining differences are each system's own machinery: Emmett stores its processor
//               checkpoint after every event, we once per batch; our shadow table is UNLOGGED until
//               the swap, Emmett's table is logged. This is the ratio to quote against Emmett.
//  product      the product's own rebuild path, labelled as such: rebuildProjector with its default
//               batch size (what `npm run rebuild`, the rebuild job and a version bump use) and the
//               projector written the way our projectors are written: fold the batch per stream in
//               memory, then ONE set-based upsert (unnest) per batch. Not comparable with Emmett's
//               one-upsert-per-event projection; it is what our read models cost to rebuild.
import pg from 'pg';
import { createBenchDatabase, fmt, loadAverage, reportLine, round, waitReadable } from './_lib.mjs';
import { EVENTS_PER_STREAM, PROJECTION_UPSERT, SEED_CHUNK, SEED_EXPR, TUNED } from './emmett-rebuild.bench.mjs';

export const key = 'rebuild';
/** The product path over 1M events (full run), the target set before issue 11. */
export const PRODUCT_TARGET_PER_SEC = 50_000;

const TABLE = 'bench_stream_counter';
const DDL = (t) => `create table if not exists ${t} (
  stream_id text primary key, events int not null, last_version bigint not null, last_position bigint not null)`;

/** Emmett's projection: one upsert per event, the same statement (only the table is qualified). */
const likeForLikeProjector = {
  name: 'bench-stream-counter-like-for-like',
  version: 1,
  handles: ['Bench'],
  tables: [TABLE],
  async migrate(ctx) {
    await ctx.sql.query(DDL(ctx.table(TABLE)));
  },
  async apply(evs, ctx) {
    const upsert = PROJECTION_UPSERT.replace(`insert into ${TABLE} `, `insert into ${ctx.table(TABLE)} `);
    if (upsert === PROJECTION_UPSERT) throw new Error('PROJECTION_UPSERT no longer starts with the table name: update this bench');
    for (const e of evs) await ctx.sql.query(upsert, [e.streamId, e.streamVersion, e.globalPosition]);
  },
};

/** Our projectors' way: fold the batch per stream, one set-based upsert guarded by stream version. */
const productProjector = {
  name: 'bench-stream-counter',
  version: 1,
  handles: ['Bench'],
  tables: [TABLE],
  async migrate(ctx) {
    await ctx.sql.query(DDL(ctx.table(TABLE)));
  },
  async apply(evs, ctx) {
    const per = new Map();
    for (const e of evs) {
      const a = per.get(e.streamId);
      if (a) {
        a.events++;
        a.v = e.streamVersion;
        a.p = e.globalPosition;
      } else per.set(e.streamId, { events: 1, v: e.streamVersion, p: e.globalPosition });
    }
    const ids = [...per.keys()];
    await ctx.sql.query(
      `insert into ${ctx.table(TABLE)} (stream_id, events, last_version, last_position)
       select * from unnest($1::text[], $2::int[], $3::bigint[], $4::bigint[])
       on conflict (stream_id) do update set events = ${TABLE}.events + excluded.events,
         last_version = excluded.last_version, last_position = excluded.last_position
       where ${TABLE}.last_version < excluded.last_version`,
      [ids, ids.map((k) => per.get(k).events), ids.map((k) => per.get(k).v), ids.map((k) => per.get(k).p)],
    );
  },
};

export async function run({ quick, url, log = console.log, events }) {
  const n = events ?? (quick ? 50_000 : 1_000_000);
  const bench = await createBenchDatabase(url);
  const load = { start: loadAverage() };
  log(`our rebuild: database ${bench.name}, ${fmt(n)} events; load average ${load.start.join(' ')}`);
  const { PgDatabase } = await import('../../services/dist/platform/database/pg.database.js');
  const { migrate } = await import('../../services/dist/platform/database/migrator.js');
  const { SqlEventStore } = await import('../../services/dist/platform/event-store/event-store.js');
  const { rebuildProjector } = await import('../../projections/dist/platform/rebuild.js');
  const db = new PgDatabase(bench.url, { max: 4 });
  try {
    await migrate(db);
    const S = Math.max(1, Math.floor(n / EVENTS_PER_STREAM));
    const c = new pg.Client({ connectionString: bench.url });
    await c.connect();
    const sub = (e) => e.replaceAll('$S', String(S));
    const t0 = performance.now();
    for (let from = 0; from < n; from += SEED_CHUNK) {
      const to = Math.min(n, from + SEED_CHUNK) - 1;
      await c.query(`insert into es.events (stream_id, stream_version, type, data, metadata)
        select ${sub(SEED_EXPR.streamId)}, ${sub(SEED_EXPR.streamVersion)}, ${SEED_EXPR.type}, ${SEED_EXPR.data}, ${SEED_EXPR.metadata}
        from generate_series(${from}, ${to}) as g`);
    }
    await c.query('vacuum analyze es.events');
    await c.end();
    log(`our rebuild: seeded ${fmt(n)} events in ${round((performance.now() - t0) / 1000, 1)} s`);
    const store = new SqlEventStore(db);
    const check = async () => {
      const r = (await db.query(`select count(*)::int as s, sum(events)::int as n from rm.${TABLE}`)).rows[0];
      if (r.s !== S || r.n !== n) throw new Error(`rebuild check failed: ${JSON.stringify(r)}, wanted ${S} streams and ${n} events`);
    };

    const waits = [await waitReadable((t) => db.query(t), 'es.events', n, log)];
    const lfl = await rebuildProjector({ db, source: store, projector: likeForLikeProjector, batchSize: TUNED.batchSize });
    await check();
    log(`our rebuild, like for like with Emmett (one upsert per event, batch ${TUNED.batchSize}): ${fmt(n)} events in ${round(lfl.ms / 1000, 2)} s = ${fmt(lfl.eventsPerSecond)} events/s`);

    const productBatch = process.env.REBUILD_BATCH ? Number(process.env.REBUILD_BATCH) : undefined;
    waits.push(await waitReadable((t) => db.query(t), 'es.events', n, log));
    const product = await rebuildProjector({ db, source: store, projector: productProjector, ...(productBatch ? { batchSize: productBatch } : {}) });
    await check();
    const batchLabel = productBatch ? `batch ${productBatch} (REBUILD_BATCH)` : "rebuildProjector's default batch";
    log(`our rebuild, the product's path (set-based upsert per batch, ${batchLabel}): ${fmt(n)} events in ${round(product.ms / 1000, 2)} s = ${fmt(product.eventsPerSecond)} events/s`);

    load.end = loadAverage();
    log(`our rebuild: load average at the end ${load.end.join(' ')}`);
    const report = [
      reportLine(
        log,
        `P3 our rebuild, the product's path (set-based, ${batchLabel}), ${fmt(n)} events`,
        `${fmt(product.eventsPerSecond)} events/s`,
        `>= ${fmt(PRODUCT_TARGET_PER_SEC)} events/s over 1M events (full run)`,
        n >= 1_000_000 ? product.eventsPerSecond >= PRODUCT_TARGET_PER_SEC : null,
      ),
    ];
    return {
      events: n,
      likeForLike: { batchSize: TUNED.batchSize, ms: lfl.ms, eventsPerSecond: lfl.eventsPerSecond },
      product: { batchSize: productBatch ?? 'default', ms: product.ms, eventsPerSecond: product.eventsPerSecond },
      waitedForReadableMs: waits,
      load,
      report,
    };
  } finally {
    await db.close();
    await bench.drop();
  }
}
