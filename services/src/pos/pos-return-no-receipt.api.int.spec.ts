import { randomUUID } from 'node:crypto';
import { businessDayOf } from '@tradedesk/contracts/platform/company-time';
import type { ApiHarness } from '../identity/testing/api-harness.js';
import { apiCalls } from '../identity/testing/api-calls.js';
import { type TillFixture, tillFixture } from './testing/till-fixture.js';

/**
 * Returns without a receipt over real HTTP on PostgreSQL (docs/pos.md "Returns without a
 * receipt"): Ana takes two soaps back with nobody's receipt; the refund is at most today's retail
 * price (1,990 a soap), in cash, with the PIN of Sara, a till supervisor. Refused (nothing of the
 * return appended): no supervisor named, a wrong PIN (the supervisor's attempt is recorded), a
 * non-supervisor, Ana approving herself, a refund over the price, a card refund, bad input. A
 * retried return id is applied once. The soaps are back in the store; the drawer's expected cash,
 * the X and Z reports, the close's posting on the cash box and the period export count the refund.
 *
 * Soap 1,990 (barcode 7801), counted 50. Float 20,000 CLP.
 */
describe('point of sale API: returns without a receipt', () => {
  let api: ApiHarness;
  let root: string;
  let warehouseId: string;
  let cashId: string;
  let cardId: string;
  let soap: string;
  let caja: string;
  let ana: string;
  let sara: string;
  let bruno: string;
  const { ok, read, countEvents, noteWrite } = apiCalls(() => api, () => root);

  let fx: TillFixture;
  const till = (method: string, path: string, body?: unknown) => fx.till(method, path, body);
  const onHand = async (productId: string) =>
    (await api.platform.db.query<{ q: string }>(`select quantity::text as q from rm.stock_on_hand where warehouse_id = $1 and product_id = $2`, [warehouseId, productId])).rows[0]?.q;
  const streamOf = async (streamId: string) =>
    (await api.platform.db.query<{ type: string; who: string; data: any }>(`select type, metadata->>'userId' as who, data from es.events where stream_id = $1 order by stream_version`, [streamId])).rows;
  const back = (over: Record<string, unknown> = {}) => ({ returnId: randomUUID(), reason: 'Regalo sin boleta', lines: [{ scan: '7801', quantity: '2' }], refunds: [{ payMethodId: cashId, amount: '3980' }], supervisorId: sara, pin: '9753', ...over });

  beforeAll(async () => {
    fx = await tillFixture({
      products: [{ code: 'JAB', name: 'Jabón', barcode: '7801', retail: '1990', cost: '900', onHand: '50' }],
      cashiers: [
        { username: 'ana', name: 'Ana Cajera', pin: '2468', allowed: true, supervisor: true },
        { username: 'sara', name: 'Sara Supervisora', pin: '9753', supervisor: true },
        { username: 'bruno', name: 'Bruno Cajero', pin: '1357', allowed: true },
      ],
    });
    ({ api, root, warehouseId, cashId, cardId, caja } = fx);
    soap = fx.products.JAB!;
    ({ ana, sara, bruno } = fx.cashiers as Record<'ana' | 'sara' | 'bruno', string>);
  }, 120_000);
  afterAll(() => api?.close());

  it("needs a supervisor's approval: none named, a wrong PIN, a non-supervisor, the cashier herself are refused; nothing of the return is appended, the wrong PIN is counted on the supervisor", async () => {
    const n = await countEvents();
    const { supervisorId: _s, pin: _p, ...noApproval } = back();
    const answers = [
      await till('POST', '/returns/no-receipt', noApproval),
      await till('POST', '/returns/no-receipt', back({ supervisorId: bruno, pin: '1357' })),
      await till('POST', '/returns/no-receipt', back({ supervisorId: ana, pin: '2468' })),
    ];
    expect(answers.map((a) => [a.status, a.body.error?.reason ?? a.body.error?.code])).toEqual([
      [400, 40001],
      [403, 'supervisor_not_allowed'],
      [400, 'supervisor_same_as_cashier'],
    ]);
    expect(await countEvents()).toBe(n);
    const wrong = await till('POST', '/returns/no-receipt', back({ pin: '1111' }));
    expect({ status: wrong.status, reason: wrong.body.error?.reason, left: wrong.body.error?.params?.left }).toEqual({ status: 400, reason: 'supervisor_pin_wrong', left: 4 });
    // Only the supervisor's attempt and its refusal: no return, no stock.
    expect(await countEvents()).toBe(n + 2);
    expect((await streamOf(`pos-cashier-${sara}`)).slice(-2).map((e) => [e.type, e.who])).toEqual([
      ['CashierPinAttempted', sara],
      ['CashierPinRefused', sara],
    ]);
    expect(await onHand(soap)).toBe('50');
  });

  it("caps the refund at today's retail price x the quantity, refunds in cash only, refuses bad input: nothing appended, no PIN tried", async () => {
    const n = await countEvents();
    const answers = await Promise.all([
      till('POST', '/returns/no-receipt', back({ lines: [{ scan: '7801', quantity: '2', amount: '3981' }], refunds: [{ payMethodId: cashId, amount: '3981' }] })),
      till('POST', '/returns/no-receipt', back({ refunds: [{ payMethodId: cardId, amount: '3980' }] })),
      till('POST', '/returns/no-receipt', back({ refunds: [{ payMethodId: cashId, amount: '3000' }] })),
      till('POST', '/returns/no-receipt', back({ lines: [{ scan: 'NOPE', quantity: '1' }] })),
      till('POST', '/returns/no-receipt', back({ reason: ' ' })),
      till('POST', '/returns/no-receipt', back({ refunds: [{ payMethodId: cashId, amount: '30000' }], lines: [{ scan: '7801', quantity: '20' }] })),
    ]);
    expect(answers.map((a) => [a.status, a.body.error?.reason ?? a.body.error?.code])).toEqual([
      [400, 'refund_over_price'],
      [400, 'refund_method_not_cash'],
      [400, 'refund_mismatch'],
      [400, 'barcode_not_found'],
      [400, 40001],
      // 20 soaps are 39,800: the drawer holds 20,000.
      [400, 'refund_mismatch'],
    ]);
    expect(answers[0]!.body.error?.params).toMatchObject({ max: '3980', price: '1990' });
    expect(await countEvents()).toBe(n);
    const tooMuchCash = await till('POST', '/returns/no-receipt', back({ lines: [{ scan: '7801', quantity: '20' }], refunds: [{ payMethodId: cashId, amount: '39800' }] }));
    expect({ status: tooMuchCash.status, reason: tooMuchCash.body.error?.reason }).toEqual({ status: 400, reason: 'not_enough_cash' });
    expect(await countEvents()).toBe(n);
  });

  it("two soaps back, 3,980 in cash with Sara's PIN: the return and Sara's approval name both; the soaps are back in the store; a retry is applied once", async () => {
    const body = back();
    const r = await till('POST', '/returns/no-receipt', body);
    expect({ status: r.status, id: r.body.data?.id, duplicate: r.body.data?.duplicate }).toEqual({ status: 201, id: body.returnId, duplicate: false });
    expect(await onHand(soap)).toBe('52');
    const events = await streamOf(`pos-return-${body.returnId}`);
    expect(events.map((e) => [e.type, e.who])).toEqual([
      ['PosReturnWithoutReceipt', ana],
      ['StockMoved', ana],
    ]);
    const d = events[0]!.data;
    expect([d.cashierId, d.supervisorId, d.reason, d.amount, d.lines.map((l: any) => [l.code, l.quantity, l.price, l.amount]), d.refunds.map((x: any) => [x.kind, x.amount])]).toEqual([
      ana, sara, 'Regalo sin boleta', '3980', [['JAB', '2', '1990', '3980']], [['cash', '3980']],
    ]);
    expect(events[1]!.data).toMatchObject({ source: { type: 'pos-return', id: body.returnId }, movements: [{ kind: 'receipt', productId: soap, quantity: '2', unitCost: '900' }] });
    const approval = (await streamOf(`pos-cashier-${sara}`)).at(-1)!;
    expect([approval.type, approval.data.employeeId, approval.data.cashierId, approval.data.returnId, approval.data.amount]).toEqual(['ReturnApproved', sara, ana, body.returnId, '3980']);
    // Sent again (a lost answer): the first answer; no PIN tried, nothing appended, no stock.
    const n = await countEvents();
    const again = await till('POST', '/returns/no-receipt', body);
    expect({ status: again.status, id: again.body.data?.id, duplicate: again.body.data?.duplicate }).toEqual({ status: 201, id: body.returnId, duplicate: true });
    expect([await countEvents(), await onHand(soap)]).toEqual([n, '52']);
  });

  it('the X report, the close, the Z report, the posting and the period export count it: cash expected 20,000 - 3,980 = 16,020; the cash box -3,980', async () => {
    const x = (await till('GET', '/session')).body.data.cashSession;
    expect(x.lines.map((l: any) => [l.payMethodName, l.expected])).toEqual([['Efectivo', '16020']]);
    expect(x.returns).toEqual([{ currency: 'CLP', count: 1, amount: '3980' }]);
    const closed = await till('POST', '/cash-session/close', { commandId: randomUUID(), counted: [{ payMethodId: cashId, currency: 'CLP', amount: '16020' }] });
    expect(closed.status).toBe(200);
    const z = (await till('GET', `/cash-sessions/${closed.body.data.id}/report`)).body.data;
    expect(z.lines.map((l: any) => [l.payMethodName, l.expected, l.counted, l.difference])).toEqual([['Efectivo', '16020', '16020', '0']]);
    expect(z.returns).toEqual([{ currency: 'CLP', count: 1, amount: '3980' }]);
    noteWrite(closed.body.data.globalPosition);
    const accounts = (await read('/finance/accounts')).accounts as { id: string; balance: string }[];
    expect(accounts.find((a) => a.id === caja)!.balance).toBe('-3980');
    const today = businessDayOf(new Date(), -3);
    const exported = (await api.call('GET', `/be/api/pos/sales-export?from=${today}&to=${today}`, { token: root })).body.data;
    expect(exported.rows.map((x: any) => [x.kind, x.code, x.quantity, x.price, x.amount, x.reason, x.saleId])).toEqual([['return', 'JAB', '-2', '1990', '-3980', 'Regalo sin boleta', '']]);
    expect(exported.totals.map((x: any) => [x.payMethodName, x.taken, x.refunded, x.net])).toEqual([['Efectivo', '0', '3980', '-3980']]);
    // After the close: no open session, refused, nothing appended.
    const n = await countEvents();
    const late = await till('POST', '/returns/no-receipt', back());
    expect({ status: late.status, reason: late.body.error?.reason }).toEqual({ status: 409, reason: 'cash_session_closed' });
    expect(await countEvents()).toBe(n);
  });
});
