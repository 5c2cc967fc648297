import { randomUUID } from 'node:crypto';
import type { ApiHarness } from '../identity/testing/api-harness.js';
import { apiCalls } from '../identity/testing/api-calls.js';
import { type TillFixture, tillFixture } from './testing/till-fixture.js';

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
  const { call, ok, countEvents } = apiCalls(() => api, () => root);
  let fx: TillFixture;
  const till = (method: string, path: string, body?: unknown) => fx.till(method, path, body);
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
    // No session opened here: each test opens its own (daySoFar).
    fx = await tillFixture({ products: [{ code: 'JAB', name: 'Jabón', barcode: '7801', retail: '1990', cost: '900', onHand: '50' }], float: null });
    ({ api, root, cashId, cardId } = fx);
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

  it("a register's own blind close and receipt texts win over the company's: set on the register, read back, in its history, answered to its till", async () => {
    // The company: not blind, its own receipt lines.
    await ok('PUT', '/system-setting/pos-settings', { settings: { PosBlindClose: false, PosReceiptHeader: 'TradeDesk SpA\nRUT 76.000.000-0', PosReceiptFooter: 'Gracias por su compra' } });
    // Count the drawer the test before left open, so this one starts a day of its own.
    const left = (await till('GET', '/session')).body.data.cashSession;
    if (left) {
      const counted = left.lines.map((l: any) => ({ payMethodId: l.payMethodId, currency: l.currency, amount: '0' }));
      expect((await till('POST', '/cash-session/close', { commandId: randomUUID(), counted, note: '' })).status).toBe(200);
    }

    const n = await countEvents();
    const tooLong = await call('PUT', `/pos/registers/${fx.registerId}`, { receiptHeader: 'x'.repeat(49) });
    const badBlind = await call('PUT', `/pos/registers/${fx.registerId}`, { blindClose: 'maybe' });
    expect([tooLong.status, badBlind.status]).toEqual([400, 400]);
    expect(await countEvents()).toBe(n);

    await ok('PUT', `/pos/registers/${fx.registerId}`, { receiptHeader: 'Tienda Norte\nAv. Brasil 123', receiptFooter: '', blindClose: 'on' });
    const register = (await ok('GET', '/pos/registers')).registers.find((r: any) => r.id === fx.registerId);
    expect([register.receiptHeader, register.receiptFooter, register.blindClose]).toEqual(['Tienda Norte\nAv. Brasil 123', '', 'on']);
    const history = await ok('GET', `/pos/registers/${fx.registerId}/history`);
    expect(history.events.map((e: any) => [e.type, e.username])).toEqual([
      ['PosRegisterCreated', 'root'],
      ['PosRegisterChanged', 'root'],
    ]);
    expect(history.events[1].data).toEqual({ registerId: fx.registerId, receiptHeader: 'Tienda Norte\nAv. Brasil 123', blindClose: 'on' });

    // The till: blind although the company is not; the register's header, the company's footer.
    const id = await daySoFar();
    const session = (await till('GET', '/session')).body.data;
    expect([session.blindClose, session.receipt.header, session.receipt.footer]).toEqual([true, ['Tienda Norte', 'Av. Brasil 123'], ['Gracias por su compra']]);
    expect(figures(session.cashSession.lines)).toEqual([
      ['cash', null, null, null],
      ['card', null, null, null],
    ]);
    expect(figures((await till('GET', `/cash-sessions/${id}/report`)).body.data.lines)).toEqual([
      ['cash', null, null, null],
      ['card', null, null, null],
    ]);
    const tooMuch = await till('POST', '/cash-session/moves', { commandId: randomUUID(), direction: 'out', currency: 'CLP', amount: '999999', reason: 'x' });
    expect({ status: tooMuch.status, reason: tooMuch.body.error?.reason }).toEqual({ status: 400, reason: 'not_enough_cash_blind' });

    // 'off' at the register: the till sees the figures even with the company blind.
    await blind(true);
    await ok('PUT', `/pos/registers/${fx.registerId}`, { blindClose: 'off', receiptHeader: '' });
    const seeing = (await till('GET', '/session')).body.data;
    expect([seeing.blindClose, seeing.receipt.header, figures(seeing.cashSession.lines)]).toEqual([
      false,
      ['TradeDesk SpA', 'RUT 76.000.000-0'],
      [
        ['cash', '20980', null, null],
        ['card', '2000', null, null],
      ],
    ]);
    // Back to the company's setting: blind again.
    await ok('PUT', `/pos/registers/${fx.registerId}`, { blindClose: 'company' });
    expect((await till('GET', '/session')).body.data.blindClose).toBe(true);
  });
});
