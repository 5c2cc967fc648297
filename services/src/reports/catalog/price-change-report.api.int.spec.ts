import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';

/**
 * The price changes report over real HTTP on PostgreSQL (docs/reports.md "Price changes"). Cola is
 * created at retail 1000 / wholesale 800 and water at retail 500 (creating a product is not a
 * change), then: cola retail 1100; cola retail 1200 and wholesale 750; water retail 450 and a new
 * member price 420. Figures by hand:
 * - cola retail 1000 -> 1200 in 2 changes: +200, +20 %; cola wholesale 800 -> 750: -50, -6.25 %;
 * - water retail 500 -> 450: -50, -10 %; water member (none) -> 420: no difference.
 * Changes are dated when they are made (today).
 */
describe('price changes report API', () => {
  let api: ApiHarness;
  let root: string;
  let cola: string;
  let agua: string;

  const ok = async (method: string, path: string, body?: unknown) => {
    const r = await api.call(method, `/be/api${path}`, { token: root, body });
    if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body.error)}`);
    return r.body.data;
  };
  const get = async (path: string, token = root) => {
    const head = await api.written();
    for (let i = 0; ; i++) {
      const r = await api.call('GET', `/be/api/report/${path}${path.includes('?') ? '&' : '?'}waitFor=${head}`, { token });
      if (r.headers.get('X-Read-Model-Fresh') !== 'no' || i >= 11) return r;
    }
  };
  const rows = (r: any) => r.body.data.rows.map((x: any) => [x.code, x.unit, x.priceType, x.before, x.after, x.changes, x.difference, x.percent]);

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../../system/daemon-host.js');
    api.app.get(DaemonHost).start(200);
    root = await api.login('root', ROOT_PASSWORD);
    cola = (await ok('POST', '/products', { code: 'COLA-1L', name: 'Cola 1 l', prices: { unit: { retail: '1000', wholesale: '800' } } })).id;
    agua = (await ok('POST', '/products', { code: 'AGUA-500', name: 'Agua 500 ml', prices: { unit: { retail: '500' } } })).id;
    await ok('PUT', '/products/prices', { items: [{ productId: cola, prices: { unit: { retail: '1100' } } }] });
    await ok('PUT', '/products/prices', { items: [{ productId: cola, prices: { unit: { retail: '1200', wholesale: '750' } } }] });
    await ok('PUT', '/products/prices', { items: [{ productId: agua, prices: { unit: { retail: '450', member: '420' } } }] });
  });
  afterAll(() => api?.close());

  it('per product, packing and price type: the price before and after the period, the changes, difference and percent', async () => {
    const r = await get('price-change');
    expect(r.status).toBe(200);
    expect(rows(r)).toEqual([
      ['AGUA-500', 'unit', 'member', null, '420', 1, null, null],
      ['AGUA-500', 'unit', 'retail', '500', '450', 1, '-50', '-10'],
      ['COLA-1L', 'unit', 'retail', '1000', '1200', 2, '200', '20'],
      ['COLA-1L', 'unit', 'wholesale', '800', '750', 1, '-50', '-6.25'],
    ]);
    expect(r.body.data).toEqual(expect.objectContaining({ total: 4, totals: { up: 1, down: 2, products: 2 } }));
    expect(r.body.data.rows[2]).toEqual(expect.objectContaining({ productId: cola, name: 'Cola 1 l' }));
  });

  it('filters by price type, product and direction; a period before the changes has none; pages', async () => {
    expect(rows(await get('price-change?priceType=retail')).map((x: unknown[]) => x[0])).toEqual(['AGUA-500', 'COLA-1L']);
    expect(rows(await get(`price-change?productId=${agua}`)).map((x: unknown[]) => x[2])).toEqual(['member', 'retail']);
    expect(rows(await get('price-change?move=up'))).toEqual([['COLA-1L', 'unit', 'retail', '1000', '1200', 2, '200', '20']]);
    expect((await get('price-change?move=down')).body.data.totals).toEqual({ up: 0, down: 2, products: 2 });
    const today = new Date((await get('price-change')).body.data.rows[0].lastAt);
    const before = new Date(today.getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await get(`price-change?to=${before}`)).body.data).toEqual({ rows: [], total: 0, totals: { up: 0, down: 0, products: 0 } });
    const second = await get('price-change?limit=3&offset=3');
    expect(rows(second).map((x: unknown[]) => x[2])).toEqual(['wholesale']);
    expect(second.body.data.total).toBe(4);
  });

  it('needs the report page, and bad input answers 400', async () => {
    expect((await api.call('GET', '/be/api/report/price-change')).status).toBe(401);
    for (const path of ['price-change?priceType=cost', 'price-change?move=sideways', 'price-change?from=2026-02-30', 'price-change?from=2026-03-02&to=2026-03-01', 'price-change?x=1']) {
      const r = await get(path);
      expect({ path, status: r.status }).toEqual({ path, status: 400 });
      expect(r.body.error?.code).toBeTruthy();
      expect(r.body.data ?? null).toBeNull();
    }
  });
});
