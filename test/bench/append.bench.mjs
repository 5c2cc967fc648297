// Append throughput (P1): our event store against a plain one-row INSERT (the physical ceiling) and
// against Emmett 0.42 (PostgreSQL), on one fresh database, with 1 and 8 concurrent writers.
//
//   raw        : insert into bench_raw(stream, data) values ($1, $2)  -- autocommit, one row per tx,
//                sent as a NAMED (server-side prepared) statement: the same statement preparation
//                as our store (services/src/platform/database/pg.database.ts names every
//                parameterised statement), so the ratio compares the work, not the protocol.
//   rawUnnamed : the same INSERT as an unnamed statement (parsed and planned on every call), an
//                extra line outside the targets: what the baseline was before.
//   ours       : SqlEventStore.append(streamId, expectedVersion, [{type:'Bench', data}], meta)
//                over PgDatabase (the product's adapter)
//   emmett     : getPostgreSQLEventStore(url).appendToStream(streamName, [{type, data, metadata}],
//                                                             { expectedStreamVersion })
//   pgbench    : cross-check of the ceiling in the same run: PostgreSQL's own pgbench, an
//                insert-only custom script of the same row, prepared (-M prepared), 1 and 8
//                clients (-j 1 / 2 threads), on the bench database; skipped with a printed reason
//                when the binary is missing. A C client: what the server can do when the client
//                costs next to nothing.
//
// Every writer owns 100 streams (ids `bench-<uuid>`) and appends one event at a time to them in
// turn, with the correct expected version (0 / no_stream on the first event of a stream). Each
// system gets a pg pool of max = writers, so every writer works on a connection of its own. Each
// (system, writers) pair runs in a node process of its own (Emmett's dumbo replaces pg's global
// type parsers). After a warm-up of each, the measured time is cut into 1 s slices that alternate
// between the systems (raw, rawUnnamed, ours, emmett; then rawUnnamed, ours, emmett, raw; ...), so
// load from other work on the machine falls on all alike; pgbench runs right after the slices of
// each writer count. First 1 writer, then 8.
//
// Besides events/s, each system reports p50/p99 latency, WAL bytes per event (pg_current_wal_lsn),
// client CPU µs per event (the writer's node process) and server CPU µs per event (all `postgres`
// processes, from /proc, when readable; it counts anything else the server does meanwhile):
// enough to tell where the time goes.

import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createBenchDatabase, fmt, loadAverage, quantile, reportLine, round, runInChild, serverCpuTicks, startWorker, TICKS_PER_SEC, timedLoop } from './_lib.mjs';

export const key = 'append';

const THIS = fileURLToPath(import.meta.url);
const SERVICES = new URL('../../services/dist/', import.meta.url);
const STREAMS_PER_WRITER = 100;
const SYSTEMS = ['raw', 'rawUnnamed', 'ours', 'emmett'];
const WRITER_COUNTS = [1, 8];
export const PGBENCH = process.env.PGBENCH ?? '/usr/lib/postgresql/15/bin/pgbench';
const SLICE_MS = 1000;
export const TARGETS = { oursVsRaw: 0.7, oursVsEmmett: 1.0 };

/** The small payload every system writes (stringified once per event, as an app would). */
function payload(n) {
  return { sku: 'SKU-000123', qty: 3, price: '12.50', warehouseId: 'wh-1', n };
}

export async function run({ quick, url, log = console.log }) {
  const durationMs = quick ? 4000 : 15000;
  const warmupMs = quick ? 1000 : 3000;
  const pgbenchSeconds = quick ? 3 : 10;
  const bench = await createBenchDatabase(url);
  const load = { start: loadAverage() };
  log(
    `append (P1, one event per append): database ${bench.name}; per system ${durationMs / 1000} s measured in ${SLICE_MS / 1000} s slices alternating between ` +
      `the systems, after ${warmupMs / 1000} s warm-up; pool max = writers; load average ${load.start.join(' ')}`,
  );
  const figures = { durationS: durationMs / 1000, warmupS: warmupMs / 1000, sliceS: SLICE_MS / 1000, streamsPerWriter: STREAMS_PER_WRITER, targets: TARGETS, load, report: [] };
  try {
    for (const writers of WRITER_COUNTS) {
      const row = await measureWriters({ writers, durationMs, warmupMs, url: bench.url, log });
      row.pgbench = await pgbench({ url: bench.url, clients: writers, seconds: pgbenchSeconds });
      const w = `${writers} writer${writers > 1 ? 's' : ''}`;
      for (const system of SYSTEMS) {
        const r = row[system];
        log(
          `append ${system.padEnd(10)} ${w.padEnd(9)}: ${fmt(r.perSec).padStart(7)} events/s` +
            `  p50 ${r.p50ms} ms  p99 ${r.p99ms} ms  WAL ${r.walBytesPerEvent} B/ev  client ${r.clientCpuUsPerEvent} µs/ev  server ${r.serverCpuUsPerEvent ?? '?'} µs/ev`,
        );
      }
      if (row.pgbench.available) log(`append pgbench    ${w.padEnd(9)}: ${fmt(row.pgbench.tps).padStart(7)} inserts/s  (-M prepared, insert-only script, -c ${writers} -j ${row.pgbench.threads}, ${pgbenchSeconds} s)`);
      else log(`append pgbench    ${w.padEnd(9)}: skipped: ${row.pgbench.reason}`);
      row.oursVsRaw = round(row.ours.perSec / row.raw.perSec, 3);
      row.oursVsEmmett = round(row.ours.perSec / row.emmett.perSec, 3);
      row.rawVsRawUnnamed = round(row.raw.perSec / row.rawUnnamed.perSec, 3);
      row.oursVsPgbench = row.pgbench.available ? round(row.ours.perSec / row.pgbench.tps, 3) : null;
      row.rawVsPgbench = row.pgbench.available ? round(row.raw.perSec / row.pgbench.tps, 3) : null;
      row.meetsTargets = row.oursVsRaw >= TARGETS.oursVsRaw && row.oursVsEmmett >= TARGETS.oursVsEmmett;
      figures.report.push(
        reportLine(log, `P1 append, ${w}: ours / raw (both prepared)`, `${row.oursVsRaw} (${fmt(row.ours.perSec)} vs ${fmt(row.raw.perSec)} events/s)`, `>= ${TARGETS.oursVsRaw}`, row.oursVsRaw >= TARGETS.oursVsRaw),
        reportLine(log, `P1 append, ${w}: ours / Emmett`, `${row.oursVsEmmett} (Emmett ${fmt(row.emmett.perSec)} events/s)`, `>= ${TARGETS.oursVsEmmett}`, row.oursVsEmmett >= TARGETS.oursVsEmmett),
        reportLine(
          log,
          `P1 append, ${w}: cross-checks`,
          `ours / pgbench ${row.oursVsPgbench ?? 'n/a'}, raw / pgbench ${row.rawVsPgbench ?? 'n/a'}, prepared raw / unnamed raw ${row.rawVsRawUnnamed}`,
          'none (context)',
          null,
        ),
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
  load.end = loadAverage();
  log(`append: load average at the end ${load.end.join(' ')}`);
  return figures;
}

/**
 * pgbench over the bench database: an insert-only custom script of the row raw inserts (same
 * table shape, same JSON), prepared statements, `clients` connections for `seconds`. Answers
 * {available: false, reason} when the binary is missing or fails.
 */
export async function pgbench({ url, clients, seconds }) {
  if (!existsSync(PGBENCH)) return { available: false, reason: `${PGBENCH} not found (set PGBENCH to its path)` };
  const u = new URL(url);
  const dir = mkdtempSync(join(tmpdir(), 'td-pgbench-'));
  const script = join(dir, 'insert.sql');
  const threads = Math.min(clients, 2);
  writeFileSync(
    script,
    `\\set s random(1, 100000)\ninsert into bench_pgbench (stream, data) values ('bench-' || :s, '${JSON.stringify(payload(1))}');\n`,
  );
  try {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query('create table if not exists bench_pgbench (id bigserial primary key, stream text, data jsonb)');
    await c.end();
    const env = { ...process.env, PGPASSWORD: decodeURIComponent(u.password || '') || process.env.PGPASSWORD || '' };
    const conn = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')];
    const db = u.pathname.slice(1);
    const r = spawnSync(PGBENCH, [...conn, '-n', '-M', 'prepared', '-c', String(clients), '-j', String(threads), '-T', String(seconds), '-f', script, db], { env, encoding: 'utf8' });
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(r.stdout ?? '');
    if (r.status !== 0 || !tps) return { available: false, reason: `pgbench failed (${r.status}): ${(r.stderr || r.stdout || '').trim().split('\n').slice(-3).join(' / ')}` };
    const lat = /latency average = ([\d.]+) ms/.exec(r.stdout);
    return { available: true, clients, threads, seconds, tps: Math.round(Number(tps[1])), latencyAvgMs: lat ? Number(lat[1]) : null };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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
  if (system === 'raw' || system === 'rawUnnamed') {
    const pool = new pg.Pool({ connectionString: url, max: writers, application_name: `td-bench-${system}` });
    pool.on('error', () => undefined); // an idle client killed by the final drop database must not crash
    await pool.query('create table if not exists bench_raw (id bigserial primary key, stream text, data jsonb)');
    await warmConnections(pool, writers);
    const text = 'insert into bench_raw (stream, data) values ($1, $2)';
    // Named like PgDatabase names its statements: parsed and planned once per connection.
    const named = system === 'raw';
    return {
      append: async (_w, stream, _v, _i, n) => {
        const values = [stream, JSON.stringify(payload(n))];
        await pool.query(named ? { name: 'bench_raw_insert', text, values } : { text, values });
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

/** Rows of these streams only: several systems share a table (raw and rawUnnamed). */
async function count(pool, table, column, streams) {
  const { rows } = await pool.query(`select count(*)::int as n from ${table} where ${column} = any($1)`, [streams]);
  return Number(rows[0].n);
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
