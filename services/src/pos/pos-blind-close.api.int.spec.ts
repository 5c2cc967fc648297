import { randomUUID } from 'node:crypto';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../identity/testing/api-harness.js';
import { apiCalls } from '../identity/testing/api-calls.js';

/**
 * A blind close over real HTTP on PostgreSQL (docs/pos.md "Blind close"): with PosBlindClose on,
 * the till's calls answer an open session without its expected figures (the X report of
 * GET pos/till/session and GET pos/till/cash-sessions/:id/report), while the cashbox log (a
 * back-office user) still sees them; the close records expected, counted and difference as always
 * and the Z report on the till shows them; a cash out over what the drawer holds is refused without
 * saying what it holds (not_enough_cash_blind). With the setting off the till sees them as before
 * and the refusal says the amount (not_enough_cash).
 *
 * Soap 1,990 (7801). Float 20,000 CLP; a sale of 2 soaps = 3,980, paid 2,000 card + 2,000 cash
 * (20 back: the cash took 1,980); 1,000 out. Expected: cash 20,000 + 1,980 - 1,000 = 20,980,
 * card 2,000.
 */
describe('point of sale API: blind close', () => {
  let api: ApiHarness;
  let root: string;
  let cashId: string;
  let cardId: string;
  let on: { device: string; session: string };
  const { ok, countEvents } = apiCalls(() => api, () => root);
  const till = (method: string, path: string, body?: unknown) => api.call(method, `/be/api/pos/till${path}`, { body, headers: { 'X-Pos-Device': on.device, 'X-Pos-Session': on.session } });
  const blind = (on: boolean) => ok('PUT', '/system-setting/pos-settings', { settings: { PosBlindClose: on } });
  const figures = (lines: any[]) => lines.map((l) => [l.kind, l.expected, l.counted, l.difference]);

  /** Opens a session with 20,000, sells 2 soaps (2,000 card + 2,000 cash) and takes 1,000 out: the session's id. */
  const daySoFar = async () => {
    const id = randomUUID();
    expect((await till('POST', '/cash-session', { commandId: id, float: [{ currency: 'CLP', amount: '20000' }] })).status).toBe(201);
    const sold = await till('POST', '/sales', {
      saleId: randomUUID(),
      soldAt: new Date().toISOString(),
      lines: [{ scan: '7801', quantity: '2' }],
      payments: [
        { payMethodId: cardId, amount: '2000' },
        { payMethodId: cashId, amount: '2000' },
      ],
    });
    expect(sold.status).toBe(201);
    expect((await till('POST', '/cash-session/moves', { commandId: randomUUID(), direction: 'out', currency: 'CLP', amount: '1000', reason: 'Flete' })).status).toBe(201);
    return id;
  };

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../system/daemon-host.js');
    api.app.get(DaemonHost).start(100);
    root = await api.login('root', ROOT_PASSWORD);
    await ok('PUT', '/system-setting/settings', { settings: { BaseCurrencyID: 'CLP', PriceDecimal: 0, NegativeStockPolicy: 'refuse', SystemTimeZone: -3 } });
    const warehouseId = (await ok('POST', '/warehouses', { code: 'T1', name: 'Tienda Centro' })).id;
    const soap = (await ok('POST', '/products', { code: 'JAB', name: 'Jabón', barcode: '7801', prices: { unit: { retail: '1990' } }, cost: '900' })).id;
    const count = await ok('POST', '/stock/counts', { warehouseId, productIds: [soap] });
    await ok('PUT', `/stock/counts/${count.id}/lines`, { version: 1, lines: [{ productId: soap, quantity: '50' }] });
    await ok('POST', `/stock/counts/${count.id}/post`, { version: 2 });
    const caja = (await ok('POST', '/finance/accounts', { kind: 'cash', name: 'Caja POS', currency: 'CLP' })).id;
    const banco = (await ok('POST', '/finance/accounts', { kind: 'bank', name: 'Banco tarjetas', currency: 'CLP', bankName: 'BCI' })).id;
    cashId = (await ok('POST', '/setting/pay-method', { name: 'Efectivo', kind: 'cash', accounts: [{ currency: 'CLP', accountId: caja }], position: 1 })).id;
    cardId = (await ok('POST', '/setting/pay-method', { name: 'Tarjeta', kind: 'card', accounts: [{ currency: 'CLP', accountId: banco }], position: 2 })).id;
    const registerId = (await ok('POST', '/pos/registers', { name: 'Caja 1', warehouseId, currency: 'CLP' })).id;
    const ana = (await ok('POST', '/employees', { username: 'ana', password: 'password-1', name: 'Ana Cajera' })).id;
    await ok('PUT', `/pos/cashiers/${ana}`, { allowed: true, pin: '2468' });
    const { deviceToken } = (await ok('POST', '/pos/devices', { registerId, name: 'Mostrador' })) as { deviceToken: string };
    const signIn = await api.call('POST', '/be/api/pos/till/sign-in', { body: { employeeId: ana, pin: '2468' }, headers: { 'X-Pos-Device': deviceToken } });
    on = { device: deviceToken, session: signIn.body.data.sessionToken };
  }, 120_000);
  afterAll(() => api?.close());

  it('blind: the till answers the open session without any expected figure; the cashbox log still has them; the close records the difference and the Z report on the till shows it', async () => {
    expect((await blind(true)).changed).toEqual(['PosBlindClose']);
    const id = await daySoFar();

    const session = (await till('GET', '/session')).body.data;
    expect(session.blindClose).toBe(true);
    expect(figures(session.cashSession.lines)).toEqual([
      ['cash', null, null, null],
      ['card', null, null, null],
    ]);
    const x = await till('GET', `/cash-sessions/${id}/report`);
    expect(x.status).toBe(200);
    expect(figures(x.body.data.lines)).toEqual([
      ['cash', null, null, null],
      ['card', null, null, null],
    ]);
    // Nowhere in the till's answers: neither the drawer's 20,980 nor the card's 2,000 as a figure.
    // Taking out more than is there does not tell what is there either (not_enough_cash would say 20,980).
    const n = await countEvents();
    const tooMuch = await till('POST', '/cash-session/moves', { commandId: randomUUID(), direction: 'out', currency: 'CLP', amount: '999999', reason: 'x' });
    expect({ status: tooMuch.status, reason: tooMuch.body.error?.reason }).toEqual({ status: 400, reason: 'not_enough_cash_blind' });
    expect(await countEvents()).toBe(n);
    for (const body of [JSON.stringify(session), JSON.stringify(x.body.data), JSON.stringify(tooMuch.body)]) expect(body).not.toContain('20980');

    // A back-office user (the cashbox log) sees what the drawer should hold.
    const log = await ok('GET', `/pos/cash-sessions/${id}`);
    expect(figures(log.lines)).toEqual([
      ['cash', '20980', null, null],
      ['card', '2000', null, null],
    ]);

    // Counted 20,900 in cash (80 short) and 2,000 on card slips.
    const closed = await till('POST', '/cash-session/close', {
      commandId: randomUUID(),
      counted: [
        { payMethodId: cashId, currency: 'CLP', amount: '20900' },
        { payMethodId: cardId, currency: 'CLP', amount: '2000' },
      ],
      note: 'Cierre a ciegas',
    });
    expect(closed.status).toBe(200);
    const z = (await till('GET', `/cash-sessions/${id}/report`)).body.data;
    expect([z.status, ...figures(z.lines)]).toEqual(['closed', ['cash', '20980', '20900', '-80'], ['card', '2000', '2000', '0']]);
    const event = await api.platform.db.query<{ data: any }>(`select data from es.events where stream_id = $1 and type = 'CashSessionClosed'`, [`pos-cash-session-${id}`]);
    expect(event.rows[0]!.data.lines.map((l: any) => [l.expected, l.counted, l.difference])).toEqual([
      ['20980', '20900', '-80'],
      ['2000', '2000', '0'],
    ]);
    expect((await ok('GET', `/pos/cash-sessions?registerId=${z.registerId}`)).sessions[0].differences).toEqual([{ currency: 'CLP', amount: '-80' }]);
  });

  it('not blind (the default): the till sees the expected figures of the open session as before', async () => {
    expect((await blind(false)).changed).toEqual(['PosBlindClose']);
    const id = await daySoFar();
    const session = (await till('GET', '/session')).body.data;
    expect(session.blindClose).toBe(false);
    expect(figures(session.cashSession.lines)).toEqual([
      ['cash', '20980', null, null],
      ['card', '2000', null, null],
    ]);
    expect(figures((await till('GET', `/cash-sessions/${id}/report`)).body.data.lines)).toEqual([
      ['cash', '20980', null, null],
      ['card', '2000', null, null],
    ]);
    const tooMuch = await till('POST', '/cash-session/moves', { commandId: randomUUID(), direction: 'out', currency: 'CLP', amount: '999999', reason: 'x' });
    expect({ status: tooMuch.status, reason: tooMuch.body.error?.reason, held: tooMuch.body.error?.params?.held }).toEqual({ status: 400, reason: 'not_enough_cash', held: '20980' });
  });
});
