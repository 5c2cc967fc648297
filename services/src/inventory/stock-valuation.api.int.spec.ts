import { type ApiHarness, ROOT_PASSWORD, startApi } from '../identity/testing/api-harness.js';

/**
 * Valuation over real HTTP on PostgreSQL (docs/inventory.md "Valuation"): goods counted in or
 * written off where the warehouse holds no value are valued at the product's cost, the events
 * carry the cost used, and the stock adjustments report closes at quantity x cost. And the print
 * data of a stock document follows the privileges of its screens (docs/shell.md "Print pages").
 */
describe('stock valuation', () => {
  let api: ApiHarness;
  let root: string;
  let cola: string;
  let central: string;
  let meiggs: string;

  const call = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => api.call(method, `/be/api/${path}`, { token: root, ...(body ? { body } : {}) });
  const value = async (warehouseId: string) => {
    const { rows } = await api.platform.db.query<{ quantity: string; value: string }>(
      'select quantity::text as quantity, stock_value::text as value from rm.stock_on_hand where warehouse_id = $1 and product_id = $2',
      [warehouseId, cola],
    );
    return rows[0] ? [Number(rows[0].quantity), Number(rows[0].value)] : [0, 0];
  };
  const countTo = async (warehouseId: string, quantity: string) => {
    const c = await call('POST', 'stock/counts', { warehouseId, note: 'conteo', productIds: [cola] });
    expect(c.status).toBe(201);
    expect((await call('PUT', `stock/counts/${c.body.data.id}/lines`, { version: 1, lines: [{ productId: cola, unit: 'unit', quantity }] })).status).toBe(200);
    expect((await call('POST', `stock/counts/${c.body.data.id}/post`, { version: 2 })).status).toBe(200);
  };
  const movedCosts = async () =>
    (await api.platform.db.query<{ kind: string; cost: string }>(
      `select m->>'kind' as kind, m->>'unitCost' as cost from es.events e, jsonb_array_elements(e.data->'movements') m
        where e.type = 'StockMoved' and m->>'productId' = $1 order by e.global_position, (m->>'line')::int`,
      [cola],
    )).rows.map((r) => [r.kind, r.cost]);

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../system/daemon-host.js');
    api.app.get(DaemonHost).start(200);
    root = await api.login('root', ROOT_PASSWORD);
    const p = await call('POST', 'products', { code: 'COLA-350', name: 'Cola 350 ml', cost: '2.5', packings: { box: { size: '24', barcode: '7801000000011' } } });
    expect(p.status).toBe(201);
    cola = p.body.data.id;
    central = (await call('POST', 'warehouses', { code: 'CENTRAL', name: 'Bodega Central' })).body.data.id;
    meiggs = (await call('POST', 'warehouses', { code: 'MEIGGS', name: 'Tienda Meiggs' })).body.data.id;
    expect((await call('PUT', 'system-setting/settings', { settings: { NegativeStockPolicy: 'warn' } })).status).toBe(200);
  });
  afterAll(() => api.close());

  it("a count above book values the goods counted in at the product's cost, and the event says so", async () => {
    await countTo(central, '10');
    expect(await value(central)).toEqual([10, 25]);
    expect(await movedCosts()).toEqual([['count-adjustment', '2.5']]);
  });

  it("later moves out of that warehouse use its average, and the report's closing value is what is on hand", async () => {
    const d = await call('POST', 'stock/damages', { warehouseId: central, reason: 'broken', lines: [{ productId: cola, unit: 'unit', quantity: '4' }] });
    expect(d.status).toBe(201);
    expect(await value(central)).toEqual([6, 15]);
    let row: { closing: string; closingValue: string } | undefined;
    for (let i = 0; i < 50 && row?.closing !== '6'; i++) {
      if (i) await new Promise((r) => setTimeout(r, 100));
      row = (await call('GET', `stock/changes?warehouseId=${central}&from=2020-01-01&to=2030-01-01`)).body.data.rows[0];
    }
    expect(row).toMatchObject({ closing: '6', closingValue: '15' });
  });

  it('a write-off from an empty shelf and the count that puts it right close at zero value, never below', async () => {
    const d = await call('POST', 'stock/damages', { warehouseId: meiggs, reason: 'lost', lines: [{ productId: cola, unit: 'unit', quantity: '5' }] });
    expect(d.status).toBe(201);
    expect(await value(meiggs)).toEqual([-5, -12.5]);
    await countTo(meiggs, '0');
    expect(await value(meiggs)).toEqual([0, 0]);
    await countTo(meiggs, '3');
    expect(await value(meiggs)).toEqual([3, 7.5]);
  });

  it("a document's print data answers whoever may open its screens, and no one else", async () => {
    const pos = await call('POST', 'positions', { name: 'Transfers', pagePrivileges: { StockTransferNew: 'Accessable' } });
    expect(pos.status).toBe(201);
    for (const [username, body] of [['tomas', { positionIds: [pos.body.data.id] }], ['nadie', {}]] as const) {
      expect((await call('POST', 'employees', { username, password: 'password-1', name: username, ...body })).status).toBe(201);
    }
    const clerk = await api.login('tomas', 'password-1');
    const outsider = await api.login('nadie', 'password-1');
    const made = await api.call('POST', '/be/api/stock/transfers', { token: clerk, body: { fromWarehouseId: central, toWarehouseId: meiggs, lines: [{ productId: cola, unit: 'unit', quantity: '1' }] } });
    expect(made.status).toBe(201);
    let note = await api.call('GET', `/be/api/stock/transfers/${made.body.data.id}`, { token: clerk });
    for (let i = 0; i < 50 && note.status === 404; i++) {
      await new Promise((r) => setTimeout(r, 100));
      note = await api.call('GET', `/be/api/stock/transfers/${made.body.data.id}`, { token: clerk });
    }
    expect(note.status).toBe(200);
    expect(note.body.data).toMatchObject({ number: made.body.data.number, lines: [expect.objectContaining({ unitCost: '2.5' })] });
    expect((await api.call('GET', `/be/api/stock/transfers/${made.body.data.id}`, { token: outsider })).status).toBe(403);
    const damage = await call('POST', 'stock/damages', { warehouseId: central, reason: 'lost', lines: [{ productId: cola, unit: 'unit', quantity: '1' }] });
    expect((await api.call('GET', `/be/api/stock/damages/${damage.body.data.id}`, { token: clerk })).status).toBe(403);
  });
});
