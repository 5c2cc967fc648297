// Our projection rebuild throughput over the SAME events and the SAME read-model shape as
// emmett-rebuild.bench.mjs (per-stream counter, idempotent by stream version), through
// rebuildProjector (shadow schema + swap), one set-based upsert per batch.
import pg from 'pg';
import { createBenchDatabase, fmt, round } from './_lib.mjs';
import { EVENTS_PER_STREAM, SEED_CHUNK, SEED_EXPR } from './emmett-rebuild.bench.mjs';

export const key = 'rebuild';

export async function run({ quick, url, log = console.log, events }) {
  const n = events ?? (quick ? 100_000 : 1_000_000);
  const bench = await createBenchDatabase(url);
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
    const projector = {
      name: 'bench-stream-counter',
      version: 1,
      handles: ['Bench'],
      tables: ['bench_stream_counter'],
      async migrate(ctx) {
        await ctx.sql.query(`create table if not exists ${ctx.table('bench_stream_counter')} (
          stream_id text primary key, events int not null, last_version bigint not null, last_position bigint not null)`);
      },
      async apply(evs, ctx) {
        // Fold the batch per stream in memory, then one upsert guarded by stream version.
        const per = new Map();
        for (const e of evs) {
          const a = per.get(e.streamId);
          if (a) {
            a.events++;
            a.v = e.streamVersion;
            a.p = e.globalPosition;
          } else per.set(e.streamId, { events: 1, v: e.streamVersion, p: e.globalPosition, first: e.streamVersion });
        }
        const ids = [...per.keys()];
        const t = ctx.table('bench_stream_counter');
        await ctx.sql.query(
          `insert into ${t} (stream_id, events, last_version, last_position)
           select * from unnest($1::text[], $2::int[], $3::bigint[], $4::bigint[])
           on conflict (stream_id) do update set events = bench_stream_counter.events + excluded.events,
             last_version = excluded.last_version, last_position = excluded.last_position
           where bench_stream_counter.last_version < excluded.last_version`,
          [ids, ids.map((k) => per.get(k).events), ids.map((k) => per.get(k).v), ids.map((k) => per.get(k).p)],
        );
      },
    };
    const store = new SqlEventStore(db);
    const r = await rebuildProjector({ db, source: store, projector, batchSize: Number(process.env.REBUILD_BATCH ?? 50000) });
    const check = (await db.query('select count(*)::int as s, sum(events)::int as n from rm.bench_stream_counter')).rows[0];
    if (check.s !== S || check.n !== n) throw new Error(`rebuild check failed: ${JSON.stringify(check)}`);
    log(`our rebuild: ${fmt(n)} events in ${round(r.ms / 1000, 2)} s = ${fmt(r.eventsPerSecond)} events/s`);
    return { events: n, ms: r.ms, eventsPerSecond: r.eventsPerSecond };
  } finally {
    await db.close();
    await bench.drop();
  }
}
