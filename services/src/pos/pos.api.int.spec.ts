import { randomUUID } from 'node:crypto';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../identity/testing/api-harness.js';
import { apiCalls } from '../identity/testing/api-calls.js';

/**
 * The till's foundation over real HTTP on PostgreSQL: payment methods as data, a register, a
 * browser authorised as its device and revoked, cashier PINs with the lock after 5 wrong ones, a
 * cash session opened with a float, cash out, closed with a difference worked out by hand, the
 * one-open-session race, a retried command applied once, and bad input that appends nothing.
 */
describe('point of sale API: devices, cashiers, cash sessions', () => {
  let api: ApiHarness;
  let root: string;
  let warehouseId: string;
  let registerId: string;
  let cashId: string;
  let cardId: string;
  let ana: string;
  let device: string;
  const { call, ok, read, countEvents } = apiCalls(() => api, () => root);

  /** A till call: the device token, and the PIN session token once a cashier signed in. */
  const till = (method: string, path: string, opts: { device?: string; session?: string; body?: unknown } = {}) =>
    api.call(method, `/be/api/pos/till${path}`, {
      body: opts.body,
      headers: { ...(opts.device ? { 'X-Pos-Device': opts.device } : {}), ...(opts.session ? { 'X-Pos-Session': opts.session } : {}) },
    });
  const pinSignIn = async (employeeId: string, pin: string, dev = device) => till('POST', '/sign-in', { device: dev, body: { employeeId, pin } });
  const authorize = async (name: string, reg = registerId) => (await ok('POST', '/pos/devices', { registerId: reg, name })) as { deviceId: string; deviceToken: string };

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../system/daemon-host.js');
    api.app.get(DaemonHost).start(100);
    root = await api.login('root', ROOT_PASSWORD);
    warehouseId = (await ok('POST', '/warehouses', { code: 'T1', name: 'Tienda Centro' })).id;
    ana = (await ok('POST', '/employees', { username: 'ana', password: 'password-1', name: 'Ana Cajera' })).id;
  });
  afterAll(() => api?.close());

  it('payment methods are data: added with an account per currency, in till order, renamed and deactivated, never deleted', async () => {
    const caja = (await ok('POST', '/finance/accounts', { kind: 'cash', name: 'Caja POS', currency: 'CLP' })).id;
    const banco = (await ok('POST', '/finance/accounts', { kind: 'bank', name: 'Banco tarjetas', currency: 'CLP', bankName: 'BCI' })).id;
    const usd = (await ok('POST', '/finance/accounts', { kind: 'cash', name: 'Caja USD', currency: 'USD' })).id;
    cardId = (await ok('POST', '/setting/pay-method', { name: 'Tarjeta', kind: 'card', accounts: [{ currency: 'CLP', accountId: banco }], position: 2 })).id;
    cashId = (await ok('POST', '/setting/pay-method', { name: 'Efectivo', kind: 'cash', accounts: [{ currency: 'CLP', accountId: caja }, { currency: 'USD', accountId: usd }], position: 1 })).id;
    const before = await countEvents();
    const taken = await call('POST', '/setting/pay-method', { name: 'EFECTIVO', kind: 'cash' });
    expect({ status: taken.status, reason: taken.body.error?.reason }).toEqual({ status: 409, reason: 'pay_method_name_taken' });
    const wrongCurrency = await call('POST', '/setting/pay-method', { name: 'Dólares', kind: 'cash', accounts: [{ currency: 'USD', accountId: caja }] });
    expect({ status: wrongCurrency.status, reason: wrongCurrency.body.error?.reason }).toEqual({ status: 400, reason: 'pay_method_account_currency' });
    const unknownKind = await call('POST', '/setting/pay-method', { name: 'Cheque', kind: 'cheque' });
    expect(unknownKind.status).toBe(400);
    expect(await countEvents()).toBe(before);
    const voucher = (await ok('POST', '/setting/pay-method', { name: 'Vale', kind: 'voucher', position: 3 })).id;
    await ok('PUT', `/setting/pay-method/${voucher}`, { name: 'Vale regalo' });
    await ok('POST', `/setting/pay-method/${voucher}/disable`);
    const { payMethods } = await read('/setting/pay-method');
    expect(payMethods.map((m: any) => [m.name, m.kind, m.active, m.accounts.map((a: any) => `${a.currency}:${a.accountName}`).join(',')])).toEqual([
      ['Efectivo', 'cash', true, 'CLP:Caja POS,USD:Caja USD'],
      ['Tarjeta', 'card', true, 'CLP:Banco tarjetas'],
      ['Vale regalo', 'voucher', false, ''],
    ]);
    const history = await read(`/setting/pay-method/${voucher}/history`);
    expect(history.events.map((e: any) => e.type)).toEqual(['PayMethodAdded', 'PayMethodChanged', 'PayMethodDeactivated']);
  });

  it('a register names an existing warehouse; a browser authorised by an Admin gets a device token, kept only as a hash', async () => {
    const bad = await call('POST', '/pos/registers', { name: 'Caja 1', warehouseId: 'nope', currency: 'CLP' });
    expect({ status: bad.status, reason: bad.body.error?.reason }).toEqual({ status: 400, reason: 'warehouse_not_found' });
    registerId = (await ok('POST', '/pos/registers', { name: 'Caja 1', warehouseId, currency: 'CLP' })).id;
    const auth = await authorize('Mostrador');
    device = auth.deviceToken;
    expect(device.length).toBeGreaterThanOrEqual(40);
    const stored = await api.platform.db.query<{ data: string }>(`select data::text from es.events where type = 'PosDeviceAuthorized'`);
    expect(stored.rows[0]!.data).not.toContain(device);
    const t = await till('GET', '', { device });
    expect({ status: t.status, register: t.body.data.register.name, cashiers: t.body.data.cashiers }).toEqual({ status: 200, register: 'Caja 1', cashiers: [] });
    const { registers } = await read('/pos/registers');
    expect(registers.map((r: any) => [r.name, r.warehouseName, r.devices])).toEqual([['Caja 1', 'Tienda Centro', 1]]);
  });

  it('the till API takes a device token, never a user session (even Root): 401 pos_device_required', async () => {
    const asRoot = await api.call('GET', '/be/api/pos/till', { token: root });
    expect({ status: asRoot.status, reason: asRoot.body.error?.reason }).toEqual({ status: 401, reason: 'pos_device_required' });
    const forged = await till('GET', '', { device: 'made-up-token' });
    expect({ status: forged.status, reason: forged.body.error?.reason }).toEqual({ status: 401, reason: 'pos_device_required' });
    const noPin = await till('GET', '/session', { device });
    expect({ status: noPin.status, reason: noPin.body.error?.reason }).toEqual({ status: 401, reason: 'pos_session_required' });
  });

  it('a cashier signs in with the PIN an Admin set; 5 wrong PINs in a row lock them until a new PIN is set', async () => {
    const notAllowed = await pinSignIn(ana, '2468');
    expect({ status: notAllowed.status, reason: notAllowed.body.error?.reason }).toEqual({ status: 403, reason: 'cashier_not_allowed' });
    const shortPin = await call('PUT', `/pos/cashiers/${ana}`, { pin: '12' });
    expect(shortPin.status).toBe(400);
    await ok('PUT', `/pos/cashiers/${ana}`, { allowed: true, pin: '2468' });
    const pinEvent = await api.platform.db.query<{ data: string }>(`select data::text from es.events where type = 'CashierPinSet'`);
    expect(pinEvent.rows[0]!.data).not.toContain('"2468"');
    expect((await till('GET', '', { device })).body.data.cashiers).toEqual([{ employeeId: ana, name: 'Ana Cajera', locked: false }]);

    const lefts: unknown[] = [];
    for (let i = 0; i < 4; i++) {
      const wrong = await pinSignIn(ana, '1111');
      lefts.push([wrong.status, wrong.body.error?.reason, wrong.body.error?.params?.left]);
    }
    expect(lefts).toEqual([
      [401, 'pin_wrong', 4],
      [401, 'pin_wrong', 3],
      [401, 'pin_wrong', 2],
      [401, 'pin_wrong', 1],
    ]);
    const fifth = await pinSignIn(ana, '1111');
    expect({ status: fifth.status, reason: fifth.body.error?.reason }).toEqual({ status: 429, reason: 'cashier_locked' });
    // Locked: even the right PIN is refused, and the refused attempt is not recorded.
    const n = await countEvents();
    const right = await pinSignIn(ana, '2468');
    expect({ status: right.status, reason: right.body.error?.reason }).toEqual({ status: 429, reason: 'cashier_locked' });
    expect(await countEvents()).toBe(n);
    const { cashiers } = await read('/pos/cashiers');
    expect(cashiers.find((c: any) => c.employeeId === ana)).toMatchObject({ allowed: true, pinSet: true, failures: 5, locked: true });

    await ok('PUT', `/pos/cashiers/${ana}`, { pin: '1357' });
    const signed = await pinSignIn(ana, '1357');
    expect({ status: signed.status, name: signed.body.data?.name }).toEqual({ status: 200, name: 'Ana Cajera' });
    const s = await till('GET', '/session', { device, session: signed.body.data.sessionToken });
    expect({ status: s.status, name: s.body.data.name, methods: s.body.data.payMethods.map((m: any) => m.name), cash: s.body.data.cashSession }).toEqual({
      status: 200,
      name: 'Ana Cajera',
      methods: ['Efectivo', 'Tarjeta'],
      cash: null,
    });
    // The PIN session belongs to the device it was opened on; a user token does not stand in for it.
    const other = await authorize('Bodega');
    const elsewhere = await till('GET', '/session', { device: other.deviceToken, session: signed.body.data.sessionToken });
    expect({ status: elsewhere.status, reason: elsewhere.body.error?.reason }).toEqual({ status: 401, reason: 'pos_session_required' });
    await ok('POST', `/pos/devices/${other.deviceId}/revoke`, { reason: 'not a till' });
  });

  it('a cash session: float, cash out with a reason, close with a difference worked out by hand, in the cashbox log and its Z report', async () => {
    const session = (await pinSignIn(ana, '1357')).body.data.sessionToken as string;
    const cashier = (method: string, path: string, body?: unknown) => till(method, path, { device, session, body });

    const n = await countEvents();
    const bad = [
      await cashier('POST', '/cash-session', { commandId: randomUUID(), float: [] }),
      await cashier('POST', '/cash-session', { commandId: randomUUID(), float: [{ currency: 'CLP', amount: '-5' }] }),
      await cashier('POST', '/cash-session', { commandId: randomUUID(), float: [{ currency: 'CLP', amount: '100.5' }] }),
      await cashier('POST', '/cash-session', { commandId: randomUUID(), float: [{ currency: 'CLP', amount: '100' }], extra: 1 }),
      await cashier('POST', '/cash-session/moves', { commandId: randomUUID(), direction: 'out', currency: 'CLP', amount: '10', reason: 'x' }),
    ];
    expect(bad.map((r) => [r.status, r.body.error?.reason ?? r.body.error?.code])).toEqual([
      [400, 40001],
      [400, 40001],
      [400, 'amount_decimals'],
      [400, 40003],
      [404, 'cash_session_not_found'],
    ]);
    expect(await countEvents()).toBe(n);

    const openId = randomUUID();
    const opened = await cashier('POST', '/cash-session', { commandId: openId, float: [{ currency: 'CLP', amount: '50000' }, { currency: 'USD', amount: '20' }] });
    expect(opened.status).toBe(201);
    const retried = await cashier('POST', '/cash-session', { commandId: openId, float: [{ currency: 'CLP', amount: '50000' }, { currency: 'USD', amount: '20' }] });
    expect({ status: retried.status, id: retried.body.data.id, duplicate: retried.body.data.duplicate }).toEqual({ status: 201, id: openId, duplicate: true });
    const second = await cashier('POST', '/cash-session', { commandId: randomUUID(), float: [{ currency: 'CLP', amount: '1' }] });
    expect({ status: second.status, reason: second.body.error?.reason }).toEqual({ status: 409, reason: 'cash_session_exists' });

    const outId = randomUUID();
    const out = { commandId: outId, direction: 'out', currency: 'CLP', amount: '12500', reason: 'Pago flete' };
    expect((await cashier('POST', '/cash-session/moves', out)).status).toBe(201);
    const again = await cashier('POST', '/cash-session/moves', out);
    expect(again.body.data.duplicate).toBe(true);
    expect((await cashier('POST', '/cash-session/moves', { commandId: randomUUID(), direction: 'in', currency: 'CLP', amount: '3000', reason: 'Cambio del banco' })).status).toBe(201);
    const tooMuch = await cashier('POST', '/cash-session/moves', { commandId: randomUUID(), direction: 'out', currency: 'USD', amount: '25', reason: 'x' });
    expect({ status: tooMuch.status, reason: tooMuch.body.error?.reason }).toEqual({ status: 400, reason: 'not_enough_cash' });

    // X report: CLP 50000 - 12500 + 3000 = 40500; USD 20 untouched.
    const x = (await cashier('GET', '/session')).body.data.cashSession;
    expect(x.lines.map((l: any) => [l.payMethodName, l.currency, l.expected, l.counted])).toEqual([
      ['Efectivo', 'CLP', '40500', null],
      ['Efectivo', 'USD', '20', null],
    ]);

    const missing = await cashier('POST', '/cash-session/close', { commandId: randomUUID(), counted: [{ payMethodId: cashId, currency: 'CLP', amount: '40000' }] });
    expect({ status: missing.status, reason: missing.body.error?.reason }).toEqual({ status: 400, reason: 'count_missing' });
    // Counted 40000 CLP (500 short), 20 USD (even), 8000 on card slips (none expected before sales exist: 8000 over).
    const closeId = randomUUID();
    const close = {
      commandId: closeId,
      counted: [
        { payMethodId: cashId, currency: 'CLP', amount: '40000' },
        { payMethodId: cashId, currency: 'USD', amount: '20.00' },
        { payMethodId: cardId, currency: 'CLP', amount: '8000' },
      ],
      note: 'faltan 500',
    };
    const closed = await cashier('POST', '/cash-session/close', close);
    expect(closed.status).toBe(200);
    expect((await cashier('POST', '/cash-session/close', close)).body.data).toMatchObject({ id: openId, duplicate: true });
    const z = (await cashier('GET', `/cash-sessions/${openId}/report`)).body.data;
    expect({ status: z.status, lines: z.lines.map((l: any) => [l.payMethodName, l.currency, l.expected, l.counted, l.difference]), moves: z.movements.length }).toEqual({
      status: 'closed',
      lines: [
        ['Efectivo', 'CLP', '40500', '40000', '-500'],
        ['Efectivo', 'USD', '20', '20', '0'],
        ['Tarjeta', 'CLP', '0', '8000', '8000'],
      ],
      moves: 2,
    });
    const log = await read(`/pos/cash-sessions?registerId=${registerId}`);
    expect(log.sessions.map((s: any) => [s.status, s.openedByName, s.closedByName, s.movements, s.differences])).toEqual([
      ['closed', 'Ana Cajera', 'Ana Cajera', 2, [{ currency: 'CLP', amount: '7500' }, { currency: 'USD', amount: '0' }]],
    ]);
    const history = await read(`/pos/cash-sessions/${openId}/history`);
    expect(history.events.map((e: any) => e.type)).toEqual(['CashSessionOpened', 'CashSessionCashMoved', 'CashSessionCashMoved', 'CashSessionClosed', 'CashSessionPosted']);
    // No sales: what goes to the books is the drawer's 500 CLP short, not the card slips' 8000.
    expect(history.events[4].data.postings.map((p: any) => [p.payMethodId, p.currency, p.amount, p.kind])).toEqual([[cashId, 'CLP', '-500', 'difference']]);
    const afterClose = await cashier('POST', '/cash-session/moves', { commandId: randomUUID(), direction: 'in', currency: 'CLP', amount: '1', reason: 'x' });
    expect({ status: afterClose.status, reason: afterClose.body.error?.reason }).toEqual({ status: 404, reason: 'cash_session_not_found' });
  });

  it('two opens racing on one register: exactly one wins, the other answers 409', async () => {
    const session = (await pinSignIn(ana, '1357')).body.data.sessionToken as string;
    const open = () => till('POST', '/cash-session', { device, session, body: { commandId: randomUUID(), float: [{ currency: 'CLP', amount: '10000' }] } });
    const results = await Promise.all([open(), open(), open(), open()]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.error?.reason === 'cash_session_exists')).toBe(true);
    const opened = await api.platform.db.query<{ n: string }>(`select count(*)::text as n from rm.pos_cash_sessions where register_id = $1 and status = 'open'`, [registerId]);
    expect(opened.rows[0]!.n).toBe('1');
  });

  it('a revoked device is refused at once (403 pos_device_revoked), PIN session and all; the machine log tells the story', async () => {
    const session = (await pinSignIn(ana, '1357')).body.data.sessionToken as string;
    const { devices } = await read('/pos/devices');
    const mostrador = devices.find((d: any) => d.name === 'Mostrador');
    await ok('POST', `/pos/devices/${mostrador.id}/revoke`, { reason: 'equipo robado' });
    const refused = await till('GET', '/session', { device, session });
    expect({ status: refused.status, reason: refused.body.error?.reason }).toEqual({ status: 403, reason: 'pos_device_revoked' });
    const twice = await call('POST', `/pos/devices/${mostrador.id}/revoke`, { reason: 'again' });
    expect({ status: twice.status, reason: twice.body.error?.reason }).toEqual({ status: 409, reason: 'pos_device_revoked' });
    const { entries } = await read(`/pos/machine-log?deviceId=${mostrador.id}`);
    const kinds = entries.map((e: any) => e.kind).reverse();
    expect(kinds[0]).toBe('authorized');
    expect(kinds.at(-1)).toBe('revoked');
    expect(kinds.filter((k: string) => k === 'pin_refused')).toHaveLength(5);
    expect(kinds.filter((k: string) => k === 'signed_in')).toHaveLength(4);
    expect(entries[0]).toMatchObject({ kind: 'revoked', byName: 'Root', detail: 'equipo robado', registerName: 'Caja 1' });
  });
});
