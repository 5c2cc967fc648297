import { randomUUID } from 'node:crypto';
import type { ApiHarness } from '../identity/testing/api-harness.js';
import { apiCalls } from '../identity/testing/api-calls.js';
import { type TillFixture, tillFixture } from './testing/till-fixture.js';

/**
 * Exchanges on the till over real HTTP on PostgreSQL (docs/pos.md "Exchanges"): a soap back
 * against its sale and a shampoo taken instead, in one append; the soap's 1,990 (paid on the card)
 * pays the shampoo first, the customer pays the 1,510 left in cash. Refusals append nothing; a
 * retried exchange is applied once; stock both ways; the X report moves by the difference only.
 *
 * Soap 1,990 (7801), rice 1,250 (7802), shampoo 3,500 (7803); counted 50 / 100 / 10. Float 20,000.
 * The sale: 2 soap + 3 rice = 7,730, paid 5,000 card + 3,000 cash, 270 back (the cash took 2,730).
 */
describe('point of sale API: exchanges', () => {
  let api: ApiHarness;
  let root: string;
  let warehouseId: string;
  let cashId: string;
  let cardId: string;
  let soap: string;
  let shampoo: string;
  let saleId: string;
  const { ok, countEvents } = apiCalls(() => api, () => root);
  let fx: TillFixture;
  const till = (method: string, path: string, body?: unknown) => fx.till(method, path, body);
  const onHand = async (productId: string) =>
    (await api.platform.db.query<{ q: string }>(`select quantity::text as q from rm.stock_on_hand where warehouse_id = $1 and product_id = $2`, [warehouseId, productId])).rows[0]?.q;
  const swap = (over: Record<string, unknown> = {}) => ({
    exchangeId: randomUUID(), saleId, reason: 'Cambio', lines: [{ line: 1, quantity: '1' }], newSaleId: randomUUID(), newLines: [{ scan: '7803', quantity: '1' }], payments: [{ payMethodId: cashId, amount: '1510' }], ...over,
  });

  beforeAll(async () => {
    fx = await tillFixture({
      products: [
        { code: 'JAB', name: 'Jabón', barcode: '7801', retail: '1990', cost: '900', onHand: '50' },
        { code: 'ARR', name: 'Arroz', barcode: '7802', retail: '1250', cost: '700', onHand: '100' },
        { code: 'CHA', name: 'Champú', barcode: '7803', retail: '3500', cost: '2000', onHand: '10' },
      ],
    });
    ({ api, root, warehouseId, cashId, cardId } = fx);
    soap = fx.products.JAB!;
    shampoo = fx.products.CHA!;
    saleId = randomUUID();
    const sold = await till('POST', '/sales', {
      saleId, soldAt: new Date().toISOString(),
      lines: [{ scan: '7801', quantity: '2' }, { scan: '7802', quantity: '3' }],
      payments: [{ payMethodId: cardId, amount: '5000' }, { payMethodId: cashId, amount: '3000' }],
    });
    expect(sold.status).toBe(201);
  }, 120_000);
  afterAll(() => api?.close());

  it('refuses the difference not paid, more back than sold, a card paying over the difference, bad input: nothing appended', async () => {
    const n = await countEvents();
    const answers = await Promise.all([
      till('POST', '/exchanges', swap({ payments: [] })),
      till('POST', '/exchanges', swap({ lines: [{ line: 1, quantity: '3' }] })),
      till('POST', '/exchanges', swap({ payments: [{ payMethodId: cardId, amount: '2000' }] })),
      till('POST', '/exchanges', swap({ newLines: [] })),
      till('POST', '/exchanges', swap({ saleId: randomUUID() })),
    ]);
    expect(answers.map((a) => [a.status, a.body.error?.reason ?? a.body.error?.code])).toEqual([
      [400, 'payment_short'],
      [409, 'return_over_sold'],
      [400, 'change_without_cash'],
      [400, 40001],
      [404, 'pos_sale_not_found'],
    ]);
    expect(await countEvents()).toBe(n);
  });

  it('a soap back for a shampoo: one append on both sales; the soap credits 1,990 through the card, 1,510 paid in cash; stock both ways; a retry applied once; the X report moves by the difference', async () => {
    const body = swap();
    const r = await till('POST', '/exchanges', body);
    expect({ status: r.status, returnId: r.body.data?.returnId, saleId: r.body.data?.saleId, duplicate: r.body.data?.duplicate }).toEqual({ status: 201, returnId: body.exchangeId, saleId: body.newSaleId, duplicate: false });
    const events = await api.platform.db.query<{ stream_id: string; type: string; tx: string; data: any }>(
      `select stream_id, type, global_position::text as tx, data from es.events where stream_id = any($1) order by global_position`,
      [[`pos-sale-${saleId}`, `pos-sale-${body.newSaleId}`]],
    );
    const last4 = events.rows.slice(-4);
    expect(last4.map((e) => [e.stream_id === `pos-sale-${saleId}` ? 'old' : 'new', e.type])).toEqual([
      ['old', 'PosSaleReturned'],
      ['old', 'StockMoved'],
      ['new', 'PosSaleRecorded'],
      ['new', 'StockMoved'],
    ]);
    expect([last4[0]!.data.amount, last4[0]!.data.refunds.map((x: any) => [x.kind, x.amount]), last4[0]!.data.exchangeSaleId]).toEqual(['1990', [['card', '1990']], body.newSaleId]);
    expect([last4[2]!.data.total, last4[2]!.data.payments.map((p: any) => [p.kind, p.amount]), last4[2]!.data.exchange]).toEqual([
      '3500', [['card', '1990'], ['cash', '1510']], { returnId: body.exchangeId, saleId, credit: '1990' },
    ]);
    expect([await onHand(soap), await onHand(shampoo)]).toEqual(['49', '9']);
    const n = await countEvents();
    const again = await till('POST', '/exchanges', body);
    expect({ status: again.status, duplicate: again.body.data?.duplicate }).toEqual({ status: 201, duplicate: true });
    expect([await countEvents(), await onHand(soap), await onHand(shampoo)]).toEqual([n, '49', '9']);
    // Cash: 20,000 + 2,730 + 1,510 = 24,240; card: 5,000 - 1,990 + 1,990 = 5,000; one return.
    const x = (await till('GET', '/session')).body.data.cashSession;
    expect(x.lines.map((l: any) => [l.payMethodName, l.expected])).toEqual([
      ['Efectivo', '24240'],
      ['Tarjeta', '5000'],
    ]);
    expect(x.returns).toEqual([{ currency: 'CLP', count: 1, amount: '1990' }]);
    const list = (await till('GET', '/sales')).body.data;
    expect(list.sales.map((s: any) => s.total)).toEqual(['3500', '7730']);
  });

  it('the last soap exchanged twice at once: one exchange, the other 409 return_over_sold; one shampoo leaves', async () => {
    const answers = await Promise.all([till('POST', '/exchanges', swap()), till('POST', '/exchanges', swap())]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error?.reason).toBe('return_over_sold');
    expect([await onHand(soap), await onHand(shampoo)]).toEqual(['50', '8']);
  });

  it("the new goods are priced for the old sale's customer: a wholesale customer with a 10% membership swaps a soap for a cream at 4,000 - 10% (not the retail 5,000)", async () => {
    const cream = (await ok('POST', '/products', { code: 'CRE', name: 'Crema', barcode: '7804', prices: { unit: { retail: '5000', wholesale: '4000' } }, cost: '2500' })).id;
    const count = await ok('POST', '/stock/counts', { warehouseId, productIds: [cream] });
    await ok('PUT', `/stock/counts/${count.id}/lines`, { version: 1, lines: [{ productId: cream, quantity: '5' }] });
    await ok('POST', `/stock/counts/${count.id}/post`, { version: 2 });
    const gold = (await ok('POST', '/customers/membership-levels', { name: 'Oro', discount: '10' })).id;
    const li = (await ok('POST', '/customers', { code: 'LI', name: 'Comercial Li', priceType: 'wholesale', membershipLevelId: gold })).id;
    // Her sale: 2 soaps (no wholesale price: retail 1,990) less her 10% = 2 x 1,791 = 3,582, in cash.
    const hers = randomUUID();
    const sold = await till('POST', '/sales', { saleId: hers, soldAt: new Date().toISOString(), customerId: li, lines: [{ scan: '7801', quantity: '2' }], payments: [{ payMethodId: cashId, amount: '3582' }] });
    expect(sold.status).toBe(201);
    // The exchange screen reads her from the sale and prices the cream for her, as the server will.
    const returnable = (await till('GET', `/sales/${hers}/returnable`)).body.data;
    expect([returnable.customerId, returnable.customerName]).toEqual([li, 'Comercial Li']);
    const shown = (await till('GET', `/price?scan=7804&customerId=${li}`)).body.data;
    expect([shown.price, shown.discount]).toEqual(['4000', '10']);
    // One soap back (1,791) for one cream (4,000 - 10% = 3,600): she pays 1,809 on top.
    const body = swap({ saleId: hers, newLines: [{ scan: '7804', quantity: '1' }], payments: [{ payMethodId: cashId, amount: '1809' }] });
    const r = await till('POST', '/exchanges', body);
    expect(r.status).toBe(201);
    const receipt = (await till('GET', `/sales/${body.newSaleId}`)).body.data;
    expect({
      customer: [receipt.customerId, receipt.customerName],
      lines: receipt.lines.map((l: any) => [l.code, l.price, l.discount, l.amount]),
      total: receipt.total,
      payments: receipt.payments.map((p: any) => [p.payMethodName, p.amount]),
    }).toEqual({ customer: [li, 'Comercial Li'], lines: [['CRE', '4000', '10', '3600']], total: '3600', payments: [['Efectivo', '1791'], ['Efectivo', '1809']] });
    const recorded = await api.platform.db.query<{ data: any }>(`select data from es.events where stream_id = $1 and type = 'PosSaleRecorded'`, [`pos-sale-${body.newSaleId}`]);
    expect([recorded.rows[0]!.data.priceType, recorded.rows[0]!.data.exchange.credit]).toEqual(['wholesale', '1791']);
    expect(await onHand(cream)).toBe('4');
  });
});
