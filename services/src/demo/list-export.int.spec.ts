import { pino } from 'pino';
import { seedDemo } from './demo-data.js';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../identity/testing/api-harness.js';

/**
 * The server side of "Export to Excel" on a paginated list (docs/shell.md "Lists"): the browser
 * asks the list's own endpoint for every page in chunks of 500 rows. So each list endpoint must
 * take a 500-row page, hand out every row exactly once across pages, in the order one big page
 * has, and keep refusing those without the screen's privilege, chunk after chunk.
 */
describe('paginated lists serve the whole list in chunks (Excel export)', () => {
  let api: ApiHarness;
  let root: string;
  let outsider: string;
  let head: string;

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../system/daemon-host.js');
    api.app.get(DaemonHost).start(100);
    await seedDemo(api.app, pino({ level: 'silent' }));
    root = await api.login('root', ROOT_PASSWORD);
    const r = await api.call('POST', '/be/api/employees', { token: root, body: { username: 'nobody', password: 'password-1', name: 'Nobody' } });
    expect(r.status).toBe(201);
    outsider = await api.login('nobody', 'password-1');
    head = (await api.platform.db.query<{ p: string }>('select max(global_position)::text as p from es.events')).rows[0]!.p;
  });
  afterAll(() => api?.close());

  /** Every page of `path` (`rows` names the answer's list), asked `limit` rows at a time the way the browser does. */
  async function allPages(path: string, rows: string, limit: number, by: 'page' | 'offset' = 'page') {
    const got: any[] = [];
    let total = 0;
    for (let page = 1; page < 100; page++) {
      const paging = by === 'page' ? `page=${page}` : `offset=${(page - 1) * limit}`;
      const r = await api.call('GET', `${path}${path.includes('?') ? '&' : '?'}${paging}&limit=${limit}&waitFor=${head}`, { token: root });
      expect(r.status).toBe(200);
      got.push(...r.body.data[rows]);
      total = r.body.data.total;
      if (r.body.data[rows].length < limit) break;
    }
    return { got, total };
  }

  it.each([
    ['products', '/be/api/products?status=all', 'products', 40],
    ['customers', '/be/api/customers?status=all', 'customers', 7],
    ['sale orders', '/be/api/sale/order', 'rows', 3],
  ] as const)('the %s come out page after page: every row once, in the order of one big page', async (_, path, rows, chunk) => {
    const whole = await allPages(path, rows, 500);
    expect(whole.got.length).toBe(whole.total);
    expect(whole.total).toBeGreaterThan(chunk);
    const chunked = await allPages(path, rows, chunk);
    expect(chunked.got.map((r) => r.id)).toEqual(whole.got.map((r) => r.id));
    expect(new Set(chunked.got.map((r) => r.id)).size).toBe(whole.total);
  });

  it('the demo catalogue (a few hundred products, 50 a page on screen) comes whole in one chunk of 500', async () => {
    const { got, total } = await allPages('/be/api/products?status=all', 'products', 500);
    expect(total).toBeGreaterThan(250);
    expect(got).toHaveLength(total);
  });

  it.each([
    '/be/api/products',
    '/be/api/customers',
    '/be/api/sale/order',
    '/be/api/employees',
    '/be/api/suppliers',
    '/be/api/customers/accounts',
    '/be/api/price-changes',
    '/be/api/system-log',
    '/be/api/stock/log',
    '/be/api/stock/on-hand',
    '/be/api/stock/counts',
  ])('%s takes the export chunk of 500 rows', async (path) => {
    const r = await api.call('GET', `${path}?limit=500`, { token: root });
    expect(r.status).toBe(200);
  });

  it('a chunk is refused to a user without the list privilege, as the page is: 403 and the refusal code', async () => {
    for (const path of ['/be/api/products?page=2&limit=500', '/be/api/customers?page=2&limit=500', '/be/api/sale/order?page=2&limit=500']) {
      const r = await api.call('GET', path, { token: outsider });
      expect(r.status).toBe(403);
      expect(r.body.error?.code).toBeTruthy();
      expect(r.body.data).toBeFalsy();
    }
  });

  it('a chunk larger than the list allows is refused with 400, not cut short silently', async () => {
    const r = await api.call('GET', '/be/api/products?limit=100000', { token: root });
    expect(r.status).toBe(400);
    expect(r.body.error?.code).toBeTruthy();
  });
});
