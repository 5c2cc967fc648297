import { type ApiHarness, ROOT_PASSWORD, startApi } from '../identity/testing/api-harness.js';

/**
 * Four cashiers and more at once: clients committing NEW 20-line orders concurrently over HTTP
 * for 10 s never see a conflict (nobody else touched their orders), every order gets a number
 * of its own, readable per day, and every commit shows in the sale list.
 */
describe('concurrent cashiers committing new orders', () => {
  let api: ApiHarness;
  let root: string;
  let warehouseId: string;
  const productIds: string[] = [];
  const call = (method: string, path: string, body?: unknown) => api.call(method, `/be/api/${path}`, { token: root, body });

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../system/daemon-host.js');
    api.app.get(DaemonHost).start(100);
    root = await api.login('root', ROOT_PASSWORD);
    expect((await call('PUT', 'system-setting/settings', { settings: { BaseCurrencyID: 'CLP', PriceDecimal: 0, NegativeStockPolicy: 'refuse', SystemTimeZone: -3 } })).status).toBe(200);
    const wh = await call('POST', 'warehouses', { code: 'CENTRAL', name: 'Central' });
    expect(wh.status).toBe(201);
    warehouseId = wh.body.data.id;
    for (let i = 0; i < 20; i++) {
      const p = await call('POST', 'products', { code: `P-${String(i).padStart(3, '0')}`, name: `Product ${i}`, prices: { unit: { retail: '1000', wholesale: '900' } }, cost: '500' });
      expect(p.status).toBe(201);
      productIds.push(p.body.data.id);
    }
    // Stock in by a count, so every commit goes through the negative-stock rule on shared rows.
    const count = await call('POST', 'stock/counts', { warehouseId, productIds });
    await call('PUT', `stock/counts/${count.body.data.id}/lines`, { version: 1, lines: productIds.map((productId) => ({ productId, quantity: '1000000' })) });
    expect((await call('POST', `stock/counts/${count.body.data.id}/post`, { version: 2 })).status).toBe(200);
  }, 120_000);

  afterAll(() => api?.close());

  it('8 clients for 10 s: no 409, numbers unique and of today, every order in the list', async () => {
    const statuses = new Map<number, number>();
    const numbers: string[] = [];
    let firstConflict: string | undefined;
    const deadline = Date.now() + 10_000;
    const client = async (c: number) => {
      for (let i = 0; Date.now() < deadline; i++) {
        // Every cashier sells the same 20 products, each order listing them in another order: the
        // stock rows they change are shared and must not deadlock.
        const shift = (c * 7 + i) % productIds.length;
        const rotated = [...productIds.slice(shift), ...productIds.slice(0, shift)];
        const lines = (c % 2 ? rotated.reverse() : rotated).map((productId, k) => ({ productId, quantity: String(1 + ((c + i + k) % 3)) }));
        const r = await call('POST', 'sale/order/save-commit', { order: { warehouseId, lines } });
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        if (r.status === 201 || r.status === 200) numbers.push(r.body.data.number);
        else if (r.status === 409) firstConflict ??= JSON.stringify(r.body.error);
        else throw new Error(`commit answered ${r.status}: ${JSON.stringify(r.body.error)}`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, c) => client(c)));

    expect({ conflicts: statuses.get(409) ?? 0, firstConflict }).toEqual({ conflicts: 0, firstConflict: undefined });
    expect(numbers.length).toBeGreaterThan(20);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of numbers) expect(n).toMatch(/^SO-\d{8}-\d{4,}$/);
    const head = await api.written();
    const listed = new Set<string>();
    for (let page = 1; ; page++) {
      const list = await api.call('GET', `/be/api/sale/order?waitFor=${head}&status=committed&limit=1000&page=${page}`, { token: root });
      expect(list.status).toBe(200);
      expect(list.body.data.total).toBe(numbers.length);
      for (const o of list.body.data.rows as { number: string }[]) listed.add(o.number);
      if (list.body.data.rows.length < 1000) break;
    }
    expect(listed).toEqual(new Set(numbers));
  }, 120_000);
});
