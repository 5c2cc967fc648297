// Projection rebuild throughput of Emmett 0.42 (PostgreSQL): rebuildPostgreSQLProjections() over
// N events (50,000 quick / 1,000,000 full) already in its log, into a per-stream counter table.
//
// Emmett 0.42 has a rebuild facility: rebuildPostgreSQLProjections({ connectionString, projection
// | projections, pulling: { batchSize, pullingFrequencyInMs } }) returns a consumer that reads
// emt_messages from position 0 (truncating projections that define `truncate`) and stops when no
// messages are left. Its projector handles events ONE AT A TIME: for every event it runs the
// projection's SQL and stores the processor checkpoint (a function call), inside one transaction
// per pulled batch. The puller sleeps `pullingFrequencyInMs` (default 50 ms) after every batch of
// `batchSize` (default 100): with defaults a rebuild cannot exceed ~2,000 events/s by design, so
// the headline figure uses batchSize 1000 and pullingFrequencyInMs 0; a short probe with the
// defaults is reported beside it. emt_messages has no index on (transaction_id, global_position):
// each batch read is a scan + top-N sort of the remaining log, which grows with N.
//
// ---- Shape shared with our own rebuild bench (keep them identical) ------------------------------
// Events (seeded directly with INSERT .. SELECT generate_series, 5,000 rows per transaction, then
// VACUUM ANALYZE; our bench should seed es.events the same way):
//   N events, S = N / 10 streams, 10 events per stream, interleaved: event g (0-based) belongs to
//   stream g % S with stream version floor(g / S) + 1, global order = g.
//   stream id   'bench-' || md5('s' || (g % S))::uuid          (e.g. bench-6f4922f4-5568-161a-...)
//   type        'Bench'
//   data        {"sku":"SKU-000123","qty":3,"price":"12.50","warehouseId":"wh-1","n":g}
//   metadata    {"userId":"u-bench","commandId":md5('c'||g)::uuid,"correlationId":md5('r'||g)::uuid,"causationId":<commandId>}
// Projection (read model), one row per stream, idempotent by stream version:
//   create table bench_stream_counter (stream_id text primary key, events int not null,
//                                      last_version bigint not null, last_position bigint not null);
//   per event:
//   insert into bench_stream_counter (stream_id, events, last_version, last_position)
//   values ($streamId, 1, $streamVersion, $globalPosition)
//   on conflict (stream_id) do update set events = bench_stream_counter.events + 1,
//     last_version = excluded.last_version, last_position = excluded.last_position
//   where bench_stream_counter.last_version < excluded.last_version;
// Check after the rebuild: count(*) = S and sum(events) = N.
// Reported: events/s = N / wall time of the rebuild (from start() to its end, seeding excluded).
// -------------------------------------------------------------------------------------------------

import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createBenchDatabase, fmt, loadAverage, reportLine, round, runInChild, sleep, waitReadable } from './_lib.mjs';

export const key = 'emmettRebuild';

const THIS = fileURLToPath(import.meta.url);
export const EVENTS_PER_STREAM = 10;
export const SEED_CHUNK = 5000;
export const PROJECTION_TABLE = 'bench_stream_counter';
export const PROJECTION_DDL = `create table if not exists ${PROJECTION_TABLE} (
  stream_id text primary key, events int not null, last_version bigint not null, last_position bigint not null)`;
export const PROJECTION_UPSERT = `insert into ${PROJECTION_TABLE} (stream_id, events, last_version, last_position)
values ($1, 1, $2, $3)
on conflict (stream_id) do update set events = ${PROJECTION_TABLE}.events + 1,
  last_version = excluded.last_version, last_position = excluded.last_position
where ${PROJECTION_TABLE}.last_version < excluded.last_version`;
/** SQL expressions of the seeded events, over g (0-based event number) and S (stream count). */
export const SEED_EXPR = {
  streamId: `'bench-' || md5('s' || (g % $S))::uuid::text`,
  streamVersion: `(g / $S) + 1`,
  type: `'Bench'`,
  data: `jsonb_build_object('sku', 'SKU-000123', 'qty', 3, 'price', '12.50', 'warehouseId', 'wh-1', 'n', g)`,
  metadata: `jsonb_build_object('userId', 'u-bench', 'commandId', md5('c' || g)::uuid, 'correlationId', md5('r' || g)::uuid, 'causationId', md5('c' || g)::uuid)`,
};
/** The pulling settings of the measured rebuild; our like-for-like rebuild uses the same batch size. */
export const TUNED = { batchSize: 1000, pullingFrequencyInMs: 0 };

export async function run({ quick, url, log = console.log, events }) {
  const n = events ?? (quick ? 50_000 : 1_000_000);
  const bench = await createBenchDatabase(url);
  const load = { start: loadAverage() };
  log(`emmett rebuild: database ${bench.name}, ${fmt(n)} events; load average ${load.start.join(' ')}`);
  try {
    const r = await runInChild(THIS, 'measure', { url: bench.url, events: n, defaultProbeMs: quick ? 2000 : 10000 }, log);
    load.end = loadAverage();
    log(`emmett rebuild: load average at the end ${load.end.join(' ')}`);
    const report = r.available
      ? [reportLine(log, `P3 Emmett rebuild (one upsert per event, batch ${TUNED.batchSize}), ${fmt(n)} events`, `${fmt(r.perSec)} events/s`, 'none (the reference for ours)', null)]
      : [];
    return { ...r, load, report };
  } finally {
    await bench.drop();
  }
}

/** Runs in a child process (Emmett's dumbo changes pg's global type parsers). */
export async function measure({ url, events: n, defaultProbeMs, log }) {
  let emmett;
  try {
    emmett = await import('@event-driven-io/emmett-postgresql');
  } catch (e) {
    return { available: false, reason: `@event-driven-io/emmett-postgresql cannot be loaded: ${e.message}` };
  }
  const { getPostgreSQLEventStore, rebuildPostgreSQLProjections, postgreSQLRawSQLProjection } = emmett;
  if (typeof rebuildPostgreSQLProjections !== 'function' || typeof postgreSQLRawSQLProjection !== 'function') {
    return { available: false, reason: 'this Emmett version exports no rebuildPostgreSQLProjections / postgreSQLRawSQLProjection' };
  }
  const { sql } = await import('@event-driven-io/dumbo');

  const pool = new pg.Pool({ connectionString: url, max: 4 });

  pool.on('error', () => undefined); // an idle client killed by the final drop database must not crash
  const es = getPostgreSQLEventStore(url, { connectionOptions: { pool } });
  await es.schema.migrate();

  // ---- seed
  const streams = Math.max(1, Math.floor(n / EVENTS_PER_STREAM));
  const t0 = performance.now();
  const S = String(streams);
  const expr = (e) => e.replaceAll('$S', S);
  for (let from = 0; from < n; from += SEED_CHUNK) {
    const to = Math.min(n, from + SEED_CHUNK) - 1;
    await pool.query(
      `insert into emt_messages (stream_position, transaction_id, message_kind, stream_id, partition, message_schema_version,
                                 message_id, message_type, message_data, message_metadata)
       select ${expr(SEED_EXPR.streamVersion)}, pg_current_xact_id(), 'E', ${expr(SEED_EXPR.streamId)}, 'emt:default', '1',
              gen_random_uuid()::text, ${SEED_EXPR.type}, ${SEED_EXPR.data}, ${SEED_EXPR.metadata}
         from generate_series(${from}::bigint, ${to}::bigint) g
        order by g`,
    );
  }
  await pool.query(
    `insert into emt_streams (stream_id, stream_position, partition, stream_type, stream_metadata, is_archived)
     select ${expr(SEED_EXPR.streamId)}, ((${n} - 1 - g) / ${streams}) + 1, 'emt:default', 'bench', '{}', false
       from generate_series(0, ${streams - 1}) g`,
  );
  await pool.query('vacuum analyze emt_messages');
  await pool.query('vacuum analyze emt_streams');
  const seedSeconds = round((performance.now() - t0) / 1000, 2);
  const { rows: seeded } = await pool.query('select count(*)::int as n from emt_messages');
  if (Number(seeded[0].n) !== n) throw new Error(`seeded ${seeded[0].n} events, wanted ${n}`);
  log(`emmett rebuild: seeded ${fmt(n)} events in ${streams} streams in ${seedSeconds} s`);

  await pool.query(PROJECTION_DDL);
  const projection = postgreSQLRawSQLProjection({
    name: PROJECTION_TABLE,
    canHandle: ['Bench'],
    evolve: (event) =>
      sql(
        `insert into ${PROJECTION_TABLE} (stream_id, events, last_version, last_position) values (%L, 1, %s, %s)
         on conflict (stream_id) do update set events = ${PROJECTION_TABLE}.events + 1,
           last_version = excluded.last_version, last_position = excluded.last_position
         where ${PROJECTION_TABLE}.last_version < excluded.last_version`,
        event.metadata.streamName,
        String(event.metadata.streamPosition),
        String(event.metadata.globalPosition),
      ),
  });
  const reset = async () => {
    await pool.query(`truncate ${PROJECTION_TABLE}`);
    await pool.query(`delete from emt_processors where processor_id like '%' || $1`, [PROJECTION_TABLE]);
  };
  const projected = async () => {
    const { rows } = await pool.query(`select count(*)::int as streams, coalesce(sum(events), 0)::bigint::text as events from ${PROJECTION_TABLE}`);
    return { streams: Number(rows[0].streams), events: Number(rows[0].events) };
  };

  // ---- short probe with Emmett's default pulling settings (batch 100, 50 ms between batches)
  const readable = (t) => pool.query(t);
  let defaults = null;
  if (defaultProbeMs > 0) {
    await waitReadable(readable, 'emt_messages', n, log);
    await reset();
    const consumer = rebuildPostgreSQLProjections({ connectionString: url, projection });
    const ts = performance.now();
    const done = consumer.start();
    await Promise.race([done, sleep(defaultProbeMs)]);
    await consumer.stop();
    const secs = (performance.now() - ts) / 1000;
    const p = await projected();
    await consumer.close().catch(() => undefined);
    defaults = { batchSize: 100, pullingFrequencyInMs: 50, seconds: round(secs, 2), events: p.events, perSec: Math.round(p.events / secs) };
    log(`emmett rebuild (default pulling, ${round(secs, 1)} s probe): ${fmt(defaults.perSec)} events/s`);
  }

  // ---- the measured rebuild, whole log
  await waitReadable(readable, 'emt_messages', n, log);
  await reset();
  const consumer = rebuildPostgreSQLProjections({ connectionString: url, projection, pulling: TUNED });
  const tr = performance.now();
  await consumer.start();
  const seconds = (performance.now() - tr) / 1000;
  await consumer.close().catch(() => undefined);
  const p = await projected();
  await es.close().catch(() => undefined);
  await pool.end();
  if (p.streams !== streams || p.events !== n) throw new Error(`rebuild incomplete: ${p.events} events in ${p.streams} streams, wanted ${n} in ${streams}`);
  const perSec = Math.round(n / seconds);
  log(`emmett rebuild (batch ${TUNED.batchSize}, no pause): ${fmt(n)} events in ${round(seconds, 2)} s = ${fmt(perSec)} events/s`);
  return {
    available: true,
    api: 'rebuildPostgreSQLProjections + postgreSQLRawSQLProjection (per-stream counter upsert)',
    events: n,
    streams,
    seedSeconds,
    pulling: TUNED,
    seconds: round(seconds, 2),
    perSec,
    defaults,
  };
}
