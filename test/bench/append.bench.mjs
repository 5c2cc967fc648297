// Append throughput: our event store against a plain one-row INSERT (the physical ceiling) and
// against Emmett 0.42 (PostgreSQL), on one fresh database, with 1 and 8 concurrent writers.
//
//   raw    : insert into bench_raw(stream, data) values ($1, $2)      -- autocommit, one row per tx
//   ours   : SqlEventStore.append(streamId, expectedVersion, [{type:'Bench', data}], meta)
//   emmett : getPostgreSQLEventStore(url).appendToStream(streamName, [{type, data, metadata}],
//                                                         { expectedStreamVersion })
//
// Every writer owns 100 streams (ids `bench-<uuid>`) and appends one event at a time to them in
// turn, with the correct expected version (0 / no_stream on the first event of a stream). Each
// system gets a pg pool of max = writers, so every writer works on a connection of its own. Each
// (system, writers) pair runs in a node process of its own (Emmett's dumbo replaces pg's global
// type parsers). After a warm-up of each, the measured time is cut into 1 s slices that alternate
// between the three systems (raw, ours, emmett; then ours, emmett, raw; ...), so load from other
// work on the machine falls on all three alike. First 1 writer, then 8.
//
// Besides events/s, each system reports p50/p99 latency, WAL bytes per event (pg_current_wal_lsn),
// client CPU µs per event (the writer's node process) and server CPU µs per event (all `postgres`
// processes, from /proc, when readable; it counts anything else the server does meanwhile):
// enough to tell where the time goes.

import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createBenchDatabase, fmt, quantile, round, runInChild, startWorker, timedLoop } from './_lib.mjs';

export const key = 'append';

const THIS = fileURLToPath(import.meta.url);
const SERVICES = new URL('../../services/dist/', import.meta.url);
const STREAMS_PER_WRITER = 100;
// BENCH_APPEND_VARIANTS=oursPrepared adds a what-if system: our SqlEventStore, unchanged, over a
// minimal Database adapter that sends every statement as a named (server-side prepared) statement.
// It is reported beside the others, outside the targets.
const VARIANTS = (process.env.BENCH_APPEND_VARIANTS ?? '').split(',').map((v) => v.trim()).filter((v) => v === 'oursPrepared');
const SYSTEMS = ['raw', 'ours', 'emmett', ...VARIANTS];
const WRITER_COUNTS = [1, 8];
const SLICE_MS = 1000;
const TICKS_PER_SEC = 100; // USER_HZ on Linux
export const TARGETS = { oursVsRaw: 0.7, oursVsEmmett: 1.0 };

/** The small payload every system writes (stringified once per event, as an app would). */
function payload(n) {
  return { sku: 'SKU-000123', qty: 3, price: '12.50', warehouseId: 'wh-1', n };
}

export async function run({ quick, url, log = console.log }) {
  const durationMs = quick ? 5000 : 15000;
  const warmupMs = quick ? 1000 : 3000;
  const bench = await createBenchDatabase(url);
  log(
    `append: database ${bench.name}; per system ${durationMs / 1000} s measured in ${SLICE_MS / 1000} s slices alternating between ` +
      `the systems, after ${warmupMs / 1000} s warm-up; pool max = writers`,
  );
  const figures = { durationS: durationMs / 1000, warmupS: warmupMs / 1000, sliceS: SLICE_MS / 1000, streamsPerWriter: STREAMS_PER_WRITER, targets: TARGETS };
  try {
    for (const writers of WRITER_COUNTS) {
      const row = await measureWriters({ writers, durationMs, warmupMs, url: bench.url, log });
      for (const system of SYSTEMS) {
        const r = row[system];
        log(
          `append ${system.padEnd(Math.max(...SYSTEMS.map((x) => x.length)))} ${writers} writer${writers > 1 ? 's' : ' '}: ${fmt(r.perSec).padStart(7)} events/s` +
            `  p50 ${r.p50ms} ms  p99 ${r.p99ms} ms  WAL ${r.walBytesPerEvent} B/ev  client ${r.clientCpuUsPerEvent} µs/ev  server ${r.serverCpuUsPerEvent ?? '?'} µs/ev`,
        );
      }
      row.oursVsRaw = round(row.ours.perSec / row.raw.perSec, 3);
      row.oursVsEmmett = round(row.ours.perSec / row.emmett.perSec, 3);
      row.meetsTargets = row.oursVsRaw >= TARGETS.oursVsRaw && row.oursVsEmmett >= TARGETS.oursVsEmmett;
      for (const v of VARIANTS) {
        row[`${v}VsRaw`] = round(row[v].perSec / row.raw.perSec, 3);
        row[`${v}VsEmmett`] = round(row[v].perSec / row.emmett.perSec, 3);
        log(`append ${writers} writer${writers > 1 ? 's' : ''} (what-if): ${v}/raw = ${row[`${v}VsRaw`]}, ${v}/emmett = ${row[`${v}VsEmmett`]}`);
      }
      log(
        `append ${writers} writer${writers > 1 ? 's' : ''}: ours/raw = ${row.oursVsRaw} (target >= ${TARGETS.oursVsRaw}), ` +
          `ours/emmett = ${row.oursVsEmmett} (target >= ${TARGETS.oursVsEmmett})${row.meetsTargets ? '' : '  << BELOW TARGET'}`,
      );
      figures[`writers${writers}`] = row;
    }
    const { oursPlan, rawPlan, ...d } = await runInChild(THIS, 'explainOurs', { url: bench.url }, log);
    figures.diagnostics = d;
    log(
      `append diagnostics: one append of ours executes in ${d.oursExecMs} ms on the server (excluding parse/plan), WAL ${d.oursWalBytes} B, ` +
        `${d.oursIndexes} indexes on es.events; the raw insert ${d.rawExecMs} ms, WAL ${d.rawWalBytes} B`,
    );
    if (WRITER_COUNTS.some((w) => !figures[`writers${w}`].meetsTargets)) {
      log('append diagnostics: plan of our append (auto_explain):');
      for (const line of (oursPlan || '(not captured)').split('\n')) log('    ' + line);
    }
  } finally {
    await bench.drop();
  }
  return figures;
}

/**
 * One worker process per system, all set up and warmed up, then SLICE_MS slices in turn (the
 * order rotates every round) until each system has durationMs measured.
 */
async function measureWriters({ writers, durationMs, warmupMs, url, log }) {
  const workers = {};
  try {
    for (const system of SYSTEMS) workers[system] = await startWorker(THIS, 'appendWorker', { system, writers, url }, log);
    for (const system of SYSTEMS) await workers[system].call('warmup', { ms: warmupMs });
    const acc = Object.fromEntries(SYSTEMS.map((s) => [s, { events: 0, totalEvents: 0, seconds: 0, lat: [], wal: 0, cpuUs: 0, srvTicks: 0, srvOk: true }]));
    const rounds = Math.max(1, Math.round(durationMs / SLICE_MS));
    for (let k = 0; k < rounds; k++) {
      for (let j = 0; j < SYSTEMS.length; j++) {
        const system = SYSTEMS[(j + k) % SYSTEMS.length];
        const r = await workers[system].call('slice', { ms: SLICE_MS });
        const a = acc[system];
        a.events += r.events;
        a.totalEvents += r.totalEvents;
        a.seconds += r.seconds;
        for (const x of r.latencies) a.lat.push(x);
        a.wal += r.walBytes;
        a.cpuUs += r.clientCpuUs;
        if (r.serverTicks == null) a.srvOk = false;
        else a.srvTicks += r.serverTicks;
      }
    }
    const row = {};
    for (const system of SYSTEMS) {
      await workers[system].call('finish');
      const a = acc[system];
      a.lat.sort((x, y) => x - y);
      row[system] = {
        events: a.events,
        seconds: round(a.seconds, 3),
        perSec: Math.round(a.events / a.seconds),
        p50ms: quantile(a.lat, 0.5),
        p99ms: quantile(a.lat, 0.99),
        walBytesPerEvent: Math.round(a.wal / a.totalEvents),
        clientCpuUsPerEvent: round(a.cpuUs / a.totalEvents, 1),
        serverCpuUsPerEvent: a.srvOk ? round(((a.srvTicks / TICKS_PER_SEC) * 1e6) / a.totalEvents, 1) : null,
      };
    }
    return row;
  } finally {
    for (const w of Object.values(workers)) await w.close();
  }
}

// ---------------------------------------------------------------------------------------------
// One system with a given number of writers, in a worker process of its own.

export async function appendWorker({ system, writers, url }) {
  const sys = await setup(system, url, writers);
  const streams = Array.from({ length: writers }, () => Array.from({ length: STREAMS_PER_WRITER }, () => `bench-${randomUUID()}`));
  const versions = Array.from({ length: writers }, () => new Array(STREAMS_PER_WRITER).fill(0));
  const cursor = new Array(writers).fill(0);
  let n = 0;
  const op = (w) => {
    const i = cursor[w]++ % STREAMS_PER_WRITER;
    return sys.append(w, streams[w][i], versions[w], i, n++);
  };
  const probe = new pg.Client({ connectionString: url, application_name: 'td-bench-probe' });
  await probe.connect();
  const lsn = async () => (await probe.query('select pg_current_wal_lsn()::text as l')).rows[0].l;
  const mine = streams.flat();
  const before = await sys.count(mine);
  let acknowledged = 0;
  return {
    warmup: async ({ ms }) => {
      const r = await timedLoop({ writers, warmupMs: ms, durationMs: 0, op });
      acknowledged += r.totalEvents;
      return null;
    },
    slice: async ({ ms }) => {
      const wal0 = await lsn();
      const srv0 = serverCpuTicks();
      const cpu0 = process.cpuUsage();
      const r = await timedLoop({ writers, warmupMs: 0, durationMs: ms, op, keepLatencies: true });
      const cpu = process.cpuUsage(cpu0);
      const srv1 = serverCpuTicks();
      const wal1 = await lsn();
      const walBytes = Number((await probe.query('select pg_wal_lsn_diff($1, $2)::bigint as d', [wal1, wal0])).rows[0].d);
      acknowledged += r.totalEvents;
      return {
        events: r.events,
        totalEvents: r.totalEvents,
        seconds: r.seconds,
        latencies: r.latencies,
        walBytes,
        clientCpuUs: cpu.user + cpu.system,
        serverTicks: srv0 != null && srv1 != null ? srv1 - srv0 : null,
      };
    },
    finish: async () => {
      const written = (await sys.count(mine)) - before;
      await probe.end();
      await sys.close();
      if (written !== acknowledged) throw new Error(`${system}: ${acknowledged} appends acknowledged but ${written} rows written`);
      return { written };
    },
  };
}

async function setup(system, url, writers) {
  const meta = () => {
    const commandId = randomUUID();
    return { userId: 'u-bench', commandId, correlationId: randomUUID(), causationId: commandId };
  };
  if (system === 'raw') {
    const pool = new pg.Pool({ connectionString: url, max: writers });
    pool.on('error', () => undefined); // an idle client killed by the final drop database must not crash
    await pool.query('create table if not exists bench_raw (id bigserial primary key, stream text, data jsonb)');
    await warmConnections(pool, writers);
    return {
      append: async (_w, stream, _v, _i, n) => {
        await pool.query('insert into bench_raw (stream, data) values ($1, $2)', [stream, JSON.stringify(payload(n))]);
      },
      count: (streams) => count(pool, 'bench_raw', 'stream', streams),
      close: () => pool.end(),
    };
  }
  if (system === 'ours') {
    const { PgDatabase } = await import(new URL('platform/database/pg.database.js', SERVICES).href);
    const { migrate } = await import(new URL('platform/database/migrator.js', SERVICES).href);
    const { SqlEventStore } = await import(new URL('platform/event-store/event-store.js', SERVICES).href);
    const db = new PgDatabase(url, { max: writers, applicationName: 'td-bench' });
    await migrate(db);
    const store = new SqlEventStore(db);
    await Promise.all(Array.from({ length: writers }, () => db.query('select 1')));
    return {
      append: async (_w, stream, versions, i, n) => {
        const expected = versions[i] === 0 ? 'no_stream' : versions[i];
        const r = await store.append(stream, expected, [{ type: 'Bench', data: payload(n) }], meta());
        versions[i] = r.streamVersion;
      },
      count: async (streams) => Number((await db.query('select count(*)::int as n from es.events where stream_id = any($1)', [streams])).rows[0].n),
      close: () => db.close(),
    };
  }
  if (system === 'oursPrepared') {
    const { migrate } = await import(new URL('platform/database/migrator.js', SERVICES).href);
    const { SqlEventStore } = await import(new URL('platform/event-store/event-store.js', SERVICES).href);
    const pool = new pg.Pool({ connectionString: url, max: writers, application_name: 'td-bench-prepared' });
    pool.on('error', () => undefined); // an idle client killed by the final drop database must not crash
    const names = new Map();
    const named = (text) => {
      let name = names.get(text);
      if (!name) names.set(text, (name = 'td_' + createHash('sha1').update(text).digest('hex').slice(0, 20)));
      return name;
    };
    let prepare = false; // migrations go unnamed; the store's statements named
    const run = async (c, text, params) => {
      const r = await c.query(prepare ? { name: named(text), text, values: params } : { text, values: params });
      return { rows: r.rows, rowCount: r.rowCount ?? 0 };
    };
    const db = {
      kind: 'postgres',
      query: (text, params) => run(pool, text, params),
      transaction: async (fn) => {
        const c = await pool.connect();
        try {
          await c.query('begin');
          const out = await fn({ query: (t, p) => run(c, t, p) });
          await c.query('commit');
          return out;
        } catch (e) {
          await c.query('rollback').catch(() => undefined);
          throw e;
        } finally {
          c.release();
        }
      },
      close: () => pool.end(),
    };
    await migrate(db);
    prepare = true;
    const store = new SqlEventStore(db);
    await warmConnections(pool, writers);
    return {
      append: async (_w, stream, versions, i, n) => {
        const expected = versions[i] === 0 ? 'no_stream' : versions[i];
        const r = await store.append(stream, expected, [{ type: 'Bench', data: payload(n) }], meta());
        versions[i] = r.streamVersion;
      },
      count: (streams) => count(pool, 'es.events', 'stream_id', streams),
      close: () => pool.end(),
    };
  }
  if (system === 'emmett') {
    const { getPostgreSQLEventStore } = await import('@event-driven-io/emmett-postgresql');
    const pool = new pg.Pool({ connectionString: url, max: writers });
    pool.on('error', () => undefined); // an idle client killed by the final drop database must not crash
    const es = getPostgreSQLEventStore(url, { connectionOptions: { pool } });
    await es.schema.migrate();
    await warmConnections(pool, writers);
    return {
      append: async (_w, stream, versions, i, n) => {
        const { userId, commandId, correlationId, causationId } = meta();
        const r = await es.appendToStream(stream, [{ type: 'Bench', data: payload(n), metadata: { userId, commandId, correlationId, causationId } }], {
          expectedStreamVersion: BigInt(versions[i]),
        });
        versions[i] = Number(r.nextExpectedStreamVersion);
      },
      count: (streams) => count(pool, 'emt_messages', 'stream_id', streams),
      close: async () => {
        await es.close();
        await pool.end().catch(() => undefined);
      },
    };
  }
  throw new Error(`unknown system ${system}`);
}

async function warmConnections(pool, n) {
  const clients = await Promise.all(Array.from({ length: n }, () => pool.connect()));
  clients.forEach((c) => c.release());
}

/** Rows of these streams only: several systems may share a table (ours and oursPrepared). */
async function count(pool, table, column, streams) {
  const { rows } = await pool.query(`select count(*)::int as n from ${table} where ${column} = any($1)`, [streams]);
  return Number(rows[0].n);
}

/**
 * user+system CPU ticks of every `postgres` process, plus the ticks of its exited children (the
 * postmaster's cutime+cstime: backends and autovacuum workers that ended), or null where /proc is
 * not readable. Counts the whole server, so other work on the same server shows up here too.
 */
function serverCpuTicks() {
  try {
    let total = 0;
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const close = stat.lastIndexOf(')');
        const comm = stat.slice(stat.indexOf('(') + 1, close);
        if (comm !== 'postgres') continue;
        const f = stat.slice(close + 2).split(' ');
        total += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]); // utime, stime, cutime, cstime (fields 14-17)
      } catch {
        /* process gone */
      }
    }
    return total;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Diagnostics, run in a child process: the server-side plan and cost of one append of ours (caught
// with auto_explain at NOTICE level, so it follows whatever SQL the store currently sends) next to
// the raw insert.

export async function explainOurs({ url }) {
  const { SqlEventStore } = await import(new URL('platform/event-store/event-store.js', SERVICES).href);
  const client = new pg.Client({ connectionString: url, application_name: 'td-bench-explain' });
  await client.connect();
  const notices = [];
  client.on('notice', (m) => notices.push(m.message));
  const q = async (text, params) => {
    const r = await client.query(text, params);
    return { rows: r.rows, rowCount: r.rowCount ?? 0 };
  };
  const oneConnDb = {
    kind: 'postgres',
    query: q,
    transaction: async (fn) => {
      await client.query('begin');
      try {
        const out = await fn({ query: q });
        await client.query('commit');
        return out;
      } catch (e) {
        await client.query('rollback');
        throw e;
      }
    },
  };
  const store = new SqlEventStore(oneConnDb);
  let autoExplain = true;
  try {
    await client.query("load 'auto_explain'");
    await client.query("set auto_explain.log_min_duration = 0; set auto_explain.log_analyze = on; set auto_explain.log_buffers = on; set auto_explain.log_wal = on; set auto_explain.log_level = 'notice'; set client_min_messages = 'notice'");
  } catch {
    autoExplain = false;
  }
  const stream = `bench-${randomUUID()}`;
  const commandId = () => randomUUID();
  // a few appends first so the plan and caches are warm; keep the last one's plan
  let v = 0;
  for (let i = 0; i < 20; i++) {
    notices.length = 0;
    const id = commandId();
    const r = await store.append(stream, v === 0 ? 'no_stream' : v, [{ type: 'Bench', data: payload(i) }], { userId: 'u-bench', commandId: id, correlationId: id, causationId: id });
    v = r.streamVersion;
  }
  const oursPlan = notices.filter((m) => /insert|Insert/.test(m)).join('\n');
  notices.length = 0;
  await client.query('create table if not exists bench_raw (id bigserial primary key, stream text, data jsonb)');
  for (let i = 0; i < 20; i++) {
    notices.length = 0;
    await client.query('insert into bench_raw (stream, data) values ($1, $2)', [stream, JSON.stringify(payload(i))]);
  }
  const rawPlan = notices.join('\n');
  const { rows: idx } = await client.query("select indexname, indexdef from pg_indexes where schemaname = 'es' and tablename = 'events'");
  const { rows: trg } = await client.query("select tgname from pg_trigger where tgrelid = 'es.events'::regclass and not tgisinternal");
  const { rows: settings } = await client.query(
    "select name, setting from pg_settings where name in ('synchronous_commit','fsync','wal_sync_method','commit_delay','shared_buffers','wal_buffers','full_page_writes') order by name",
  );
  await client.end();
  const num = (re, s) => {
    const m = re.exec(s);
    return m ? Number(m[1]) : null;
  };
  return {
    autoExplain,
    oursExecMs: num(/Execution Time: ([\d.]+)/, oursPlan) ?? num(/duration: ([\d.]+) ms/, oursPlan),
    oursWalBytes: num(/WAL: .*?bytes=(\d+)/, oursPlan),
    rawExecMs: num(/Execution Time: ([\d.]+)/, rawPlan) ?? num(/duration: ([\d.]+) ms/, rawPlan),
    rawWalBytes: num(/WAL: .*?bytes=(\d+)/, rawPlan),
    oursIndexes: idx.length,
    oursIndexDefs: idx.map((r) => r.indexdef),
    oursTriggers: trg.map((r) => r.tgname),
    settings: Object.fromEntries(settings.map((r) => [r.name, r.setting])),
    oursPlan,
    rawPlan,
  };
}
