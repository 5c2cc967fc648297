// Preloaded (`node --import`) into the real app process that _app.mjs starts: counts the SQL
// statements the app's `pg` clients send, without touching product code. Answers the bench over
// the fork's IPC channel: {probe: 'reset'} zeroes the counters, {probe: 'read'} answers them,
// {probe: 'memory'} answers resident memory. Not a bench itself (bench.mjs only runs *.bench.mjs).
//
// Attribution: each HTTP request runs in an AsyncLocalStorage context, so a statement is counted
// as `request` (sent while a request was being handled: the command itself, its inline
// projections, the answer's reads) or `background` (the projection daemon, the daemon lease's
// ping, LISTEN). Statements sent while handling GET /be/api/health are not counted at all: the
// bench polls health to learn when the daemon has caught up, and its reads are not the app's work.
//
// What counts as one statement: one Client.prototype.query call (a named prepared statement, a
// plain text, BEGIN and COMMIT each count one). Pool.prototype.query is counted at its call (so in
// its caller's context) and the Client.query it makes with a callback is not counted again: pg-pool
// runs that callback from whichever context released the connection.
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';

const als = new AsyncLocalStorage();
const HEALTH = /^\/be\/api\/health(\?|$)/;
let counts;
function reset() {
  counts = { request: 0, background: 0, health: 0, byText: new Map(), since: Date.now() };
}
reset();

function keyOf(arg) {
  const text = typeof arg === 'string' ? arg : arg?.text ?? String(arg);
  return text.replace(/\s+/g, ' ').trim().slice(0, 90);
}

function count(arg) {
  const ctx = als.getStore();
  if (ctx?.health) {
    counts.health++;
    return;
  }
  const where = ctx ? 'request' : 'background';
  counts[where]++;
  const k = keyOf(arg);
  const e = counts.byText.get(k) ?? { request: 0, background: 0 };
  e[where]++;
  counts.byText.set(k, e);
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, ...args) {
  if (event === 'request') {
    const req = args[0];
    return als.run({ health: HEALTH.test(req.url ?? '') }, () => emit.call(this, event, ...args));
  }
  return emit.call(this, event, ...args);
};

const poolQuery = pg.Pool.prototype.query;
pg.Pool.prototype.query = function (...args) {
  count(args[0]);
  return poolQuery.apply(this, args);
};
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (...args) {
  // With a callback it is pg-pool's own call for a Pool.query counted above.
  if (typeof args[args.length - 1] !== 'function') count(args[0]);
  return clientQuery.apply(this, args);
};

function memory() {
  const status = readFileSync('/proc/self/status', 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  const m = process.memoryUsage();
  const mb = (n) => Math.round(n / 1048576);
  // heapTotal: the JS heap V8 holds; external: outside it (PGlite's WASM memory is one ArrayBuffer there).
  return { rssMB: Math.round(kb('VmRSS') / 1024), peakRssMB: Math.round(kb('VmHWM') / 1024), heapMB: mb(m.heapUsed), heapTotalMB: mb(m.heapTotal), externalMB: mb(m.external) };
}

if (process.send) {
  process.on('message', (m) => {
    if (!m || typeof m.probe !== 'string') return;
    let answer;
    if (m.probe === 'reset') answer = (reset(), { ok: true });
    else if (m.probe === 'read') {
      const top = [...counts.byText.entries()]
        .map(([text, c]) => ({ text, request: c.request, background: c.background, total: c.request + c.background }))
        .sort((a, b) => b.total - a.total);
      answer = { request: counts.request, background: counts.background, health: counts.health, ms: Date.now() - counts.since, top };
    } else if (m.probe === 'memory') answer = memory();
    else answer = { error: `unknown probe ${m.probe}` };
    process.send({ probeAnswer: m.id, ...answer });
  });
  // The IPC channel must not keep the app alive on its own.
  process.channel?.unref();
}
