import type { AddressInfo } from 'node:net';
import type { ListProductsQuery } from '@tradedesk/contracts/catalog/products';
import { listProducts } from '@tradedesk/projections/catalog/products/products.query';
import { ROOT_PASSWORD, startApi, type ApiHarness } from '../../identity/testing/api-harness.js';
import { IdentityService } from '../../identity/identity.service.js';
import { loadConfig } from '../../platform/config/config.js';
import { PgliteDatabase } from '../../platform/database/pglite.database.js';
import { closeQuietly, createHttpApp } from '../../platform/http/http-app.js';
import { createPlatform } from '../../platform/platform.js';

const PRODUCTS = [
  { code: 'COLA-350', name: 'Cola 350 ml', names: { zh: '可口可乐' }, barcode: '7801000000011' },
  { code: 'AGUA-1', name: 'Agua mineral', names: { en: 'Mineral water' }, barcode: '7802000000010', packings: { box: { size: '12', barcode: '17802000000017' } } },
  { code: 'CO-2', name: 'Café molido' },
  { code: 'XCOLAX', name: 'Galletas' },
  { code: 'ZZ-9', name: 'Naranja cola mix' },
];

type Call = (path: string) => Promise<{ status: number; body: any }>;

/** What a clerk typing a search gets, over HTTP: codes in order, the total and whether it is estimated. */
async function searches(call: Call) {
  const found = async (search: string) => {
    const r = await call(`/be/api/products?search=${encodeURIComponent(search)}&status=active`);
    expect(r.status).toBe(200);
    return { codes: r.body.data.products.map((p: { code: string }) => p.code), total: r.body.data.total, totalEstimated: r.body.data.totalEstimated };
  };
  expect(await found('cola')).toEqual({ codes: ['COLA-350', 'XCOLAX', 'ZZ-9'], total: 3, totalEstimated: false });
  expect((await found('CAFÉ')).codes).toEqual(['CO-2']);
  expect((await found('可口可乐')).codes).toEqual(['COLA-350']);
  expect((await found('mineral water')).codes).toEqual(['AGUA-1']);
  expect((await found('17802000000017')).codes).toEqual(['AGUA-1']);
  expect(await found('co')).toEqual({ codes: ['CO-2', 'COLA-350'], total: 2, totalEstimated: false });
  const page = await call('/be/api/products?limit=2&page=2');
  expect(page.body.data).toMatchObject({ total: 5, totalEstimated: false });
  expect(page.body.data.products.map((p: { code: string }) => p.code)).toEqual(['COLA-350', 'XCOLAX']);
}

/** The product search on PostgreSQL (pg_trgm made by migration 0005), and after a rebuild. */
describe('product search API on PostgreSQL', () => {
  let api: ApiHarness;
  let root: string;
  const call: Call = (path) => api.call('GET', path, { token: root });

  beforeAll(async () => {
    api = await startApi();
    root = await api.login('root', ROOT_PASSWORD);
    for (const body of PRODUCTS) expect((await api.call('POST', '/be/api/products', { token: root, body })).status).toBe(201);
  });
  afterAll(() => api?.close());

  const indexes = async () =>
    (await api.platform.db.query<{ indexname: string }>("select indexname from pg_indexes where schemaname = 'rm' and tablename = 'product_search' order by 1")).rows.map((r) => r.indexname);

  it('finds by code or name fragment, other-language name, barcode and short prefix, with exact totals', async () => {
    await searches(call);
  });

  it('a search is answered from the trigram index, a short one from the prefix btrees, a long list from the code order', async () => {
    expect(await indexes()).toEqual(['product_search_category_ix', 'product_search_code_ix', 'product_search_code_prefix_ix', 'product_search_name_prefix_ix', 'product_search_pkey', 'product_search_trgm']);
    // The statements listProducts sends, explained as sent. Five rows are cheaper to read whole:
    // forbid that to see which index each one can use.
    const plans = async (q: Partial<ListProductsQuery>, exactCountUpTo?: number) => {
      const sent: { text: string; params?: unknown[] }[] = [];
      const spy = { query: (text: string, params?: unknown[]) => (sent.push({ text, params }), api.platform.db.query(text, params)) };
      await listProducts(spy as never, { withSubcategories: 'true', status: 'active', page: 1, limit: 50, ...q }, { exactCountUpTo });
      return api.platform.db.transaction(async (tx) => {
        await tx.query('set local enable_seqscan = off');
        const out: string[] = [];
        for (const st of sent.filter((x) => !x.text.startsWith('explain'))) out.push(...(await tx.query<{ 'QUERY PLAN': string }>(`explain ${st.text}`, st.params)).rows.map((r) => r['QUERY PLAN']));
        return out.join('\n');
      });
    };
    expect(await plans({ search: 'naranja' })).toContain('product_search_trgm');
    expect(await plans({ search: 'co' })).toMatch(/product_search_code_prefix_ix[\s\S]*product_search_name_prefix_ix/);
    expect(await plans({ limit: 2 }, 1)).toMatch(/Index Only Scan using product_search_code_ix/);
  });

  it('a products read model of version 1 is rebuilt at start with its search table and indexes', async () => {
    await api.platform.db.query('drop table rm.product_search');
    await api.platform.db.query("update rm.checkpoints set version = 1 where projector = 'products'");
    await api.platform.daemon.prepare();
    expect(await indexes()).toEqual(expect.arrayContaining(['product_search_code_ix', 'product_search_trgm']));
    const { rows } = await api.platform.db.query<{ version: number }>("select version from rm.checkpoints where projector = 'products'");
    expect(rows[0].version).toBe(2);
    await searches(call);
  });
});

/** Where pg_trgm cannot be created the store still migrates and starts, says so, and searches give the same answers. */
describe('product search without pg_trgm (embedded store without the extension)', () => {
  it('warns at start and answers the same searches', async () => {
    const warnings: string[] = [];
    const db = await PgliteDatabase.open(undefined, undefined, { trigrams: false });
    const log = { info: () => undefined, warn: (m: string) => void warnings.push(m), error: () => undefined };
    const platform = await createPlatform(loadConfig({ ROOT_PASSWORD, LOG_LEVEL: 'silent' }), { db, migrate: true, log });
    const app = await createHttpApp(platform, { logger: false, webDist: false });
    try {
      expect(warnings.some((w) => w.includes('pg_trgm is not installed'))).toBe(true);
      await app.listen(0, '127.0.0.1');
      await app.get(IdentityService).ensureRoot();
      const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
      const login = await fetch(`${base}/be/api/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'root', password: ROOT_PASSWORD }) }).then((r) => r.json() as Promise<{ data: { accessToken: string } }>);
      const headers = { 'X-Auth-Token': login.data.accessToken, 'Content-Type': 'application/json' };
      for (const body of PRODUCTS) expect((await fetch(`${base}/be/api/products`, { method: 'POST', headers, body: JSON.stringify(body) })).status).toBe(201);
      const call: Call = async (path) => {
        const r = await fetch(base + path, { headers });
        return { status: r.status, body: await r.json() };
      };
      await searches(call);
      const { rows } = await db.query<{ indexname: string }>("select indexname from pg_indexes where schemaname = 'rm' and tablename = 'product_search'");
      expect(rows.map((r) => r.indexname)).not.toContain('product_search_trgm');
    } finally {
      await closeQuietly(app);
      await platform.close().catch(() => undefined);
    }
  });
});
