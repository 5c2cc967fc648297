import { randomUUID } from 'node:crypto';
import { io } from 'socket.io-client';
import type { ApiHarness } from '../identity/testing/api-harness.js';
import { apiCalls } from '../identity/testing/api-calls.js';
import { tillFixture } from './testing/till-fixture.js';

/**
 * Selling on the till over real HTTP on PostgreSQL (docs/pos.md "Selling"): a sale scanned and
 * paid by card and cash with change, retried with the same id (one sale), the stock gone from the
 * register's warehouse, bad input appending nothing, the till's live socket told of a sale, two
 * devices selling at once, cash out counting the sales' cash, the X and Z
 * reports expecting the takings per method, and a sale refused once the session is closed.
 *
 * Soap: 1,990 a unit (barcode 7801), its box of 12 21,000 (barcode 97801); rice: 1,250 (7802).
 * Counted stock: 50 soap, 100 rice. The float: 20,000 CLP.
 */
describe('point of sale API: selling', () => {
  let api: ApiHarness;
  let root: string;
  let warehouseId: string;
  let registerId: string;
  let cashId: string;
  let cardId: string;
  let soap: string;
  let rice: string;
  const devices: { device: string; session: string }[] = [];
  const { ok, countEvents } = apiCalls(() => api, () => root);

  const till = (method: string, path: string, body?: unknown, on = devices[0]!) =>
    api.call(method, `/be/api/pos/till${path}`, { body, headers: { 'X-Pos-Device': on.device, 'X-Pos-Session': on.session } });
  const onHand = async (productId: string) =>
    (await api.platform.db.query<{ q: string }>(`select quantity::text as q from rm.stock_on_hand where warehouse_id = $1 and product_id = $2`, [warehouseId, productId])).rows[0]?.q;
  const sale = (over: Record<string, unknown> = {}) => ({
    saleId: randomUUID(),
    soldAt: new Date().toISOString(),
    lines: [
      { scan: '7801', quantity: '2' },
      { scan: '7802', quantity: '3' },
    ],
    payments: [
      { payMethodId: cardId, amount: '5000' },
      { payMethodId: cashId, amount: '3000' },
    ],
    ...over,
  });

  beforeAll(async () => {
    // Two devices, Ana's and Luis's; the session opens in the first test.
    const t = await tillFixture({
      products: [
        { code: 'JAB', name: 'Jabón', barcode: '7801', retail: '1990', cost: '900', onHand: '50', more: { prices: { unit: { retail: '1990' }, box: { retail: '21000' } }, packings: { box: { size: '12', barcode: '97801' } } } },
        { code: 'ARR', name: 'Arroz', barcode: '7802', retail: '1250', cost: '700', onHand: '100' },
      ],
      cashiers: [
        { username: 'ana', name: 'Ana Cajera', pin: '2468', allowed: true },
        { username: 'luis', name: 'Luis Cajero', pin: '2468', allowed: true },
      ],
      devices: [
        { name: 'Mostrador', cashier: 'ana' },
        { name: 'Caja rápida', cashier: 'luis' },
      ],
      float: null,
    });
    ({ api, root, warehouseId, registerId, cashId, cardId } = t);
    soap = t.products.JAB!;
    rice = t.products.ARR!;
    devices.push(...t.devices);
  }, 120_000);
  afterAll(() => api?.close());

  it('no sale before the cash session is open: 409 cash_session_closed, nothing appended', async () => {
    const n = await countEvents();
    const r = await till('POST', '/sales', sale());
    expect({ status: r.status, reason: r.body.error?.reason }).toEqual({ status: 409, reason: 'cash_session_closed' });
    expect(await countEvents()).toBe(n);
    expect((await till('POST', '/cash-session', { commandId: randomUUID(), float: [{ currency: 'CLP', amount: '20000' }] })).status).toBe(201);
  });

  let firstId: string;
  it('a sale scanned and paid by card and cash: 2 x 1,990 + 3 x 1,250 = 7,730; 5,000 card + 3,000 cash, 270 back; the goods leave the store', async () => {
    const body = sale();
    firstId = body.saleId;
    const r = await till('POST', '/sales', body);
    expect({ status: r.status, id: r.body.data?.id, duplicate: r.body.data?.duplicate }).toEqual({ status: 201, id: firstId, duplicate: false });
    const receipt = (await till('GET', `/sales/${firstId}`)).body.data;
    expect({
      lines: receipt.lines.map((l: any) => [l.code, l.unit, l.quantity, l.price, l.amount]),
      total: receipt.total,
      paid: receipt.paid,
      change: receipt.change,
      payments: receipt.payments.map((p: any) => [p.payMethodName, p.amount]),
      cashier: receipt.cashierName,
      soldAt: receipt.soldAt,
    }).toEqual({
      lines: [
        ['JAB', 'unit', '2', '1990', '3980'],
        ['ARR', 'unit', '3', '1250', '3750'],
      ],
      total: '7730',
      paid: '8000',
      change: '270',
      payments: [
        ['Tarjeta', '5000'],
        ['Efectivo', '3000'],
      ],
      cashier: 'Ana Cajera',
      soldAt: body.soldAt,
    });
    expect([await onHand(soap), await onHand(rice)]).toEqual(['48', '97']);
    const events = await api.platform.db.query<{ type: string; user_id: string }>(`select type, metadata->>'userId' as user_id from es.events where stream_id = $1 order by stream_version`, [`pos-sale-${firstId}`]);
    expect(events.rows.map((e) => e.type)).toEqual(['PosSaleRecorded', 'StockMoved']);
  });

  it('the same sale sent again (a retry after a lost answer) is applied once: the first answer, one sale, stock unchanged', async () => {
    const n = await countEvents();
    const again = await till('POST', '/sales', sale({ saleId: firstId }));
    expect({ status: again.status, id: again.body.data?.id, duplicate: again.body.data?.duplicate }).toEqual({ status: 201, id: firstId, duplicate: true });
    expect(await countEvents()).toBe(n);
    expect([await onHand(soap), await onHand(rice)]).toEqual(['48', '97']);
    const list = (await till('GET', '/sales')).body.data;
    expect({ count: list.count, total: list.total }).toEqual({ count: 1, total: '7730' });
  });

  it('bad input answers 4xx and appends nothing', async () => {
    const n = await countEvents();
    const answers = [
      await till('POST', '/sales', sale({ payments: [{ payMethodId: cashId, amount: '7729' }] })),
      await till('POST', '/sales', sale({ payments: [{ payMethodId: cardId, amount: '8000' }] })),
      await till('POST', '/sales', sale({ lines: [{ scan: 'nope', quantity: '1' }] })),
      await till('POST', '/sales', sale({ lines: [{ scan: '7801', quantity: '1', discount: '15' }] })),
      await till('POST', '/sales', sale({ lines: [] })),
      await till('POST', '/sales', sale({ saleId: 'not-a-uuid' })),
      await till('POST', '/sales', sale({ lines: [{ scan: '7801', quantity: '100' }], payments: [{ payMethodId: cashId, amount: '199000' }] })),
      await api.call('POST', '/be/api/pos/till/sales', { body: sale(), token: root }),
    ];
    expect(answers.map((a) => [a.status, a.body.error?.reason])).toEqual([
      [400, 'payment_short'],
      [400, 'change_without_cash'],
      [400, 'barcode_not_found'],
      [400, 'discount_over_limit'],
      [400, undefined],
      [400, undefined],
      [409, 'negative_stock'],
      [401, 'pos_device_required'],
    ]);
    expect(await countEvents()).toBe(n);
  });

  it("a box scanned by its packing's barcode sells the box (21,000, 12 units leave), and the price check shows it", async () => {
    const check = (await till('GET', '/price?scan=97801')).body.data;
    expect([check.code, check.unit, check.unitSize, check.price, check.onHand]).toEqual(['JAB', 'box', '12', '21000', '48']);
    const r = await till('POST', '/sales', sale({ lines: [{ scan: '97801', quantity: '1' }], payments: [{ payMethodId: cashId, amount: '21000' }] }));
    expect(r.status).toBe(201);
    expect(await onHand(soap)).toBe('36');
  });

  it("the till's socket (device + PIN session, no user session) is told when a sale lands; a made-up device is refused", async () => {
    const forged = io(api.base, { path: '/be/live', transports: ['websocket'], auth: { posDevice: 'made-up', posSession: 'made-up' }, reconnection: false });
    expect((await new Promise<any>((res) => forged.once('unauthorized', res))).code).toBe(40101);
    forged.close();
    const sock = io(api.base, { path: '/be/live', transports: ['websocket'], auth: { posDevice: devices[1]!.device, posSession: devices[1]!.session }, reconnection: false });
    await new Promise((res) => sock.once('ready', res));
    const seen: string[] = [];
    sock.on('readModelChanged', (c: { readModel: string }) => seen.push(c.readModel));
    const body = sale({ lines: [{ scan: '7802', quantity: '1' }], payments: [{ payMethodId: cashId, amount: '1250' }] });
    // The push naming this sale (the daemon may still be projecting the sale of the test before, and push that first).
    const pushed = new Promise<any>((res) => sock.on('readModelChanged', (c: { readModel: string; ids?: string[] }) => c.readModel === 'pos-sales' && c.ids?.includes(body.saleId) && res(c)));
    expect((await till('POST', '/sales', body)).status).toBe(201);
    expect((await pushed).ids).toContain(body.saleId);
    // Only the till's read models: not the stock the sale moved.
    expect(seen.every((rm) => rm === 'pos-sales')).toBe(true);
    sock.close();
  });

  it('two devices selling at once: every sale lands once (5 + 5 sales of 1 rice, 1,250 cash each)', async () => {
    const one = (d: number) => till('POST', '/sales', sale({ lines: [{ scan: '7802', quantity: '1' }], payments: [{ payMethodId: cashId, amount: '1250' }] }), devices[d]);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => one(i % 2)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    const list = (await till('GET', '/sales')).body.data;
    // 7,730 + 21,000 + 11 x 1,250 (one told to the socket, ten at once) = 42,480 over 13 sales.
    expect({ count: list.count, total: list.total }).toEqual({ count: 13, total: '42480' });
    expect(await onHand(rice)).toBe('86');
  });

  it('the X report and the close expect the takings: cash 20,000 + 3,000 - 270 + 21,000 + 13,750 = 57,480, less 30,000 out = 27,480; card 5,000; then no more sales', async () => {
    // The drawer holds the sales' cash too: 30,000 out is more than the 20,000 float, and allowed.
    const out = await till('POST', '/cash-session/moves', { commandId: randomUUID(), direction: 'out', currency: 'CLP', amount: '30000', reason: 'Depósito' });
    expect(out.status).toBe(201);
    const tooMuch = await till('POST', '/cash-session/moves', { commandId: randomUUID(), direction: 'out', currency: 'CLP', amount: '27481', reason: 'x' });
    expect({ status: tooMuch.status, reason: tooMuch.body.error?.reason }).toEqual({ status: 400, reason: 'not_enough_cash' });
    const x = (await till('GET', '/session')).body.data.cashSession;
    expect(x.lines.map((l: any) => [l.payMethodName, l.currency, l.expected])).toEqual([
      ['Efectivo', 'CLP', '27480'],
      ['Tarjeta', 'CLP', '5000'],
    ]);
    const missing = await till('POST', '/cash-session/close', { commandId: randomUUID(), counted: [{ payMethodId: cashId, currency: 'CLP', amount: '27480' }] });
    expect({ status: missing.status, reason: missing.body.error?.reason }).toEqual({ status: 400, reason: 'count_missing' });
    const closed = await till('POST', '/cash-session/close', {
      commandId: randomUUID(),
      counted: [
        { payMethodId: cashId, currency: 'CLP', amount: '27250' },
        { payMethodId: cardId, currency: 'CLP', amount: '5000' },
      ],
    });
    expect(closed.status).toBe(200);
    const z = (await till('GET', `/cash-sessions/${closed.body.data.id}/report`)).body.data;
    expect(z.lines.map((l: any) => [l.payMethodName, l.expected, l.counted, l.difference])).toEqual([
      ['Efectivo', '27480', '27250', '-230'],
      ['Tarjeta', '5000', '5000', '0'],
    ]);
    const n = await countEvents();
    const late = await till('POST', '/sales', sale());
    expect({ status: late.status, reason: late.body.error?.reason }).toEqual({ status: 409, reason: 'cash_session_closed' });
    expect(await countEvents()).toBe(n);
  });
});
