import { randomUUID } from 'node:crypto';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';
import { apiCalls } from '../../identity/testing/api-calls.js';

/**
 * Cash in / out queued on an offline till (docs/pos.md "Offline"): the till sends it later, naming
 * its session and the time it happened; the server records it once (a retry with the same id is
 * the same movement) at its original time; one that waited until after the close is refused, and
 * so is one naming a session of no register. Float 10,000 CLP.
 */
describe('point of sale API: cash moved on an offline till', () => {
  let api: ApiHarness;
  let root: string;
  let cashId: string;
  let sessionId: string;
  let device: string;
  let pin: string;
  const { ok, countEvents } = apiCalls(() => api, () => root);
  const till = (method: string, path: string, body?: unknown) => api.call(method, `/be/api/pos/till${path}`, { body, headers: { 'X-Pos-Device': device, 'X-Pos-Session': pin } });
  const x = async () => (await till('GET', '/session')).body.data.cashSession;

  beforeAll(async () => {
    api = await startApi();
    root = await api.login('root', ROOT_PASSWORD);
    await ok('PUT', '/system-setting/settings', { settings: { BaseCurrencyID: 'CLP', PriceDecimal: 0, SystemTimeZone: -3 } });
    const warehouseId = (await ok('POST', '/warehouses', { code: 'T1', name: 'Tienda Centro' })).id;
    const caja = (await ok('POST', '/finance/accounts', { kind: 'cash', name: 'Caja POS', currency: 'CLP' })).id;
    cashId = (await ok('POST', '/setting/pay-method', { name: 'Efectivo', kind: 'cash', accounts: [{ currency: 'CLP', accountId: caja }], position: 1 })).id;
    const registerId = (await ok('POST', '/pos/registers', { name: 'Caja 1', warehouseId, currency: 'CLP' })).id;
    const ana = (await ok('POST', '/employees', { username: 'ana', password: 'password-1', name: 'Ana Cajera' })).id;
    await ok('PUT', `/pos/cashiers/${ana}`, { allowed: true, pin: '2468' });
    device = ((await ok('POST', '/pos/devices', { registerId, name: 'Mostrador' })) as { deviceToken: string }).deviceToken;
    pin = (await api.call('POST', '/be/api/pos/till/sign-in', { body: { employeeId: ana, pin: '2468' }, headers: { 'X-Pos-Device': device } })).body.data.sessionToken;
    sessionId = (await till('POST', '/cash-session', { commandId: randomUUID(), float: [{ currency: 'CLP', amount: '10000' }] })).body.data.id;
  }, 120_000);
  afterAll(() => api?.close());

  it('a cash out queued offline arrives late: recorded once at the time it happened, in the drawer the X report and the close expect', async () => {
    const movedAt = new Date(Date.now() - 20 * 60_000).toISOString();
    const queued = { commandId: randomUUID(), direction: 'out', currency: 'CLP', amount: '2500', reason: 'flete', sessionId, movedAt };
    // Online meanwhile: 1,000 in now.
    expect((await till('POST', '/cash-session/moves', { commandId: randomUUID(), direction: 'in', currency: 'CLP', amount: '1000', reason: 'sencillo' })).status).toBe(201);

    const first = await till('POST', '/cash-session/moves', queued);
    expect({ status: first.status, id: first.body.data?.id, duplicate: first.body.data?.duplicate }).toEqual({ status: 201, id: queued.commandId, duplicate: false });
    const n = await countEvents();
    // The answer was lost: the till sends it again, and again.
    for (let i = 0; i < 2; i++) {
      const again = await till('POST', '/cash-session/moves', queued);
      expect({ status: again.status, id: again.body.data?.id, duplicate: again.body.data?.duplicate }).toEqual({ status: 201, id: queued.commandId, duplicate: true });
    }
    expect(await countEvents()).toBe(n);

    // The X report lists it once, at its own time (before the later cash in), and the drawer counts it once: 10,000 + 1,000 - 2,500.
    const report = await x();
    expect(report.movements.map((m: any) => [m.direction, m.amount, m.reason, m.at])).toEqual([
      ['out', '2500', 'flete', movedAt],
      ['in', '1000', 'sencillo', expect.any(String)],
    ]);
    expect(report.lines.filter((l: any) => l.payMethodId === cashId).map((l: any) => [l.currency, l.expected])).toEqual([['CLP', '8500']]);
  });

  it('a movement naming a session of no register, or one that waited until after the close, is refused and appends nothing', async () => {
    const n = await countEvents();
    const ghost = await till('POST', '/cash-session/moves', { commandId: randomUUID(), direction: 'in', currency: 'CLP', amount: '100', reason: 'x', sessionId: randomUUID(), movedAt: new Date().toISOString() });
    expect({ status: ghost.status, reason: ghost.body.error?.reason }).toEqual({ status: 404, reason: 'cash_session_not_found' });
    expect(await countEvents()).toBe(n);

    const closed = await till('POST', '/cash-session/close', { commandId: randomUUID(), counted: [{ payMethodId: cashId, currency: 'CLP', amount: '8500' }] });
    expect(closed.status).toBe(200);
    const m = await countEvents();
    const late = await till('POST', '/cash-session/moves', { commandId: randomUUID(), direction: 'out', currency: 'CLP', amount: '100', reason: 'propina', sessionId, movedAt: new Date(Date.now() - 60_000).toISOString() });
    expect({ status: late.status, reason: late.body.error?.reason }).toEqual({ status: 409, reason: 'cash_session_closed' });
    expect(await countEvents()).toBe(m);
    // The Z report keeps the close's figures.
    const z = (await till('GET', `/cash-sessions/${sessionId}/report`)).body.data;
    expect(z.lines.map((l: any) => [l.expected, l.counted, l.difference])).toEqual([['8500', '8500', '0']]);
  });
});
