import { randomUUID } from 'node:crypto';
import type { ApiHarness } from '../identity/testing/api-harness.js';
import { apiCalls } from '../identity/testing/api-calls.js';
import { tillFixture } from './testing/till-fixture.js';

/**
 * Cash rounding at the till over real HTTP on PostgreSQL (docs/pos.md "Cash rounding"): a CLP
 * register (Ley 20.956: cash to the nearest 10 pesos). 2 soaps at 1,990 less 5% = 3,781; the
 * customer hands over 5,000: the payment settles 5,001 with rounding 1, 1,220 back, and the drawer
 * keeps 3,780. A rounding the law does not give is refused with nothing appended. Refunds round
 * by the same law: the first sale back hands back 3,780 of 3,781, an exchange of the second hands
 * back 1,790 of 1,791. The close expects the cash handed over and back, and posts it;
 * PosCashRounding off tells the till not to round.
 */
describe('point of sale API: cash rounding', () => {
  let api: ApiHarness;
  let root: string;
  let cashId: string;
  let cardId: string;
  let caja: string;
  let tillHeaders: Record<string, string>;
  const { ok, countEvents } = apiCalls(() => api, () => root);
  const till = (method: string, path: string, body?: unknown) => api.call(method, `/be/api/pos/till${path}`, { body, headers: tillHeaders });
  const sale = (payments: unknown[]) => ({ saleId: randomUUID(), soldAt: new Date().toISOString(), lines: [{ scan: '7801', quantity: '2', discount: '5' }], payments });

  beforeAll(async () => {
    // No stock counted: NegativeStockPolicy warn lets the soaps sell.
    const t = await tillFixture({
      settings: { NegativeStockPolicy: 'warn' },
      warehouse: { code: 'R1', name: 'Tienda Redondeo' },
      products: [{ code: 'JAB', name: 'Jabón', barcode: '7801', retail: '1990', cost: '900' }],
    });
    ({ api, root, cashId, cardId, caja } = t);
    tillHeaders = { 'X-Pos-Device': t.on.device, 'X-Pos-Session': t.on.session };
  }, 120_000);
  afterAll(() => api?.close());

  it('the till is told to round (PosCashRounding is on by default)', async () => {
    expect((await till('GET', '/session')).body.data.cashRounding).toBe(true);
  });

  let firstSale: string;
  let secondSale: string;
  it('a rounded cash sale: 3,781 CLP, 5,000 handed over: recorded as 5,001 with rounding 1 and 1,220 back', async () => {
    const r = await till('POST', '/sales', sale([{ payMethodId: cashId, amount: '5001', rounding: '1' }]));
    expect(r.status).toBe(201);
    firstSale = r.body.data.id;
    const receipt = (await till('GET', `/sales/${r.body.data.id}`)).body.data;
    expect([receipt.total, receipt.paid, receipt.change, receipt.payments.map((p: any) => [p.kind, p.amount, p.rounding])]).toEqual(['3781', '5001', '1220', [['cash', '5001', '1']]]);
  });

  it('a rounding the law does not give, or on a card, is refused (400 rounding_out_of_range) and nothing is appended', async () => {
    const n = await countEvents();
    for (const payments of [
      [{ payMethodId: cashId, amount: '5002', rounding: '2' }],
      [{ payMethodId: cashId, amount: '4991', rounding: '-9' }],
      [{ payMethodId: cardId, amount: '3781', rounding: '1' }],
      [{ payMethodId: cardId, amount: '1000' }, { payMethodId: cashId, amount: '2785', rounding: '5' }],
    ]) {
      const r = await till('POST', '/sales', sale(payments));
      expect({ status: r.status, reason: r.body.error?.reason }).toEqual({ status: 400, reason: 'rounding_out_of_range' });
    }
    expect(await countEvents()).toBe(n);
  });

  it('after a card payment the cash part rounds: 1,000 card, 2,781 -> 2,780 in cash', async () => {
    const r = await till('POST', '/sales', sale([{ payMethodId: cardId, amount: '1000' }, { payMethodId: cashId, amount: '2781', rounding: '1' }]));
    expect(r.status).toBe(201);
    secondSale = r.body.data.id;
  });

  it('a cash refund rounds by the same law: both soaps of the first sale back (3,781) hand back 3,780 (rounding 1); a rounding the law does not give is refused, nothing appended', async () => {
    const back = (rounding?: string) => ({ returnId: randomUUID(), saleId: firstSale, reason: 'Roto', lines: [{ line: 1, quantity: '2' }], refunds: [{ payMethodId: cashId, amount: '3781', ...(rounding ? { rounding } : {}) }] });
    const n = await countEvents();
    for (const rounding of ['-9', '2']) {
      const refused = await till('POST', '/returns', back(rounding));
      expect({ status: refused.status, reason: refused.body.error?.reason }).toEqual({ status: 400, reason: 'rounding_out_of_range' });
    }
    expect(await countEvents()).toBe(n);
    const body = back('1');
    expect((await till('POST', '/returns', body)).status).toBe(201);
    const event = await api.platform.db.query<{ data: any }>(`select data from es.events where stream_id = $1 and type = 'PosSaleReturned'`, [`pos-sale-${firstSale}`]);
    expect([event.rows[0]!.data.amount, event.rows[0]!.data.refunds.map((x: any) => [x.kind, x.amount, x.rounding])]).toEqual(['3781', [['cash', '3781', '1']]]);
    // The drawer: 20,000 + 3,780 + 2,780 - 3,780 handed back.
    expect((await till('GET', '/session')).body.data.cashSession.lines.map((l: any) => [l.payMethodName, l.expected])).toEqual([
      ['Efectivo', '22780'],
      ['Tarjeta', '1000'],
    ]);
  });

  it("an exchange's difference handed back in cash rounds too: the second sale's soaps (3,781: 1,000 card, 2,781 cash) for one soap at 1,990: 1,791 back -> 1,790 (refundRounding 1)", async () => {
    const swap = (refundRounding?: string) => ({
      exchangeId: randomUUID(), saleId: secondSale, reason: 'Cambio', lines: [{ line: 1, quantity: '2' }], newSaleId: randomUUID(), newLines: [{ scan: '7801', quantity: '1' }], payments: [], ...(refundRounding ? { refundRounding } : {}),
    });
    const wrong = await till('POST', '/exchanges', swap('-9'));
    expect({ status: wrong.status, reason: wrong.body.error?.reason }).toEqual({ status: 400, reason: 'rounding_out_of_range' });
    const body = swap('1');
    expect((await till('POST', '/exchanges', body)).status).toBe(201);
    const event = await api.platform.db.query<{ data: any }>(`select data from es.events where stream_id = $1 and type = 'PosSaleReturned'`, [`pos-sale-${secondSale}`]);
    expect(event.rows[0]!.data.refunds.map((x: any) => [x.kind, x.amount, x.rounding])).toEqual([['card', '1000', undefined], ['cash', '2781', '1']]);
  });

  it('the close expects the cash handed over and back (20,000 + 3,780 + 2,780 - 3,780 - 1,790 = 20,990) and posts it onto the cash box', async () => {
    const x = (await till('GET', '/session')).body.data.cashSession;
    expect(x.lines.map((l: any) => [l.payMethodName, l.expected])).toEqual([
      ['Efectivo', '20990'],
      ['Tarjeta', '1000'],
    ]);
    const closed = await till('POST', '/cash-session/close', {
      commandId: randomUUID(),
      counted: [
        { payMethodId: cashId, currency: 'CLP', amount: '20990' },
        { payMethodId: cardId, currency: 'CLP', amount: '1000' },
      ],
    });
    expect(closed.status).toBe(200);
    const z = (await till('GET', `/cash-sessions/${closed.body.data.id}/report`)).body.data;
    expect(z.lines.map((l: any) => [l.payMethodName, l.expected, l.difference])).toEqual([
      ['Efectivo', '20990', '0'],
      ['Tarjeta', '1000', '0'],
    ]);
    // The account ledger is an async read model: wait for the close's posting (the float is the drawer's own: 3,780 + 2,780 - 3,780 - 1,790).
    let effects: string[] = [];
    for (let i = 0; i < 100 && !effects.length; i++) {
      effects = (await api.platform.db.query<{ effect: string }>(`select effect::text from rm.account_postings where kind = 'pos-session' and account_id = $1`, [caja])).rows.map((p) => p.effect);
      if (!effects.length) await new Promise((r) => setTimeout(r, 100));
    }
    expect(effects).toEqual(['990']);
  });

  it('a shop turns it off on the cash register system: the till is told not to round', async () => {
    await ok('PUT', '/system-setting/pos-settings', { settings: { PosCashRounding: false } });
    expect((await ok('GET', '/system-setting/pos-settings')).PosCashRounding).toEqual({ value: false });
    expect((await till('GET', '/session')).body.data.cashRounding).toBe(false);
  });
});
