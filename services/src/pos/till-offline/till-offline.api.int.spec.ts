import { randomUUID } from 'node:crypto';
import { businessDayOf } from '@tradedesk/contracts/platform/company-time';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';
import { apiCalls } from '../../identity/testing/api-calls.js';

/**
 * The offline till's server side over real HTTP on PostgreSQL (docs/pos.md "Offline"): a queued
 * sale naming its session after that session was closed is a late line of it (kept as sold: the
 * price the till showed before a price change, soldAt, the cashier), retried once, its goods
 * leaving below zero; a price the product never had is refused; and the till's catalogue feed.
 *
 * Soap: 1,990 a unit (barcode 7801), then 2,100; counted stock 5. The float: 10,000 CLP.
 */
describe('point of sale API: the offline till', () => {
  let api: ApiHarness;
  let root: string;
  let warehouseId: string;
  let cashId: string;
  let soap: string;
  let sessionId: string;
  let device: string;
  let pin: string;
  let anaId: string;
  let cajaId: string;
  const { ok, read, countEvents, noteWrite } = apiCalls(() => api, () => root);

  const till = (method: string, path: string, body?: unknown) => api.call(method, `/be/api/pos/till${path}`, { body, headers: { 'X-Pos-Device': device, 'X-Pos-Session': pin } });
  const onHand = async (productId: string) =>
    (await api.platform.db.query<{ q: string }>(`select quantity::text as q from rm.stock_on_hand where warehouse_id = $1 and product_id = $2`, [warehouseId, productId])).rows[0]?.q;
  const soapSale = (quantity: string, price: string, soldAt: string) => ({
    saleId: randomUUID(),
    sessionId,
    soldAt,
    lines: [{ scan: '7801', quantity, price }],
    payments: [{ payMethodId: cashId, amount: String(Number(quantity) * Number(price)) }],
  });

  const signIn = async (employeeId: string, code: string) => (await api.call('POST', '/be/api/pos/till/sign-in', { body: { employeeId, pin: code }, headers: { 'X-Pos-Device': device } })).body.data.sessionToken as string;
  const as = (token: string) => (method: string, path: string, body?: unknown) => api.call(method, `/be/api/pos/till${path}`, { body, headers: { 'X-Pos-Device': device, 'X-Pos-Session': token } });

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../../system/daemon-host.js');
    api.app.get(DaemonHost).start(100);
    root = await api.login('root', ROOT_PASSWORD);
    await ok('PUT', '/system-setting/settings', { settings: { BaseCurrencyID: 'CLP', PriceDecimal: 0, NegativeStockPolicy: 'refuse', SystemTimeZone: -3, PosMaxDiscount: '10' } });
    warehouseId = (await ok('POST', '/warehouses', { code: 'T1', name: 'Tienda Centro' })).id;
    soap = (await ok('POST', '/products', { code: 'JAB', name: 'Jabón', barcode: '7801', prices: { unit: { retail: '1990' } }, cost: '900' })).id;
    const count = await ok('POST', '/stock/counts', { warehouseId, productIds: [soap] });
    await ok('PUT', `/stock/counts/${count.id}/lines`, { version: 1, lines: [{ productId: soap, quantity: '5' }] });
    await ok('POST', `/stock/counts/${count.id}/post`, { version: 2 });
    const caja = (await ok('POST', '/finance/accounts', { kind: 'cash', name: 'Caja POS', currency: 'CLP' })).id;
    cajaId = caja;
    cashId = (await ok('POST', '/setting/pay-method', { name: 'Efectivo', kind: 'cash', accounts: [{ currency: 'CLP', accountId: caja }], position: 1 })).id;
    const registerId = (await ok('POST', '/pos/registers', { name: 'Caja 1', warehouseId, currency: 'CLP' })).id;
    const ana = (await ok('POST', '/employees', { username: 'ana', password: 'password-1', name: 'Ana Cajera' })).id;
    await ok('PUT', `/pos/cashiers/${ana}`, { allowed: true, pin: '2468' });
    anaId = ana;
    device = ((await ok('POST', '/pos/devices', { registerId, name: 'Mostrador' })) as { deviceToken: string }).deviceToken;
    pin = (await api.call('POST', '/be/api/pos/till/sign-in', { body: { employeeId: ana, pin: '2468' }, headers: { 'X-Pos-Device': device } })).body.data.sessionToken;
    sessionId = (await till('POST', '/cash-session', { commandId: randomUUID(), float: [{ currency: 'CLP', amount: '10000' }] })).body.data.id;
  }, 120_000);
  afterAll(() => api?.close());

  it('a sale queued while offline reaches the server after the close: a late line of its session at the price shown before a price change, retried once; a price never in force is refused', async () => {
    // Sold on the till at 1,990 while the session was open (both sales were queued offline).
    const soldAt = new Date(Date.now() - 60_000).toISOString();
    const first = soapSale('2', '1990', soldAt);
    const queued = soapSale('4', '1990', new Date(Date.now() - 30_000).toISOString());
    expect((await till('POST', '/sales', first)).status).toBe(201);
    // Meanwhile the price goes up to 2,100 and the session is closed: 10,000 + 3,980 expected.
    const change = await ok('PUT', '/products/prices', { items: [{ productId: soap, prices: { unit: { retail: '2100' } } }] });
    await ok('GET', `/price-changes?productId=${soap}&waitFor=${change.globalPosition}`);
    const closed = await till('POST', '/cash-session/close', { commandId: randomUUID(), counted: [{ payMethodId: cashId, currency: 'CLP', amount: '13980' }] });
    expect(closed.status).toBe(200);

    // The queued sale syncs: 4 x 1,990 = 7,960 into the closed session, 3 soap left -> -1 (policy 'refuse' notwithstanding: the goods are gone).
    const late = await till('POST', '/sales', queued);
    expect({ status: late.status, duplicate: late.body.data?.duplicate }).toEqual({ status: 201, duplicate: false });
    const n = await countEvents();
    const again = await till('POST', '/sales', queued);
    expect({ status: again.status, duplicate: again.body.data?.duplicate, id: again.body.data?.id }).toEqual({ status: 201, duplicate: true, id: queued.saleId });
    expect(await countEvents()).toBe(n);
    expect(await onHand(soap)).toBe('-1');

    // A price the product never had is refused and appends nothing; so is a session of no register.
    const wrong = await till('POST', '/sales', soapSale('1', '1500', soldAt));
    expect({ status: wrong.status, reason: wrong.body.error?.reason }).toEqual({ status: 400, reason: 'price_not_in_force' });
    const ghost = await till('POST', '/sales', { ...soapSale('1', '2100', soldAt), sessionId: randomUUID() });
    expect({ status: ghost.status, reason: ghost.body.error?.reason }).toEqual({ status: 400, reason: 'cash_session_not_found' });
    // An online sale naming no session still needs an open one.
    const online = await till('POST', '/sales', { ...soapSale('1', '2100', new Date().toISOString()), sessionId: undefined });
    expect({ status: online.status, reason: online.body.error?.reason }).toEqual({ status: 409, reason: 'cash_session_closed' });
    expect(await countEvents()).toBe(n);

    // The Z report keeps the close's figures and lists the late line as it was sold, by whom.
    const z = (await till('GET', `/cash-sessions/${sessionId}/report`)).body.data;
    expect(z.lines.map((l: any) => [l.payMethodName, l.expected, l.counted, l.difference])).toEqual([['Efectivo', '13980', '13980', '0']]);
    expect(z.lateSales.map((s: any) => [s.id, s.total, s.lines[0].price, s.soldAt, s.cashierName, s.late])).toEqual([[queued.saleId, '7960', '1990', queued.soldAt, 'Ana Cajera', true]]);
    const log = await ok('GET', `/pos/cash-sessions/${sessionId}`);
    expect(log.lateSales.map((s: any) => s.id)).toEqual([queued.saleId]);
    const list = (await till('GET', `/sales?sessionId=${sessionId}`)).body.data;
    expect([list.count, list.total, list.sales.map((s: any) => s.late)]).toEqual([2, '11940', [true, false]]);

    // Finance: the close posted the 3,980 the first sale took; the late line posts its 7,960 as
    // takings and, since the drawer the close counted (13,980) had no such cash, as a cash
    // difference of -7,960: the cash box still holds what was counted, the books say 7,960 of
    // cash is missing. Each posting leads back to the sale; the retry posted nothing more.
    noteWrite(late.body.data.globalPosition);
    const accounts = (await read('/finance/accounts')).accounts as { id: string; balance: string }[];
    expect(accounts.find((a) => a.id === cajaId)!.balance).toBe('3980');
    const postings = await api.platform.db.query<{ source_id: string; kind: string; effect: string; date: string }>(
      `select source_id, kind, effect::text, to_char(date, 'YYYY-MM-DD') as date from rm.account_postings where account_id = $1 order by kind desc, source_id = $2, seq`,
      [cajaId, queued.saleId],
    );
    const today = businessDayOf(new Date(), -3);
    expect(postings.rows).toEqual([
      { source_id: sessionId, kind: 'pos-session', effect: '3980', date: today },
      { source_id: queued.saleId, kind: 'pos-session', effect: '7960', date: today },
      { source_id: queued.saleId, kind: 'pos-difference', effect: '-7960', date: today },
    ]);
  });

  it("the catalogue feed: from 0 everything the till prices with; after a price change, from the previous position that product alone; paged", async () => {
    const customer = await ok('POST', '/customers', { code: 'C1', name: 'Vecina', priceType: 'wholesale' });
    const rice = await ok('POST', '/products', { code: 'ARR', name: 'Arroz', barcode: '7802', prices: { unit: { retail: '1250' } }, packings: { box: { size: '10', barcode: '97802' } }, cost: '700' });
    const first = (await till('GET', `/catalogue?since=0&waitFor=${rice.globalPosition}`)).body.data;
    expect(first.more).toBe(false);
    expect(first.products.map((p: any) => [p.code, p.prices.unit.retail, p.packings.box, p.barcodes.map((b: any) => `${b.barcode}:${b.unit}`).join(' ')]).sort()).toEqual([
      ['ARR', '1250', '10', '7802:unit 97802:box'],
      ['JAB', '2100', null, '7801:unit'],
    ]);
    expect(first.products[0].cost).toBeUndefined();
    expect(first.customers.map((c: any) => [c.code, c.priceType, c.status])).toEqual([['C1', 'wholesale', 'active']]);
    expect(first.payMethods.map((m: any) => [m.name, m.kind, m.currencies])).toEqual([['Efectivo', 'cash', ['CLP']]]);
    expect(first.settings).toEqual({ currency: 'CLP', baseCurrency: 'CLP', rate: '1', priceDecimal: 0, maxDiscount: '10' });
    expect(customer.id).toBeTruthy();

    // Rice goes up to 1,300: from the previous position only rice comes, nothing else.
    const change = await ok('PUT', '/products/prices', { items: [{ productId: rice.id, prices: { unit: { retail: '1300' } } }] });
    const next = (await till('GET', `/catalogue?since=${first.position}&waitFor=${change.globalPosition}`)).body.data;
    expect([next.products.map((p: any) => [p.code, p.prices.unit.retail]), next.customers, next.payMethods, next.settings, next.more]).toEqual([[['ARR', '1300']], [], [], null, false]);
    expect(BigInt(next.position)).toBeGreaterThan(BigInt(first.position));
    const none = (await till('GET', `/catalogue?since=${next.position}`)).body.data;
    expect([none.products.length, none.position]).toEqual([0, next.position]);

    // Pages of one entry: walking them gives every entry once.
    const seen: string[] = [];
    for (let since = '0', more = true; more; ) {
      const page = (await till('GET', `/catalogue?since=${since}&limit=1`)).body.data;
      seen.push(...page.products.map((p: any) => p.code), ...page.customers.map((c: any) => c.code), ...page.payMethods.map((m: any) => m.name));
      since = page.position;
      more = page.more;
    }
    expect(seen.sort()).toEqual(['ARR', 'C1', 'Efectivo', 'JAB']);
    // A product whose change was applied before rm.products held it (no body kept) is read live, as it is now.
    await api.platform.db.query(`update rm.pos_till_changes set body = null where kind = 'product' and id = $1`, [rice.id]);
    const again = (await till('GET', '/catalogue?since=0')).body.data;
    expect(again.products.map((p: any) => [p.code, p.prices.unit.retail, p.barcodes.length]).sort()).toEqual([['ARR', '1300', 2], ['JAB', '2100', 1]]);
    // Only a device reads it.
    expect((await api.call('GET', '/be/api/pos/till/catalogue', { token: root })).status).toBe(401);
  });

  it("a queued sale names the cashier who rang it up: Ana's sale sent after she signed out, under Bea's session, is Ana's; a session that does not check out is refused, nothing appended", async () => {
    // Soap is below zero since the late line: the sales below go through with the stock shown negative.
    await ok('PUT', '/system-setting/settings', { settings: { NegativeStockPolicy: 'warn' } });
    const bea = (await ok('POST', '/employees', { username: 'bea', password: 'password-1', name: 'Bea Cajera' })).id;
    await ok('PUT', `/pos/cashiers/${bea}`, { allowed: true, pin: '1357' });
    // Ana signs in again and opens a session; she rings up a sale the till queues (offline), then signs out.
    const anaPin = await signIn(anaId, '2468');
    const open = await as(anaPin)('POST', '/cash-session', { commandId: randomUUID(), float: [{ currency: 'CLP', amount: '10000' }] });
    expect(open.status).toBe(201);
    const queued = { ...soapSale('1', '2100', new Date().toISOString()), sessionId: open.body.data.id, cashierSession: anaPin };
    expect((await as(anaPin)('POST', '/sign-out')).status).toBe(200);
    // Bea signs in; the queue sends Ana's sale under Bea's session: the sale is Ana's.
    const beaPin = await signIn(bea, '1357');
    const sent = await as(beaPin)('POST', '/sales', queued);
    expect(sent.status).toBe(201);
    const recorded = await api.platform.db.query<{ who: string; cashier: string }>(
      `select metadata->>'userId' as who, data->>'cashierId' as cashier from es.events where stream_id = $1 and type = 'PosSaleRecorded'`,
      [`pos-sale-${queued.saleId}`],
    );
    expect(recorded.rows).toEqual([{ who: anaId, cashier: anaId }]);
    expect((await as(beaPin)('GET', `/sales/${queued.saleId}`)).body.data.cashierName).toBe('Ana Cajera');
    // Sent again (the first answer was lost): the same sale, once.
    const n = await countEvents();
    const again = await as(beaPin)('POST', '/sales', queued);
    expect({ status: again.status, duplicate: again.body.data?.duplicate }).toEqual({ status: 201, duplicate: true });

    // A forged session, and Bea's own session claimed for a sale rung up before she signed in: 400, nothing appended.
    const forged = await as(beaPin)('POST', '/sales', { ...soapSale('1', '2100', new Date().toISOString()), cashierSession: 'forged-token' });
    expect({ status: forged.status, reason: forged.body.error?.reason }).toEqual({ status: 400, reason: 'cashier_session_invalid' });
    const before = await as(beaPin)('POST', '/sales', { ...soapSale('1', '2100', new Date(Date.now() - 3 * 3_600_000).toISOString()), cashierSession: beaPin });
    expect({ status: before.status, reason: before.body.error?.reason }).toEqual({ status: 400, reason: 'cashier_session_invalid' });
    expect(await countEvents()).toBe(n);
  });

  it("receipt numbers: the device's series T1 and its sequence, kept, found by the sale list's search and in the period export; a number taken on the register is 409, another device's series 400, nothing appended", async () => {
    const ana = as(await signIn(anaId, '2468'));
    const t = (await ana('GET', '')).body.data;
    expect([t.receiptSeries, t.lastReceiptSequence]).toEqual(['T1', 0]);
    const first = { ...soapSale('1', '2100', new Date().toISOString()), sessionId: undefined, receiptNo: 'T1-000001' };
    expect((await ana('POST', '/sales', first)).status).toBe(201);
    // The same sale sent again keeps its number; another sale with that number is refused.
    expect((await ana('POST', '/sales', first)).body.data.duplicate).toBe(true);
    const n = await countEvents();
    const taken = await ana('POST', '/sales', { ...first, saleId: randomUUID() });
    expect({ status: taken.status, reason: taken.body.error?.reason }).toEqual({ status: 409, reason: 'receipt_number_taken' });
    const foreign = await ana('POST', '/sales', { ...first, saleId: randomUUID(), receiptNo: 'T9-000001' });
    expect({ status: foreign.status, reason: foreign.body.error?.reason }).toEqual({ status: 400, reason: 'receipt_number_series' });
    const malformed = await ana('POST', '/sales', { ...first, saleId: randomUUID(), receiptNo: 'one' });
    expect(malformed.status).toBe(400);
    expect(await countEvents()).toBe(n);

    // A till whose storage was wiped goes on after the last number recorded.
    expect((await ana('GET', '')).body.data.lastReceiptSequence).toBe(1);
    expect((await ana('GET', `/sales/${first.saleId}`)).body.data.receiptNo).toBe('T1-000001');
    const found = (await ana('GET', '/sales?search=t1-0000')).body.data;
    expect(found.sales.map((x: any) => [x.id, x.receiptNo])).toEqual([[first.saleId, 'T1-000001']]);
    expect((await ana('GET', '/sales?search=000002')).body.data.count).toBe(0);
    const today = businessDayOf(new Date(), -3);
    const exported = await ok('GET', `/pos/sales-export?from=${today}&to=${today}`);
    expect(exported.rows.filter((r: any) => r.saleId === first.saleId).map((r: any) => r.receiptNo)).toEqual(['T1-000001']);
  });

  it("a discount over the limit: a till supervisor's PIN approves up to 25% for Ana's next sale; the sale names who approved up to what; no approval, a wrong PIN, a non-supervisor, a reused approval are refused", async () => {
    const sara = (await ok('POST', '/employees', { username: 'sara', password: 'password-1', name: 'Sara Supervisora' })).id;
    await ok('PUT', `/pos/cashiers/${sara}`, { supervisor: true, pin: '9753' });
    expect((await ok('GET', '/pos/cashiers')).cashiers.find((c: any) => c.employeeId === sara)).toMatchObject({ supervisor: true, allowed: false });
    const ana = as(await signIn(anaId, '2468'));
    expect((await ana('GET', '')).body.data.supervisors.map((x: any) => x.name)).toEqual(['Sara Supervisora']);
    // 25% off soap at 2,100 = 1,575: over the limit of 10% without an approval.
    const discounted = () => ({ saleId: randomUUID(), soldAt: new Date().toISOString(), lines: [{ scan: '7801', quantity: '1', discount: '25' }], payments: [{ payMethodId: cashId, amount: '1575' }] });
    const n = await countEvents();
    const plain = await ana('POST', '/sales', discounted());
    expect({ status: plain.status, reason: plain.body.error?.reason }).toEqual({ status: 400, reason: 'discount_over_limit' });
    expect(await countEvents()).toBe(n);
    // A wrong PIN, and an employee who is no supervisor: refused.
    const wrong = await ana('POST', '/discount-approvals', { approvalId: randomUUID(), supervisorId: sara, pin: '1111', maxDiscount: '25' });
    expect({ status: wrong.status, reason: wrong.body.error?.reason }).toEqual({ status: 400, reason: 'supervisor_pin_wrong' });
    const notSupervisor = await ana('POST', '/discount-approvals', { approvalId: randomUUID(), supervisorId: anaId, pin: '2468', maxDiscount: '25' });
    expect({ status: notSupervisor.status, reason: notSupervisor.body.error?.reason }).toEqual({ status: 403, reason: 'supervisor_not_allowed' });
    // Sara's PIN: approved, and the sale goes through with the approval on it.
    const approvalId = randomUUID();
    const approved = await ana('POST', '/discount-approvals', { approvalId, supervisorId: sara, pin: '9753', maxDiscount: '25' });
    expect(approved.status).toBe(201);
    expect(approved.body.data).toMatchObject({ approvalId, supervisorId: sara, supervisorName: 'Sara Supervisora', maxDiscount: '25' });
    const sale = { ...discounted(), discountApprovalId: approvalId };
    expect((await ana('POST', '/sales', sale)).status).toBe(201);
    const events = await api.platform.db.query<{ type: string; who: string; data: any }>(
      `select type, metadata->>'userId' as who, data from es.events where stream_id in ($1, $2) and type in ('PosSaleRecorded', 'DiscountApproved') order by global_position`,
      [`pos-sale-${sale.saleId}`, `pos-cashier-${sara}`],
    );
    expect(events.rows.map((e) => [e.type, e.who, e.data.cashierId, e.data.maxDiscount ?? e.data.discountApproval?.maxDiscount, e.data.discountApproval?.supervisorId ?? e.data.employeeId])).toEqual([
      ['DiscountApproved', sara, anaId, '25', sara],
      ['PosSaleRecorded', anaId, anaId, '25', sara],
    ]);
    expect(events.rows[1]!.data.total).toBe('1575');
    // One approval, one sale; an approval that was never given is refused.
    const m = await countEvents();
    const again = await ana('POST', '/sales', { ...discounted(), discountApprovalId: approvalId });
    expect({ status: again.status, reason: again.body.error?.reason }).toEqual({ status: 409, reason: 'discount_approval_used' });
    const forged = await ana('POST', '/sales', { ...discounted(), discountApprovalId: randomUUID() });
    expect({ status: forged.status, reason: forged.body.error?.reason }).toEqual({ status: 400, reason: 'discount_approval_invalid' });
    expect(await countEvents()).toBe(m);
  });
});

