// Shared helpers of the benchmark harness. Not a bench itself: infra/scripts/bench.mjs only loads
// files named *.bench.mjs.
//
// Conventions of a bench file (test/bench/<name>.bench.mjs):
//   export async function run({ quick, url, log, ...extra }) -> figures (a JSON-serialisable object)
//     quick: boolean   shorter durations / smaller data (npm run bench -- --quick)
//     url:   string    PostgreSQL server URL (DATABASE_URL or postgres://postgres@127.0.0.1:5432/test);
//                      a bench creates its own fresh database on that server with createBenchDatabase()
//                      and drops it at the end, so every figure of one bench is taken on one database.
//     log:   (line: string) => void   readable progress lines
//   export const key = 'camelCaseName'  (optional) the key of its figures in the final JSON;
//                      default: the file name without .bench.mjs, camel-cased.
// bench.mjs runs each bench file in a child process of its own (runInChild), so global state a library
// sets (dumbo, used by Emmett, replaces pg's global type parsers: int8 -> BigInt, jsonb -> JSON.parse
// with a BigInt reviver) never leaks into the next bench.

import { fork, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { newestMtime } from '../../infra/scripts/lib/newest-mtime.mjs';

export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';
const CHILD = fileURLToPath(new URL('./_child.mjs', import.meta.url));

export function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = '/' + name;
  return u.toString();
}

/** Creates td_bench_<rand> on the server of `url`; returns its url and a drop(). */
export async function createBenchDatabase(url, prefix = 'td_bench') {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: withDatabase(url, name),
    drop: async () => {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      try {
        await a.query(`drop database if exists ${name} with (force)`);
      } finally {
        await a.end();
      }
    },
  };
}

/**
 * Calls `exportName(args)` of module `file` in a fresh node process and returns what it resolves to.
 * The child's log lines are passed to `log`. Args and result must be JSON-serialisable (sent
 * over IPC as JSON: convert BigInt to Number/string). With opts.withKey, resolves to { result, key } where
 * key is the module's `key` export (or null).
 */
export function runInChild(file, exportName, args, log = () => undefined, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = fork(CHILD, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: ['--max-old-space-size=2048'] });
    let done = false;
    child.on('message', (m) => {
      if (m.log !== undefined) log(m.log);
      else if ('result' in m) {
        done = true;
        resolve(opts.withKey ? { result: m.result, key: m.key } : m.result);
      } else if (m.error) {
        done = true;
        reject(Object.assign(new Error(m.error.message), { stack: m.error.stack }));
      }
    });
    child.on('error', (e) => {
      if (!done) reject(e);
    });
    child.on('exit', (code, signal) => {
      if (!done) reject(new Error(`bench child ${file}#${exportName} exited (code ${code}, signal ${signal}) without a result`));
    });
    child.send({ file, exportName, args });
  });
}

/**
 * Starts a long-lived child process whose `exportName(args)` resolves to an object of methods.
 * Returns { call(method, args) -> Promise, close() }. Lets a bench keep several systems set up in
 * separate processes and alternate short measured slices between them, so that noise from other
 * work on the machine falls on every system alike.
 */
export function startWorker(file, exportName, args, log = () => undefined) {
  return new Promise((resolveStart, rejectStart) => {
    const child = fork(CHILD, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: ['--max-old-space-size=2048'] });
    const pending = new Map();
    let nextId = 1;
    let started = false;
    let exited = false;
    const fail = (err) => {
      if (!started) rejectStart(err);
      for (const p of pending.values()) p.reject(err);
      pending.clear();
    };
    child.on('message', (m) => {
      if (m.log !== undefined) return log(m.log);
      if (m.ready) {
        started = true;
        return resolveStart({
          call: (method, callArgs) =>
            new Promise((res, rej) => {
              if (exited) return rej(new Error(`worker ${file}#${exportName} has exited`));
              const id = nextId++;
              pending.set(id, { resolve: res, reject: rej });
              child.send({ id, method, args: callArgs });
            }),
          close: () =>
            new Promise((res) => {
              if (exited) return res();
              child.once('exit', () => res());
              child.send({ close: true });
            }),
        });
      }
      if (m.id !== undefined) {
        const p = pending.get(m.id);
        pending.delete(m.id);
        if (!p) return;
        if (m.error) p.reject(Object.assign(new Error(m.error.message), { stack: m.error.stack }));
        else p.resolve(m.result);
        return;
      }
      if (m.error) fail(Object.assign(new Error(m.error.message), { stack: m.error.stack }));
    });
    child.on('error', fail);
    child.on('exit', (code, signal) => {
      exited = true;
      fail(new Error(`worker ${file}#${exportName} exited (code ${code}, signal ${signal})`));
    });
    child.send({ serve: true, file, exportName, args });
  });
}

/** p-quantile of an ascending array, or null. */
export function quantile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : null;
}

export const now = () => performance.now();
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs `writers` loops of `op(writerIndex)` for warmupMs + durationMs. Only operations that start
 * inside the measured window count; the window ends when the last of them completes.
 * op resolves to the number of events it wrote (default 1).
 */
export async function timedLoop({ writers, warmupMs, durationMs, op, keepLatencies = false }) {
  const t0 = now();
  const measureStart = t0 + warmupMs;
  const end = measureStart + durationMs;
  let count = 0;
  let total = 0;
  let lastDone = end;
  const lat = [];
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (;;) {
        const s = now();
        if (s >= end) break;
        const n = (await op(w)) ?? 1;
        const e = now();
        total += n;
        if (s >= measureStart) {
          count += n;
          lat.push(e - s);
          if (e > lastDone) lastDone = e;
        }
      }
    }),
  );
  const seconds = (lastDone - measureStart) / 1000;
  lat.sort((a, b) => a - b);
  const pct = (p) => (lat.length ? round(quantile(lat, p), 3) : null);
  return {
    events: count,
    totalEvents: total,
    seconds: round(seconds, 4),
    perSec: Math.round(count / seconds),
    p50ms: pct(0.5),
    p99ms: pct(0.99),
    ...(keepLatencies ? { latencies: lat.map((x) => round(x, 3)) } : {}),
  };
}

export function round(x, digits = 2) {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

export function fmt(n) {
  return typeof n === 'number' ? n.toLocaleString('en-US') : String(n);
}

/** The machine's load average (1, 5 and 15 minutes), two decimals: printed at each bench's start and end. */
export function loadAverage() {
  return os.loadavg().map((x) => round(x, 2));
}

/**
 * One figure beside its target, logged as it is measured and returned for the run's summary
 * (bench.mjs prints every bench's `report` at the end, with that bench's load average).
 * ok: true (target met), false (missed), null (no target: a figure for context).
 */
export function reportLine(log, figure, measured, target, ok) {
  const verdict = ok === true ? 'meets target' : ok === false ? 'BELOW TARGET' : 'no target';
  log(`=> ${figure}: ${measured}   [target ${target}: ${verdict}]`);
  return { figure, measured, target, ok };
}

/**
 * user+system CPU ticks of every `postgres` process, plus the ticks of its exited children (the
 * postmaster's cutime+cstime: backends and autovacuum workers that ended), or null where /proc is
 * not readable. Counts the whole server, so other work on the same server shows up here too.
 */
export function serverCpuTicks() {
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

/**
 * The whole machine's CPU ticks from /proc/stat: { busy, total } (busy = all but idle and iowait),
 * or null where it cannot be read. Two readings give the share of the machine in use between them.
 */
export function machineCpuTicks() {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const total = f.slice(0, 8).reduce((a, b) => a + b, 0);
    return { busy: total - f[3] - f[4], total };
  } catch {
    return null;
  }
}

/** USER_HZ on Linux: the unit of serverCpuTicks() and /proc/<pid>/stat times. */
export const TICKS_PER_SEC = 100;

/**
 * Waits until `n` rows of `table` (es.events, or Emmett's emt_messages) are readable by a log
 * reader: both stores' readers only read transactions below pg_snapshot_xmin, and transaction ids
 * are cluster-wide, so a transaction left open in ANY database of the server (another test run)
 * holds them back; a rebuild started then would stop short. Answers the ms waited; throws after
 * `timeoutMs`. `query(text)` runs one statement (a pg Client or Pool, or our Database).
 */
export async function waitReadable(query, table, n, log = () => undefined, timeoutMs = 120_000) {
  const t0 = performance.now();
  for (;;) {
    const { rows } = await query(`select count(*)::int as n from ${table} where transaction_id < pg_snapshot_xmin(pg_current_snapshot())`);
    const waited = Math.round(performance.now() - t0);
    if (Number(rows[0].n) >= n) {
      if (waited > 500) log(`waited ${(waited / 1000).toFixed(1)} s until the ${fmt(n)} events of ${table} were readable: a transaction elsewhere on the server held the log's readers back`);
      return waited;
    }
    if (waited > timeoutMs) throw new Error(`only ${rows[0].n} of ${n} events of ${table} readable after ${timeoutMs / 1000} s: a transaction elsewhere on the server holds pg_snapshot_xmin back`);
    await sleep(200);
  }
}

/**
 * Builds the web app (frontend/dist, vite) when it is missing or older than frontend/src or
 * contracts/src, as `npm start` does. Answers the seconds the build took, or null when the build
 * was current.
 */
export function buildWebIfStale(root) {
  const web = join(root, 'frontend');
  const index = join(web, 'dist', 'index.html');
  const sources = Math.max(newestMtime(join(web, 'src')), newestMtime(join(root, 'contracts', 'src')));
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return null;
  const t0 = performance.now();
  const r = spawnSync('npm', ['run', 'build', '-w', 'frontend'], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`npm run build -w frontend failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  return (performance.now() - t0) / 1000;
}
