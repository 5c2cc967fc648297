import { type ApiHarness, ROOT_PASSWORD, startApi } from '../identity/testing/api-harness.js';

/**
 * Stock views over real HTTP on PostgreSQL: stock answers carry product and warehouse names, the
 * zone read model follows counts and write-offs per zone, and the stock-change report reads the
 * company's business days; bad periods are refused naming the field.
 */
describe('stock views API', () => {
  let api: ApiHarness;
  let root: string;
  let cola: string;
  let central: string;
  let zoneA: string;

  const head = () => api.written();
  const get = async (path: string) => {
    const r = await api.call('GET', `${path}${path.includes('?') ? '&' : '?'}waitFor=${await head()}`, { token: root });
    expect(r.status).toBe(200);
    return r.body.data;
  };
  /** A business day of the company (SystemTimeZone +8 here) counted from today. */
  const day = (offsetDays: number) => new Date(Date.now() + 8 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../system/daemon-host.js');
    api.app.get(DaemonHost).start(200);
    root = await api.login('root', ROOT_PASSWORD);
    expect((await api.call('PUT', '/be/api/system-setting/settings', { token: root, body: { settings: { SystemTimeZone: 8, NegativeStockPolicy: 'warn' } } })).status).toBe(200);
    const p = await api.call('POST', '/be/api/products', {
      token: root,
      body: { code: 'COLA-350', name: 'Cola 350 ml', unitLabel: 'lata', packings: { box: { size: '24', barcode: '7801000000011' } } },
    });
    expect(p.status).toBe(201);
    cola = p.body.data.id;
    central = (await api.call('POST', '/be/api/warehouses', { token: root, body: { code: 'CENTRAL', name: 'Bodega Central' } })).body.data.id;
    const z = await api.call('POST', `/be/api/warehouses/${central}/zones`, { token: root, body: { code: 'A-01', name: 'Pasillo A' } });
    expect(z.status).toBe(201);
    zoneA = (await get(`/be/api/warehouses/${central}`)).zones[0].id;
    // 3 boxes (72) counted in zone A-01, then 6 units written off without a zone
    const c = await api.call('POST', '/be/api/stock/counts', { token: root, body: { warehouseId: central, zoneId: zoneA, productIds: [cola] } });
    expect(c.status).toBe(201);
    const l = await api.call('PUT', `/be/api/stock/counts/${c.body.data.id}/lines`, { token: root, body: { version: 1, lines: [{ productId: cola, unit: 'box', quantity: '3' }] } });
    expect((await api.call('POST', `/be/api/stock/counts/${c.body.data.id}/post`, { token: root, body: { version: l.body.data.streamVersion } })).status).toBe(200);
    const d = await api.call('POST', '/be/api/stock/damages', { token: root, body: { warehouseId: central, reason: 'broken', lines: [{ productId: cola, quantity: '6' }] } });
    expect(d.status).toBe(201);
  });
  afterAll(() => api.close());

  it('stock on hand and the stock log answer with product code, name, unit label and warehouse', async () => {
    const onHand = await get(`/be/api/stock/on-hand?warehouseId=${central}`);
    expect(onHand.rows).toEqual([
      expect.objectContaining({ warehouseId: central, warehouseCode: 'CENTRAL', warehouseName: 'Bodega Central', productId: cola, code: 'COLA-350', name: 'Cola 350 ml', unitLabel: 'lata', quantity: '66' }),
    ]);
    const log = await get(`/be/api/stock/log?warehouseId=${central}`);
    expect(log.rows.map((r: any) => [r.kind, r.code, r.zoneCode, r.quantity])).toEqual([
      ['damage', 'COLA-350', null, '-6'],
      ['count-adjustment', 'COLA-350', 'A-01', '72'],
    ]);
  });

  it('stock per zone: the counted zone holds the count, the write-off without a zone its own row', async () => {
    const all = await get(`/be/api/stock/zones?warehouseId=${central}`);
    expect(all.total).toBe(2);
    expect(all.rows.map((r: any) => [r.zoneId, r.zoneCode, r.zoneName, r.code, r.quantity])).toEqual(
      expect.arrayContaining([
        [zoneA, 'A-01', 'Pasillo A', 'COLA-350', '72'],
        [null, null, null, 'COLA-350', '-6'],
      ]),
    );
    expect((await get(`/be/api/stock/zones?zoneId=${zoneA}`)).rows.map((r: any) => r.quantity)).toEqual(['72']);
    expect((await get(`/be/api/stock/zones?warehouseId=${central}&zoneId=none`)).rows.map((r: any) => r.quantity)).toEqual(['-6']);
    const bad = await api.call('GET', '/be/api/stock/zones?zone=A', { token: root });
    expect(bad.status).toBe(400);
  });

  it("stock change over today's business day: opening 0, the count in, the write-off out, closing = stock on hand", async () => {
    const today = await get(`/be/api/stock/changes?warehouseId=${central}&from=${day(0)}&to=${day(1)}`);
    expect(today.total).toBe(1);
    expect(today.rows[0]).toMatchObject({
      code: 'COLA-350',
      unitLabel: 'lata',
      opening: '0',
      kinds: { 'count-adjustment': { in: '72', out: '0', net: '72' }, damage: { in: '0', out: '6', net: '-6' } },
      totalIn: '72',
      totalOut: '6',
      closing: '66',
    });
    expect(new Date(today.fromInstant).getTime()).toBe(Date.parse(`${day(0)}T00:00:00Z`) - 8 * 3600_000);
    const yesterday = await get(`/be/api/stock/changes?from=${day(-1)}&to=${day(0)}`);
    expect(yesterday).toMatchObject({ rows: [], total: 0 });
    const tomorrow = await get(`/be/api/stock/changes?from=${day(1)}&to=${day(2)}`);
    expect(tomorrow.rows.map((r: any) => [r.opening, r.totalIn, r.totalOut, r.closing])).toEqual([['66', '0', '0', '66']]);
  });

  it('a period that ends before it starts, or a day that is not a date, is refused naming the field', async () => {
    const backwards = await api.call('GET', `/be/api/stock/changes?from=${day(1)}&to=${day(0)}`, { token: root });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body.error)).toMatch(/to/);
    const notADay = await api.call('GET', '/be/api/stock/changes?from=yesterday&to=2026-01-01', { token: root });
    expect(notADay.status).toBe(400);
    expect(JSON.stringify(notADay.body.error?.details)).toMatch(/from/);
    const missing = await api.call('GET', '/be/api/stock/changes', { token: root });
    expect(missing.status).toBe(400);
  });
});
