import type { StockMoved, StockMovement, StockSource } from '@tradedesk/contracts/inventory/stock';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';

/**
 * The stock reports over real HTTP on PostgreSQL (docs/reports.md): stock per warehouse and product
 * with its value as of a past day, and in / out / net per product over a period, on a small month
 * of cola and water whose figures are worked out by hand below. Movements are appended as the
 * stock contexts append them (StockMoved), each dated with `at` (when the goods moved) at 14:00 UTC,
 * inside the same business day for any company offset from -12 to +9 hours.
 */
describe('stock reports API', () => {
  let api: ApiHarness;
  let root: string;
  let stockViewer: string;
  let clerk: string;
  let central: string;
  let norte: string;
  let cola: string;
  let agua: string;
  let bebidas: string;
  let n = 0;
  const meta = () => ({ userId: 'u-test', commandId: `c-${++n}`, correlationId: `c-${n}`, causationId: `c-${n}` });
  const mv = (line: number, kind: StockMovement['kind'], warehouseId: string, productId: string, quantity: string, unitCost: string): StockMovement => ({
    line, kind, warehouseId, zoneId: null, productId, quantity, unit: 'unit', unitQuantity: quantity.replace('-', ''), unitCost,
  });
  const moved = async (source: StockSource, day: string, movements: StockMovement[]) => {
    const event: StockMoved = { type: 'StockMoved', data: { source, reason: null, allowNegative: true, at: `${day}T14:00:00.000Z`, movements } };
    await api.platform.store.append(`${source.type}-${source.id}`, 'any', [event], meta());
  };
  const get = async (path: string, token = root) => api.call('GET', `/be/api/report/${path}${path.includes('?') ? '&' : '?'}waitFor=${await api.written()}`, { token });

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../../system/daemon-host.js');
    api.app.get(DaemonHost).start(200);
    root = await api.login('root', ROOT_PASSWORD);
    const call = (method: string, path: string, body?: unknown) => api.call(method, `/be/api/${path}`, { token: root, body });
    central = (await call('POST', 'warehouses', { code: 'CENTRAL', name: 'Bodega Central' })).body.data.id;
    norte = (await call('POST', 'warehouses', { code: 'NORTE', name: 'Bodega Norte' })).body.data.id;
    bebidas = (await call('POST', 'categories', { name: 'Bebidas', parentId: null })).body.data.id;
    cola = (await call('POST', 'products', { code: 'COLA-1L', name: 'Cola 1 l', categoryId: bebidas, cost: '10', prices: { unit: { retail: '20', wholesale: '15' } } })).body.data.id;
    agua = (await call('POST', 'products', { code: 'AGUA-500', name: 'Agua 500 ml', cost: '4', prices: { unit: { retail: '8', wholesale: '6' } } })).body.data.id;
    const pos = async (name: string, pages: string[]) =>
      (await call('POST', 'positions', { name, pagePrivileges: Object.fromEntries(pages.map((p) => [p, 'Accessable'])) })).body.data.id;
    await call('POST', 'employees', { username: 'sofia', password: 'password-1', name: 'Sofía', positionIds: [await pos('Stock auditor', ['ReportStock'])] });
    await call('POST', 'employees', { username: 'carlos', password: 'password-1', name: 'Carlos', positionIds: [await pos('Sales clerk', ['SaleNew', 'SaleList'])] });
    stockViewer = await api.login('sofia', 'password-1');
    clerk = await api.login('carlos', 'password-1');

    // 5 Jan: 100 cola at 10 into Central. 6 Jan: 50 water at 4 into Central.
    await moved({ type: 'purchase', id: 'po1', number: 'PO-1' }, '2026-01-05', [mv(1, 'receipt', central, cola, '100', '10')]);
    await moved({ type: 'purchase', id: 'po2', number: 'PO-2' }, '2026-01-06', [mv(1, 'receipt', central, agua, '50', '4')]);
    // 10 Jan: 30 cola moved from Central to Norte.
    await moved({ type: 'transfer', id: 't1', number: 'TR-1' }, '2026-01-10', [mv(1, 'transfer-out', central, cola, '-30', '10'), mv(2, 'transfer-in', norte, cola, '30', '10')]);
    // 12 Jan: sold 25 cola from Norte and 10 water from Central.
    await moved({ type: 'sale', id: 'so1', number: 'SO-1' }, '2026-01-12', [mv(1, 'issue', norte, cola, '-25', '10'), mv(2, 'issue', central, agua, '-10', '4')]);
    // 20 Jan: 50 cola at 13 into Central: 75 left at 10 (750) + 650 = 1400 for 125, 11.2 each.
    await moved({ type: 'purchase', id: 'po3', number: 'PO-3' }, '2026-01-20', [mv(1, 'receipt', central, cola, '50', '13')]);
    // 22 Jan: 2 water damaged in Central.
    await moved({ type: 'damage', id: 'd1', number: 'DM-1' }, '2026-01-22', [mv(1, 'damage', central, agua, '-2', '4')]);
  });
  afterAll(() => api?.close());

  const stockRows = (body: any) => body.data.rows.map((r: any) => [r.warehouseCode, r.code, r.quantity, r.unitCost, r.value]);

  it('stock as of the end of a past day: each warehouse and product with its quantity, unit cost then and value, and the totals', async () => {
    const r = await get('stock?asOf=2026-01-15');
    expect(r.status).toBe(200);
    // Central: cola 100 - 30 = 70 at 10 = 700, water 50 - 10 = 40 at 4 = 160; Norte: cola 30 - 25 = 5 at 10 = 50.
    expect(stockRows(r.body)).toEqual([
      ['CENTRAL', 'AGUA-500', '40', '4', '160'],
      ['CENTRAL', 'COLA-1L', '70', '10', '700'],
      ['NORTE', 'COLA-1L', '5', '10', '50'],
    ]);
    expect(r.body.data).toEqual(expect.objectContaining({ asOf: '2026-01-15', total: 3, totals: { quantity: '115', value: '910' } }));
    expect(r.body.data.rows[0]).toEqual(expect.objectContaining({ warehouseName: 'Bodega Central', name: 'Agua 500 ml', warehouseId: central, productId: agua }));
  });

  it('stock at the end of the month and now: the late-January receipt raises the unit cost of every cola', async () => {
    // Central: cola 70 + 50 = 120 at 11.2 = 1344, water 40 - 2 = 38 at 4 = 152; Norte: cola 5 at 11.2 = 56.
    const expected = [
      ['CENTRAL', 'AGUA-500', '38', '4', '152'],
      ['CENTRAL', 'COLA-1L', '120', '11.2', '1344'],
      ['NORTE', 'COLA-1L', '5', '11.2', '56'],
    ];
    const end = await get('stock?asOf=2026-01-31');
    expect(stockRows(end.body)).toEqual(expected);
    expect(end.body.data.totals).toEqual({ quantity: '163', value: '1552' });
    const now = await get('stock');
    expect(stockRows(now.body)).toEqual(expected);
    expect(now.body.data.asOf).toBeNull();
  });

  it('filters by warehouse and product, sorts by value, pages with totals over the whole report, and leaves empty stock out unless asked', async () => {
    expect(stockRows((await get(`stock?asOf=2026-01-15&warehouseId=${norte}`)).body)).toEqual([['NORTE', 'COLA-1L', '5', '10', '50']]);
    expect(stockRows((await get(`stock?asOf=2026-01-15&productId=${cola}`)).body).map((r: string[]) => r[2])).toEqual(['70', '5']);
    expect(stockRows((await get('stock?asOf=2026-01-15&sort=value&desc=true')).body).map((r: string[]) => r[4])).toEqual(['700', '160', '50']);
    const second = await get('stock?asOf=2026-01-15&limit=2&offset=2');
    expect(stockRows(second.body)).toEqual([['NORTE', 'COLA-1L', '5', '10', '50']]);
    expect(second.body.data).toEqual(expect.objectContaining({ total: 3, totals: { quantity: '115', value: '910' } }));
    // Before anything arrived: nothing in stock, or every pair at zero when asked for.
    const before = await get('stock?asOf=2026-01-04');
    expect(before.body.data).toEqual(expect.objectContaining({ rows: [], total: 0, totals: { quantity: '0', value: '0' } }));
    expect(stockRows((await get('stock?asOf=2026-01-04&zero=true')).body).map((r: string[]) => r[2])).toEqual(['0', '0', '0']);
  });

  it('stock value per warehouse and per category, largest first, with the totals', async () => {
    // 15 Jan: Central 700 + 160 = 860 (110 units, 2 products), Norte 50 (5 units, 1 product).
    const byWarehouse = await get('stock-value?asOf=2026-01-15');
    expect(byWarehouse.status).toBe(200);
    expect(byWarehouse.body.data.rows.map((r: any) => [r.code, r.name, r.quantity, r.value, r.products])).toEqual([
      ['CENTRAL', 'Bodega Central', '110', '860', 2],
      ['NORTE', 'Bodega Norte', '5', '50', 1],
    ]);
    expect(byWarehouse.body.data.totals).toEqual({ quantity: '115', value: '910' });
    // End of month by category: cola (Bebidas) 1344 + 56 = 1400 for 125; water (no category) 152 for 38.
    const byCategory = await get('stock-value?asOf=2026-01-31&by=category');
    expect(byCategory.body.data.rows.map((r: any) => [r.key, r.name, r.quantity, r.value, r.products])).toEqual([
      [bebidas, 'Bebidas', '125', '1400', 1],
      ['', null, '38', '152', 1],
    ]);
    expect(byCategory.body.data.totals).toEqual({ quantity: '163', value: '1552' });
    // One category's stock in the stock report.
    expect(stockRows((await get(`stock?asOf=2026-01-31&categoryId=${bebidas}`)).body).map((r: string[]) => r[4])).toEqual(['1344', '56']);
    expect((await get('stock-value?by=product')).status).toBe(400);
  });

  const inOutRows = (body: any) => body.data.rows.map((r: any) => [r.code, r.opening, r.in, r.out, r.net, r.closing]);

  it('stock in and out over a period for the whole company: moves between its own warehouses are neither in nor out', async () => {
    // 8-20 Jan. Cola: 100 before; in the 50 of the 20th (the last day counts); out the 25 sold; 125 after.
    // Water: 50 before; out the 10 sold; 40 after (the damage of the 22nd is after the period).
    const r = await get('stock-in-out?from=2026-01-08&to=2026-01-20');
    expect(r.status).toBe(200);
    expect(inOutRows(r.body)).toEqual([
      ['AGUA-500', '50', '0', '10', '-10', '40'],
      ['COLA-1L', '100', '50', '25', '25', '125'],
    ]);
    expect(r.body.data).toEqual(expect.objectContaining({ total: 2, totals: { in: '50', out: '35', net: '15' } }));
    // 21-31 Jan: only the damaged water moved.
    expect(inOutRows((await get('stock-in-out?from=2026-01-21&to=2026-01-31')).body)).toEqual([['AGUA-500', '40', '0', '2', '-2', '38']]);
    // Any time: everything from the start.
    expect(inOutRows((await get('stock-in-out')).body)).toEqual([
      ['AGUA-500', '0', '50', '12', '38', '38'],
      ['COLA-1L', '0', '150', '25', '125', '125'],
    ]);
  });

  it('stock in and out of one warehouse: a transfer to another warehouse is out of it, and in of the other', async () => {
    expect(inOutRows((await get(`stock-in-out?from=2026-01-08&to=2026-01-20&warehouseId=${central}`)).body)).toEqual([
      ['AGUA-500', '50', '0', '10', '-10', '40'],
      ['COLA-1L', '100', '50', '30', '20', '120'],
    ]);
    expect(inOutRows((await get(`stock-in-out?from=2026-01-08&to=2026-01-20&warehouseId=${norte}`)).body)).toEqual([['COLA-1L', '0', '30', '25', '5', '5']]);
  });

  it('only Root, Admin and positions with the report\'s page may read it', async () => {
    expect((await get('stock?asOf=2026-01-15', stockViewer)).status).toBe(200);
    // The stock report's privilege is not the in / out report's.
    const other = await get('stock-in-out', stockViewer);
    expect(other.status).toBe(403);
    expect(other.body.data ?? null).toBeNull();
    for (const path of ['stock', 'stock-in-out']) expect((await get(path, clerk)).status).toBe(403);
    expect((await api.call('GET', '/be/api/report/stock')).status).toBe(401);
  });

  it('bad input answers 400 with a code and nothing else', async () => {
    for (const path of [
      'stock?asOf=2026-02-30',
      'stock?asOf=yesterday',
      'stock?sort=colour',
      'stock?limit=0',
      'stock?extra=1',
      'stock-in-out?from=2026-01-20&to=2026-01-08',
      'stock-in-out?from=20260108',
      'stock-in-out?offset=-1',
    ]) {
      const r = await get(path);
      expect({ path, status: r.status }).toEqual({ path, status: 400 });
      expect(r.body.error?.code).toBeTruthy();
      expect(r.body.data ?? null).toBeNull();
    }
  });
});
