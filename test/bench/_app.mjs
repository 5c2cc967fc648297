// The real app for HTTP benches: `services/dist/main.js` (what `npm start` runs), unchanged, in a
// child process of its own, with _app-probe.mjs preloaded to count its SQL statements and read
// its memory. Not a bench itself.
//
//   const app = await startApp({ store: 'postgres', url, demo: true, log });   // or store: 'pglite'
//   app.base        http://127.0.0.1:<port>
//   app.probe('reset' | 'read' | 'memory')
//   app.startSeconds  from spawn to the first health answer (migrations, demo data, listen)
//   await app.stop()
import { fork, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sleep } from './_lib.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAIN = join(ROOT, 'services/dist/main.js');
const MIGRATE = join(ROOT, 'services/dist/cli/migrate.js');
const PROBE = fileURLToPath(new URL('./_app-probe.mjs', import.meta.url));
export const APP_ROOT_PASSWORD = 'bench-root-pass-1';
export const DEMO_ADMIN = { username: 'admin', password: 'demo1234' };

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * Starts the app on PostgreSQL (`url`: a database of its own, migrated here first, as the README's
 * `npm run migrate` does) or on PGlite (a fresh DATA_DIR: a first start). `demo`: DEMO=yes, the
 * demo data set of `npm run demo`.
 */
export async function startApp(opts) {
  try {
    return await startOnce(opts);
  } catch (e) {
    // Killed by a signal we did not send (another process on a shared machine stopping "main.js"
    // processes): start again once, and say so.
    if (!e.killedBySignal) throw e;
    opts.log?.(`the app was killed by ${e.killedBySignal} from outside while starting; starting it again`);
    return startOnce(opts);
  }
}

async function startOnce({ store, url, demo = true, log = () => undefined, env: extraEnv = {}, timeoutMs = 240_000 }) {
  const dataDir = store === 'pglite' ? mkdtempSync(join(tmpdir(), 'td-bench-pglite-')) : null;
  const env = {
    ...process.env,
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    ROOT_PASSWORD: APP_ROOT_PASSWORD,
    LOG_LEVEL: 'warn',
    DATABASE_URL: store === 'postgres' ? url : '',
    REDIS_URL: '',
    DATA_DIR: dataDir ?? join(tmpdir(), 'td-bench-unused'),
    DEMO: demo ? 'yes' : 'no',
    ...extraEnv,
  };
  if (store === 'postgres') {
    const r = spawnSync(process.execPath, [MIGRATE], { cwd: ROOT, env, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`migrate failed (${r.status}): ${r.stdout}\n${r.stderr}`);
  }
  const tail = [];
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n')) if (line.trim()) tail.push(line);
    tail.splice(0, Math.max(0, tail.length - 40));
  };
  const t0 = performance.now();
  const child = fork(MAIN, [], { cwd: ROOT, env, execArgv: ['--import', pathToFileURL(PROBE).href], stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  child.on('exit', (code, signal) => (exited = { code, signal }));
  const pending = new Map();
  let nextId = 1;
  child.on('message', (m) => {
    if (m && m.probeAnswer !== undefined) {
      pending.get(m.probeAnswer)?.(m);
      pending.delete(m.probeAnswer);
    }
  });
  const base = `http://127.0.0.1:${env.PORT}`;
  for (;;) {
    if (exited) {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      throw Object.assign(new Error(`the app exited (${JSON.stringify(exited)}) before answering:\n${tail.join('\n')}`), { killedBySignal: exited.signal });
    }
    if (performance.now() - t0 > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`the app did not answer within ${timeoutMs / 1000} s:\n${tail.join('\n')}`);
    }
    const ok = await fetch(`${base}/be/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await sleep(200);
  }
  const startSeconds = (performance.now() - t0) / 1000;
  log(`app (${store}${demo ? ', demo data' : ''}) answering at ${base} after ${startSeconds.toFixed(1)} s, pid ${child.pid}`);
  return {
    base,
    pid: child.pid,
    startSeconds,
    output: () => tail.join('\n'),
    probe: (what) =>
      new Promise((resolve, reject) => {
        if (exited) return reject(new Error('the app has exited'));
        const id = nextId++;
        pending.set(id, resolve);
        child.send({ probe: what, id });
      }),
    stop: async () => {
      if (!exited) {
        const gone = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const t = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await gone;
        clearTimeout(t);
      }
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A signed-in session: the token for X-Auth-Token. */
export async function signIn(base, { username, password } = DEMO_ADMIN) {
  const r = await fetch(`${base}/be/api/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const body = await r.json();
  if (!body?.data?.accessToken) throw new Error(`sign-in of ${username} failed: ${r.status} ${JSON.stringify(body?.error)}`);
  return body.data.accessToken;
}

/** One API call with the envelope unwrapped; throws with the error's code on a non-2xx answer. */
export async function api(base, token, method, path, body) {
  const r = await fetch(`${base}/be/api/${path}`, {
    method,
    headers: { 'X-Auth-Token': token, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const env = await r.json().catch(() => null);
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${env?.error?.code ?? ''} ${env?.error?.message ?? ''}`);
  return env.data;
}

/** The demo's main warehouse, where the bench's orders take their stock. */
export const DEMO_WAREHOUSE = 'demo-bodega-central';

/**
 * Stock for a long run of orders under the default NegativeStockPolicy ('refuse', so the inline
 * stock projection's guard stays on): a stock count of the demo warehouse sets up to `products`
 * active products to `quantity` units (opened, recorded and posted through the API, as a clerk
 * would). Answers the product ids.
 */
export async function stockForOrders(base, token, { warehouseId = DEMO_WAREHOUSE, products = 1000, quantity = '1000000' } = {}) {
  const list = await api(base, token, 'GET', `products?status=active&limit=${products}`);
  const productIds = list.products.map((p) => p.id);
  if (productIds.length < 20) throw new Error(`the demo catalogue has ${productIds.length} active products; 20-line orders need 20`);
  const opened = await api(base, token, 'POST', 'stock/counts', { warehouseId, productIds, note: 'bench' });
  const recorded = await api(base, token, 'PUT', `stock/counts/${opened.id}/lines`, { version: opened.streamVersion, lines: productIds.map((productId) => ({ productId, quantity })) });
  await api(base, token, 'POST', `stock/counts/${opened.id}/post`, { version: recorded.streamVersion });
  return { warehouseId, productIds };
}

/**
 * The body of POST sale/order/save-commit for a NEW order (no id: created and committed at once,
 * as the input and retail screens do) of `lines` distinct products drawn at random, in random
 * order (as a cashier scans them; concurrent orders share products, as in a shop), one unit each,
 * priced by the product's price list; `commandId` is also the new order's id.
 */
export function newOrderBody({ warehouseId, productIds }, commandId, lines = 20) {
  const pool = [...productIds];
  const chosen = [];
  for (let i = 0; i < lines && pool.length; i++) chosen.push(pool.splice(Math.floor(Math.random() * pool.length), 1)[0]);
  return { commandId, order: { kind: 'sale', source: 'input', warehouseId, lines: chosen.map((productId) => ({ productId, quantity: '1' })) } };
}
