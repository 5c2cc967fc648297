import { randomUUID } from 'node:crypto';
import { businessDayOf } from '@tradedesk/contracts/platform/company-time';
import type { ApiHarness } from '../identity/testing/api-harness.js';
import { apiCalls } from '../identity/testing/api-calls.js';
import { type TillFixture, tillFixture } from './testing/till-fixture.js';

/**
 * Returns on the till over real HTTP on PostgreSQL (docs/pos.md "Returns"): a soap back against
 * its sale, refunded in cash (the drawer's expected cash drops), a retry applied once, more than
 * left refused, a refund over what a method took refused, two returns of the last soap at once
 * (one wins, the other 409), the X and Z reports, and no return once the session is closed.
 *
 * Soap 1,990 (barcode 7801), rice 1,250 (7802). Counted: 50 soap, 100 rice. Float 20,000 CLP.
 * The sale: 2 soap + 3 rice = 7,730, paid 5,000 card + 3,000 cash, 270 back (the cash took 2,730).
 */
describe('point of sale API: returns', () => {
  let api: ApiHarness;
  let root: string;
  let warehouseId: string;
  let cashId: string;
  let cardId: string;
  let soap: string;
  let caja: string;
  let banco: string;
  const { ok, read, countEvents, noteWrite } = apiCalls(() => api, () => root);

  let fx: TillFixture;
  const till = (method: string, path: string, body?: unknown) => fx.till(method, path, body);
  const onHand = async (productId: string) =>
    (await api.platform.db.query<{ q: string }>(`select quantity::text as q from rm.stock_on_hand where warehouse_id = $1 and product_id = $2`, [warehouseId, productId])).rows[0]?.q;
  const back = (over: Record<string, unknown> = {}) => ({ returnId: randomUUID(), saleId, reason: 'Roto', lines: [{ line: 1, quantity: '1' }], refunds: [{ payMethodId: cashId, amount: '1990' }], ...over });
  let saleId: string;

  beforeAll(async () => {
    fx = await tillFixture({
      products: [
        { code: 'JAB', name: 'Jabón', barcode: '7801', retail: '1990', cost: '900', onHand: '50' },
        { code: 'ARR', name: 'Arroz', barcode: '7802', retail: '1250', cost: '700', onHand: '100' },
      ],
    });
    ({ api, root, warehouseId, cashId, cardId, caja, banco } = fx);
    soap = fx.products.JAB!;
    saleId = randomUUID();
    const sold = await till('POST', '/sales', {
      saleId,
      soldAt: new Date().toISOString(),
      lines: [
        { scan: '7801', quantity: '2' },
        { scan: '7802', quantity: '3' },
      ],
      payments: [
        { payMethodId: cardId, amount: '5000' },
        { payMethodId: cashId, amount: '3000' },
      ],
    });
    expect(sold.status).toBe(201);
    expect(await onHand(soap)).toBe('48');
  }, 120_000);
  afterAll(() => api?.close());

  it('one soap back: 3,980 / 2 = 1,990 refunded in cash; the soap is back in the store; the return names the cashier, the sale and the reason', async () => {
    const body = back();
    const r = await till('POST', '/returns', body);
    expect({ status: r.status, id: r.body.data?.id, duplicate: r.body.data?.duplicate }).toEqual({ status: 201, id: body.returnId, duplicate: false });
    expect(await onHand(soap)).toBe('49');
    const events = await api.platform.db.query<{ type: string; who: string; data: any }>(`select type, metadata->>'userId' as who, data from es.events where stream_id = $1 order by stream_version`, [`pos-sale-${saleId}`]);
    expect(events.rows.map((e) => e.type)).toEqual(['PosSaleRecorded', 'StockMoved', 'PosSaleReturned', 'StockMoved']);
    const ret = events.rows[2]!;
    expect([ret.data.saleId, ret.data.reason, ret.data.amount, ret.data.refunds.map((x: any) => [x.kind, x.amount])]).toEqual([saleId, 'Roto', '1990', [['cash', '1990']]]);
    expect(events.rows[3]!.data).toMatchObject({ source: { type: 'pos-return', id: body.returnId }, movements: [{ kind: 'receipt', productId: soap, quantity: '1', unitCost: '900' }] });
    // Sent again (a lost answer): the first answer, nothing more.
    const n = await countEvents();
    const again = await till('POST', '/returns', body);
    expect({ status: again.status, id: again.body.data?.id, duplicate: again.body.data?.duplicate }).toEqual({ status: 201, id: body.returnId, duplicate: true });
    expect([await countEvents(), await onHand(soap)]).toEqual([n, '49']);
    const returnable = (await till('GET', `/sales/${saleId}/returnable`)).body.data;
    expect({
      lines: returnable.lines.map((l: any) => [l.code, l.quantity, l.returned, l.returnable]),
      payments: returnable.payments.map((p: any) => [p.payMethodName, p.paid, p.refunded, p.refundable]),
      refunded: returnable.refunded,
      returns: returnable.returns.map((x: any) => [x.cashierName, x.reason, x.amount]),
    }).toEqual({
      lines: [
        ['JAB', '2', '1', '1'],
        ['ARR', '3', '0', '3'],
      ],
      payments: [
        ['Tarjeta', '5000', '0', '5000'],
        ['Efectivo', '2730', '1990', '740'],
      ],
      refunded: '1990',
      returns: [['Ana Cajera', 'Roto', '1990']],
    });
  });

  it('refuses more than is left, a refund over what the cash took, a refund that does not add up, bad input: nothing appended', async () => {
    const n = await countEvents();
    const answers = await Promise.all([
      till('POST', '/returns', back({ lines: [{ line: 1, quantity: '2' }], refunds: [{ payMethodId: cashId, amount: '3980' }] })),
      // 3 rice = 3,750, but the cash has 740 left to give back.
      till('POST', '/returns', back({ lines: [{ line: 2, quantity: '3' }], refunds: [{ payMethodId: cashId, amount: '3750' }] })),
      till('POST', '/returns', back({ refunds: [{ payMethodId: cardId, amount: '1000' }] })),
      till('POST', '/returns', back({ returnId: 'not-a-uuid' })),
      till('POST', '/returns', back({ saleId: randomUUID() })),
    ]);
    expect(answers.map((a) => [a.status, a.body.error?.reason ?? a.body.error?.code])).toEqual([
      [409, 'return_over_sold'],
      [400, 'refund_over_paid'],
      [400, 'refund_mismatch'],
      [400, 40001],
      [404, 'pos_sale_not_found'],
    ]);
    expect(await countEvents()).toBe(n);
  });

  it('the last soap returned twice at once: one return, the other 409; the soap comes back once', async () => {
    const answers = await Promise.all([till('POST', '/returns', back({ refunds: [{ payMethodId: cardId, amount: '1990' }] })), till('POST', '/returns', back({ refunds: [{ payMethodId: cardId, amount: '1990' }] }))]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error?.reason).toBe('return_over_sold');
    expect(await onHand(soap)).toBe('50');
  });

  it('the X report, the close and the Z report count the refunds: cash 20,000 + 2,730 - 1,990 = 20,740 (20,700 counted: 40 short); card 5,000 - 1,990 = 3,010; 2 returns, 3,980', async () => {
    const x = (await till('GET', '/session')).body.data.cashSession;
    expect(x.lines.map((l: any) => [l.payMethodName, l.expected])).toEqual([
      ['Efectivo', '20740'],
      ['Tarjeta', '3010'],
    ]);
    expect(x.returns).toEqual([{ currency: 'CLP', count: 2, amount: '3980' }]);
    const closed = await till('POST', '/cash-session/close', {
      commandId: randomUUID(),
      counted: [
        { payMethodId: cashId, currency: 'CLP', amount: '20700' },
        { payMethodId: cardId, currency: 'CLP', amount: '3010' },
      ],
    });
    expect(closed.status).toBe(200);
    const z = (await till('GET', `/cash-sessions/${closed.body.data.id}/report`)).body.data;
    expect(z.lines.map((l: any) => [l.payMethodName, l.expected, l.counted, l.difference])).toEqual([
      ['Efectivo', '20740', '20700', '-40'],
      ['Tarjeta', '3010', '3010', '0'],
    ]);
    expect(z.returns).toEqual([{ currency: 'CLP', count: 2, amount: '3980' }]);
    // Posted to finance with the close: the cash box gets the cash taken less the cash refunded
    // (2,730 - 1,990 = 740; the float is not a posting) less the 40 the drawer is short, so it holds
    // what was counted; the bank the card's 5,000 - 1,990 = 3,010; each posting names the session.
    noteWrite(closed.body.data.globalPosition);
    const accounts = (await read('/finance/accounts')).accounts as { id: string; balance: string }[];
    expect([accounts.find((a) => a.id === caja)!.balance, accounts.find((a) => a.id === banco)!.balance]).toEqual(['700', '3010']);
    const postings = await api.platform.db.query<{ source_id: string; kind: string; account_id: string; effect: string }>(
      `select source_id, kind, account_id, effect::text from rm.account_postings where kind in ('pos-session', 'pos-difference') order by kind desc, account_id = $1 desc`,
      [caja],
    );
    expect(postings.rows).toEqual([
      { source_id: closed.body.data.id, kind: 'pos-session', account_id: caja, effect: '740' },
      { source_id: closed.body.data.id, kind: 'pos-session', account_id: banco, effect: '3010' },
      { source_id: closed.body.data.id, kind: 'pos-difference', account_id: caja, effect: '-40' },
    ]);
    const history = await read(`/pos/cash-sessions/${closed.body.data.id}/history`);
    expect(JSON.stringify(history)).toContain('CashSessionPosted');
    const n = await countEvents();
    const late = await till('POST', '/returns', back({ lines: [{ line: 2, quantity: '1' }], refunds: [{ payMethodId: cardId, amount: '1250' }] }));
    expect({ status: late.status, reason: late.body.error?.reason }).toEqual({ status: 409, reason: 'cash_session_closed' });
    expect(await countEvents()).toBe(n);
  });
  it("the period export (/pos/buyExcelExport): today's sale lines and the returns' lines negative, totals per method: cash 2,730 taken, 1,990 refunded, 740 net; card 5,000, 1,990, 3,010", async () => {
    const today = businessDayOf(new Date(), -3);
    const r = await api.call('GET', `/be/api/pos/sales-export?from=${today}&to=${today}`, { token: root });
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.rows.map((x: any) => [x.kind, x.code, x.quantity, x.amount, x.reason])).toEqual([
      ['sale', 'JAB', '2', '3980', null],
      ['sale', 'ARR', '3', '3750', null],
      ['return', 'JAB', '-1', '-1990', 'Roto'],
      ['return', 'JAB', '-1', '-1990', 'Roto'],
    ]);
    expect(d.totals.map((x: any) => [x.payMethodName, x.currency, x.taken, x.refunded, x.net])).toEqual([
      ['Efectivo', 'CLP', '2730', '1990', '740'],
      ['Tarjeta', 'CLP', '5000', '1990', '3010'],
    ]);
    // Another register only: nothing; yesterday: nothing; a period backwards: 400.
    const other = await api.call('GET', `/be/api/pos/sales-export?from=${today}&to=${today}&registerIds=nope`, { token: root });
    expect([other.body.data.rows.length, other.body.data.totals.length]).toEqual([0, 0]);
    const bad = await api.call('GET', `/be/api/pos/sales-export?from=${today}&to=2000-01-01`, { token: root });
    expect(bad.status).toBe(400);
  });
});
