import { type ApiHarness, ROOT_PASSWORD, startApi } from '../identity/testing/api-harness.js';

/**
 * Stock over real HTTP on PostgreSQL: damage and transfer documents move stock in base units,
 * stock on hand is current when the command answers, the negative-stock policy holds under a
 * race, the stock log keeps running balances, stock as of a past moment, replay and history.
 */
describe('stock API', () => {
  let api: ApiHarness;
  let root: string;
  let cola: string;
  let central: string;
  let meiggs: string;

  const events = async () => Number((await api.platform.db.query<{ n: string }>('select count(*)::text as n from es.events')).rows[0].n);
  const onHand = async (warehouseId: string, extra = '') => {
    const r = await api.call('GET', `/be/api/stock/on-hand?warehouseId=${warehouseId}&productId=${cola}${extra}`, { token: root });
    expect(r.status).toBe(200);
    return r.body.data.rows[0]?.quantity ?? '0';
  };
  const policy = (value: 'refuse' | 'warn') => api.call('PUT', '/be/api/system-setting/settings', { token: root, body: { settings: { NegativeStockPolicy: value } } });

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../system/daemon-host.js');
    api.app.get(DaemonHost).start(200);
    root = await api.login('root', ROOT_PASSWORD);
    const p = await api.call('POST', '/be/api/products', {
      token: root,
      body: { code: 'COLA-350', name: 'Cola 350 ml', packings: { box: { size: '24', barcode: '7801000000011' }, bag: { size: '6', barcode: '7801000000028' } } },
    });
    expect(p.status).toBe(201);
    cola = p.body.data.id;
    central = (await api.call('POST', '/be/api/warehouses', { token: root, body: { code: 'CENTRAL', name: 'Bodega Central' } })).body.data.id;
    meiggs = (await api.call('POST', '/be/api/warehouses', { token: root, body: { code: 'MEIGGS', name: 'Tienda Meiggs' } })).body.data.id;
  });
  afterAll(() => api.close());

  it('a transfer moves base units out of one warehouse and into the other, current at once', async () => {
    expect((await policy('warn')).status).toBe(200);
    const t = await api.call('POST', '/be/api/stock/transfers', { token: root, body: { fromWarehouseId: central, toWarehouseId: meiggs, lines: [{ productId: cola, unit: 'box', quantity: '10' }] } });
    expect(t.status).toBe(201);
    expect(t.body.data.number).toMatch(/^TR-\d{8}-0001$/);
    expect(await onHand(meiggs)).toBe('240');
    expect(await onHand(central)).toBe('-240');
  });

  it('with negative stock refused, a write-off larger than the stock is a 409 that writes nothing', async () => {
    expect((await policy('refuse')).status).toBe(200);
    const before = await events();
    const r = await api.call('POST', '/be/api/stock/damages', { token: root, body: { warehouseId: meiggs, reason: 'broken', lines: [{ productId: cola, unit: 'box', quantity: '11' }] } });
    expect(r.status).toBe(409);
    expect(r.body.error).toMatchObject({ reason: 'negative_stock', message: expect.stringMatching(/240 on hand, 264 requested/) });
    expect(await events()).toBe(before);
    expect(await onHand(meiggs)).toBe('240');
  });

  it('two people writing off the last stock at once: one wins, the other gets 409, stock never goes below zero', async () => {
    const [a, b] = await Promise.all(
      [1, 2].map(() => api.call('POST', '/be/api/stock/damages', { token: root, body: { warehouseId: meiggs, reason: 'expired', lines: [{ productId: cola, unit: 'bag', quantity: '30' }] } })),
    );
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await onHand(meiggs)).toBe('60');
    const winner = a.status === 201 ? a : b;
    // The loser's number is given back unless the winner took the next one (then it is a gap).
    expect(winner.body.data.number).toMatch(/^DM-\d{8}-000[12]$/);
  });

  it('bad lines are refused naming the line and the field, and append nothing', async () => {
    const before = await events();
    const noPacking = await api.call('POST', '/be/api/stock/damages', { token: root, body: { warehouseId: meiggs, reason: 'lost', lines: [{ productId: cola, unit: 'unit', quantity: '1' }, { productId: cola, unit: 'bigBag', quantity: '1' }] } });
    expect(noPacking.status).toBe(400);
    expect(noPacking.body.error).toMatchObject({ reason: 'unit_without_packing', message: expect.stringMatching(/^Line 2, unit/) });
    const unknown = await api.call('POST', '/be/api/stock/damages', { token: root, body: { warehouseId: meiggs, reason: 'lost', lines: [{ productId: 'nope', quantity: '1' }] } });
    expect(unknown.body.error).toMatchObject({ reason: 'product_not_found' });
    const zero = await api.call('POST', '/be/api/stock/damages', { token: root, body: { warehouseId: meiggs, reason: 'lost', lines: [{ productId: cola, quantity: '0' }] } });
    expect(zero.status).toBe(400);
    expect(zero.body.error!.details![0].path).toBe('lines.0.quantity');
    const float = await api.call('POST', '/be/api/stock/damages', { token: root, body: { warehouseId: meiggs, reason: 'lost', lines: [{ productId: cola, quantity: 1.5 }] } });
    expect(float.status).toBe(400);
    const same = await api.call('POST', '/be/api/stock/transfers', { token: root, body: { fromWarehouseId: meiggs, toWarehouseId: meiggs, lines: [{ productId: cola, quantity: '1' }] } });
    expect(same.status).toBe(400);
    expect(await events()).toBe(before);
  });

  it('the stock log shows running balances; replay rebuilds the balance movement by movement with who and why', async () => {
    const head = await api.written();
    const log = await api.call('GET', `/be/api/stock/log?warehouseId=${meiggs}&productId=${cola}&waitFor=${head}`, { token: root });
    expect(log.status).toBe(200);
    expect(log.body.data.rows.map((r: any) => [r.kind, r.quantity, r.balanceAfter])).toEqual([
      ['damage', '-180', '60'],
      ['transfer-in', '240', '240'],
    ]);
    const replay = await api.call('GET', `/be/api/stock/replay?warehouseId=${meiggs}&productId=${cola}`, { token: root });
    expect(replay.body.data.map((r: any) => [r.seq, r.balanceAfter, r.username, r.source.type, r.reason, r.unit, r.unitQuantity])).toEqual([
      [1, '240', 'root', 'transfer', null, 'box', '10'],
      [2, '60', 'root', 'damage', 'expired', 'bag', '30'],
    ]);
  });

  it('stock as of a past moment: before the transfer there was nothing', async () => {
    const first = (await api.call('GET', `/be/api/stock/replay?warehouseId=${meiggs}&productId=${cola}`, { token: root })).body.data[0];
    const justBefore = new Date(Date.parse(first.movedAt) - 1).toISOString();
    expect(await onHand(meiggs, `&asOf=${encodeURIComponent(justBefore)}`)).toBe('0');
    expect(await onHand(meiggs, `&asOf=${encodeURIComponent(first.movedAt)}`)).toBe('240');
    expect(await onHand(meiggs, `&asOf=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).toBe('60');
  });

  it('every stock document has a history view', async () => {
    const t = await api.call('POST', '/be/api/stock/transfers', { token: root, body: { fromWarehouseId: meiggs, toWarehouseId: central, note: 'para la tienda', lines: [{ productId: cola, unit: 'bag', quantity: '1' }] } });
    expect(t.status).toBe(201);
    expect(t.body.data.number).toMatch(/-0002$/);
    const h = await api.call('GET', `/be/api/stock/transfers/${t.body.data.id}/history`, { token: root });
    expect(h.body.data.events.map((e: any) => [e.type, e.username])).toEqual([
      ['TransferMade', 'root'],
      ['StockMoved', 'root'],
    ]);
    expect((await api.call('GET', '/be/api/stock/transfers/nope/history', { token: root })).status).toBe(404);
  });

  it('a retried command id records the document once', async () => {
    const commandId = crypto.randomUUID();
    const body = { commandId, warehouseId: central, reason: 'defective', lines: [{ productId: cola, quantity: '1' }] };
    await policy('warn');
    const a = await api.call('POST', '/be/api/stock/damages', { token: root, body });
    const b = await api.call('POST', '/be/api/stock/damages', { token: root, body });
    expect(a.status).toBe(201);
    expect(b.body.data).toMatchObject({ id: a.body.data.id, number: a.body.data.number, duplicate: true });
  });
});
