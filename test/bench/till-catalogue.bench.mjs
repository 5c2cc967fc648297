// The offline till's catalogue feed at catalogue scale (issue 16, docs/pos.md "Offline"): 300,000
// products with 4 barcodes each, and an authorised device reading GET /be/api/pos/till/catalogue
// over HTTP on the real app (PostgreSQL).
//
// Seeding: ProductCreated events written set-based into es.events (generate_series, 50,000 per
// statement), then the products and pos-till-catalogue read models REBUILT from them with their
// own rebuild path; a register and a device are made through the API.
//
// Figures:
//   coldFeedSeconds   every page from position 0 (limit 2,000), one after the other, as an empty
//                     till fills its cache: the server's and the wire's share of "ready <= 20 s from
//                     empty" (the browser's IndexedDB writes are NOT in it)
//   refresh p50/p99   a refresh with nothing new (since = the last position), what a warm till asks
//                     every minute: the server's share of "ready <= 3 s warm"
//   changed           a refresh after 100 products' prices changed: the 100 come back
// The browser's share (IndexedDB fill, scan p99 on the cache, 1,000 queued sales synced across
// forced disconnects): till-browser.bench.mjs.
// --quick: 50,000 products (says so).
import { loadavg } from 'node:os';
import { createBenchDatabase, fmt, round, timedLoop } from './_lib.mjs';
import { seedTillProducts } from './_till-data.mjs';

export const key = 'tillCatalogue';

const TARGET_COLD_SECONDS = 20;
const TARGET_WARM_P99_MS = 3000;

export async function run({ quick, url, log = console.log }) {
  const n = quick ? 50_000 : 300_000;
  const loadBefore = loadavg().map((x) => round(x, 2));
  const bench = await createBenchDatabase(url);
  const { loadConfig } = await import('../../services/dist/platform/config/config.js');
  const { createPlatform } = await import('../../services/dist/platform/platform.js');
  const { PgDatabase } = await import('../../services/dist/platform/database/pg.database.js');
  const { createHttpApp } = await import('../../services/dist/platform/http/http-app.js');
  const { IdentityService } = await import('../../services/dist/identity/identity.service.js');
  const db = new PgDatabase(bench.url, { max: 8 });
  let platform;
  let app;
  try {
    platform = await createPlatform(loadConfig({ ROOT_PASSWORD: 'bench-root-1', LOG_LEVEL: 'silent', DATABASE_URL: bench.url }), { db, migrate: true });
    if (quick) log(`till catalogue: --quick: ${fmt(n)} products instead of 300,000`);
    await seedTillProducts({ db, store: platform.store, n, log });

    app = await createHttpApp(platform, { logger: false, webDist: false });
    await app.listen(0, '127.0.0.1');
    await app.get(IdentityService).ensureRoot();
    const { DaemonHost } = await import('../../services/dist/system/daemon-host.js');
    app.get(DaemonHost).start(100);
    const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;
    const call = async (method, path, body, headers) => {
      const r = await fetch(base + path, { method, headers: { 'Content-Type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
      const j = await r.json();
      if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(j.error)}`);
      return j.data;
    };
    const root = { 'X-Auth-Token': (await call('POST', '/be/api/user/login', { username: 'root', password: 'bench-root-1' })).accessToken };
    await call('PUT', '/be/api/system-setting/settings', { settings: { BaseCurrencyID: 'CLP', PriceDecimal: 0 } }, root);
    const warehouseId = (await call('POST', '/be/api/warehouses', { code: 'T1', name: 'Tienda' }, root)).id;
    const registerId = (await call('POST', '/be/api/pos/registers', { name: 'Caja 1', warehouseId, currency: 'CLP' }, root)).id;
    const device = { 'X-Pos-Device': (await call('POST', '/be/api/pos/devices', { registerId, name: 'Mostrador' }, root)).deviceToken };

    // An empty till: every page from 0.
    const c0 = performance.now();
    let since = '0';
    let pages = 0;
    let received = 0;
    let bytes = 0;
    const ids = new Set();
    const firstPositions = [];
    for (let more = true; more; ) {
      const r = await fetch(`${base}/be/api/pos/till/catalogue?since=${since}&limit=2000`, { headers: device });
      const text = await r.text();
      bytes += text.length;
      const page = JSON.parse(text).data;
      received += page.products.length;
      for (const p of page.products) ids.add(p.id);
      if (pages < 3) firstPositions.push(`${since}->${page.position} (${page.products.length})`);
      since = page.position;
      more = page.more;
      pages++;
    }
    if (ids.size !== received) log(`till catalogue: ${fmt(received - ids.size)} products came twice; first pages ${firstPositions.join(', ')}`);
    const coldFeedSeconds = round((performance.now() - c0) / 1000, 2);
    log(`till catalogue: cold feed ${fmt(received)} products in ${pages} pages, ${round(bytes / 1048576, 1)} MB of JSON, ${coldFeedSeconds} s (target for the whole cold fill <= ${TARGET_COLD_SECONDS} s; IndexedDB writes not included)`);

    // A warm till: a refresh with nothing new.
    const warm = await timedLoop({ writers: 1, warmupMs: 300, durationMs: quick ? 2000 : 5000, op: async () => ((await (await fetch(`${base}/be/api/pos/till/catalogue?since=${since}`, { headers: device })).json()), 1) });
    log(`till catalogue: warm refresh (nothing new) p50 ${warm.p50ms} ms, p99 ${warm.p99ms} ms over ${warm.events} requests`);

    // 100 price changes, then one refresh brings exactly those.
    const items = Array.from({ length: 100 }, (_, i) => ({ productId: `p${1 + i * Math.floor(n / 100)}`, prices: { unit: { retail: '9999' } } }));
    const changed = await call('PUT', '/be/api/products/prices', { items }, root);
    const r0 = performance.now();
    const after = await call('GET', `/be/api/pos/till/catalogue?since=${since}&waitFor=${changed.globalPosition}`, undefined, device);
    const changedMs = round(performance.now() - r0, 1);
    log(`till catalogue: after 100 price changes, a refresh brought ${after.products.length} products in ${changedMs} ms (with the daemon catching up)`);

    const figures = {
      products: n,
      quick: !!quick,
      pages,
      megabytes: round(bytes / 1048576, 1),
      coldFeedSeconds,
      warmP50Ms: warm.p50ms,
      warmP99Ms: warm.p99ms,
      changedProducts: after.products.length,
      changedMs,
      targets: { coldSeconds: TARGET_COLD_SECONDS, warmP99Ms: TARGET_WARM_P99_MS },
      ok: ids.size === n && received === n && coldFeedSeconds <= TARGET_COLD_SECONDS && warm.p99ms <= TARGET_WARM_P99_MS && after.products.length === 100,
      loadAverage: { before: loadBefore, after: loadavg().map((x) => round(x, 2)) },
    };
    log(`till catalogue: load average before ${loadBefore.join(' ')}, after ${figures.loadAverage.after.join(' ')} (2 cores)`);
    return figures;
  } finally {
    await app?.close().catch(() => undefined);
    await platform?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    await bench.drop();
  }
}
