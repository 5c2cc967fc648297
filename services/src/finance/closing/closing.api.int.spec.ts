import { randomUUID } from 'node:crypto';
import { addDays, businessDayOf, dayStart } from '@tradedesk/contracts/platform/company-time';
import { readCompanySetting } from '@tradedesk/projections/settings/company-settings/company-settings.query';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';
import { apiCalls } from '../../identity/testing/api-calls.js';

/**
 * Day and month closing over real HTTP on PostgreSQL: a closed day freezes each account's totals
 * (they match the balances), refuses backdated entries with 409 period_closed and appends nothing;
 * Admin cannot reopen (403), Root reopens with a reason and the entry then passes; closing again
 * freezes new totals; bad input, a retried command and a race of two closes.
 */
describe('finance closing API', () => {
  let api: ApiHarness;
  let root: string;
  let admin: string;
  let dayClerk: string;
  let cash: string;
  let sales: string;
  let rent: string;
  let today: string;
  let yesterday: string;
  let offset = 0;

  const { call, ok, read, countEvents, noteWrite } = apiCalls(() => api, () => root);
  const refused = async (method: string, path: string, body: unknown, token = root) => {
    const before = await countEvents();
    const r = await call(method, path, body, token);
    expect(await countEvents()).toBe(before);
    return { status: r.status, reason: r.body.error?.reason as string | undefined, message: r.body.error?.message as string };
  };
  const entry = (over: Record<string, unknown> = {}) => ({ entry: { direction: 'income', accountId: cash, classId: sales, amount: '40', date: yesterday, ...over } });
  const balanceOfCash = async () => ((await read('/finance/accounts')).accounts as { id: string; balance: string }[]).find((a) => a.id === cash)!.balance;

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../../system/daemon-host.js');
    api.app.get(DaemonHost).start(100);
    root = await api.login('root', ROOT_PASSWORD);
    const pos = (await ok('POST', '/positions', { name: 'Day closing', pagePrivileges: { ReportDayKnot: 'Accessable', ReportDayKnotList: 'Accessable' } })).id;
    await ok('POST', '/employees', { username: 'ana', password: 'password-1', name: 'Ana', roles: ['Admin'] });
    await ok('POST', '/employees', { username: 'dora', password: 'password-1', name: 'Dora', positionIds: [pos] });
    admin = await api.login('ana', 'password-1');
    dayClerk = await api.login('dora', 'password-1');
    offset = await readCompanySetting(api.platform.db, 'SystemTimeZone');
    today = businessDayOf(new Date(), offset);
    yesterday = addDays(today, -1);
    cash = (await ok('POST', '/finance/accounts', { kind: 'cash', name: 'Caja', currency: 'USD', openingBalance: '100' })).id;
    sales = (await ok('POST', '/finance/classes', { direction: 'income', name: 'Ventas' })).id;
    rent = (await ok('POST', '/finance/classes', { direction: 'expense', name: 'Gastos' })).id;
    await ok('POST', '/finance/entries', entry({ amount: '7', date: addDays(today, -2) }));
    await ok('POST', '/finance/entries', entry());
    await ok('POST', '/finance/entries', entry({ direction: 'expense', classId: rent, amount: '15.50' }));
  });
  afterAll(() => api?.close());

  it("shows a day's totals before it is closed, and freezes them on close: they match the balance", async () => {
    const open = await read(`/finance/closings/days/${yesterday}`, dayClerk);
    expect(open).toMatchObject({ kind: 'day', period: yesterday, frozen: false, closing: null });
    expect(open.totals).toEqual([{ accountId: cash, accountName: 'Caja', currency: 'USD', opening: '107', income: '40', expense: '15.5', closing: '131.5' }]);

    await ok('POST', '/finance/closings/days', { day: yesterday }, dayClerk);
    const closed = await read(`/finance/closings/days/${yesterday}`, dayClerk);
    expect(closed).toMatchObject({ frozen: true, totals: open.totals, closing: { closed: true, closings: 1, closedBy: 'dora', reopenedAt: null } });
    expect(closed.totals[0].closing).toBe(await balanceOfCash());
  });

  it('refuses a backdated entry, a batch row and a reversal in the closed day: 409 period_closed naming the day, nothing appended', async () => {
    const one = await refused('POST', '/finance/entries', entry({ amount: '5' }));
    expect(one).toMatchObject({ status: 409, reason: 'period_closed' });
    expect(one.message).toContain(yesterday);
    const batch = await refused('POST', '/finance/entries/batch', { entries: [entry({ date: today }).entry, entry().entry] });
    expect(batch).toMatchObject({ status: 409, reason: 'period_closed' });
    expect(batch.message).toMatch(/^Row 2: /);
    const e = (await ok('POST', '/finance/entries', entry({ date: addDays(today, -3), amount: '1' }))).id;
    expect(await refused('POST', `/finance/entries/${e}/reverse`, { reason: 'typo', date: yesterday })).toMatchObject({ status: 409, reason: 'period_closed' });
    await ok('POST', `/finance/entries/${e}/reverse`, { reason: 'typo' });
  });

  it("refuses a supplier payment dated in the closed day, and takes it dated today", async () => {
    const supplier = (await ok('POST', '/suppliers', { code: 'CIERRE', name: 'Proveedor cierre', currency: 'USD' })).id;
    const payment = { kind: 'payment', currency: 'USD', amount: '20', method: 'cash' };
    const r = await refused('POST', `/supplier-accounts/${supplier}/entries`, { ...payment, date: yesterday });
    expect(r).toMatchObject({ status: 409, reason: 'period_closed' });
    expect(r.message).toContain(yesterday);
    await ok('POST', `/supplier-accounts/${supplier}/entries`, { ...payment, date: today });
  });

  it('refuses goods received on the closed day (company time), and receives them today', async () => {
    const product = (await ok('POST', '/products', { code: 'CIERRE-1', name: 'Producto cierre' })).id;
    const warehouse = (await ok('POST', '/warehouses', { code: 'CIERRE', name: 'Bodega cierre' })).id;
    const supplier = (await ok('POST', '/suppliers', { code: 'CIERRE-PO', name: 'Proveedor compras', currency: 'USD' })).id;
    const draft = await ok('POST', '/purchase/orders', { supplierId: supplier, warehouseId: warehouse, currency: 'USD', lines: [{ productId: product, unit: 'unit', quantity: '10', unitPrice: '2' }] });
    const committed = await ok('POST', `/purchase/orders/${draft.id}/commit`, { version: draft.version, rate: '950' });
    const noonYesterday = new Date(dayStart(yesterday, offset).getTime() + 12 * 3_600_000).toISOString();
    const receipt = { version: committed.version, warehouseId: warehouse, rate: '950', lines: [{ orderLine: 1, quantity: '4' }] };
    const r = await refused('POST', `/purchase/orders/${draft.id}/receipts`, { ...receipt, receivedAt: noonYesterday });
    expect(r).toMatchObject({ status: 409, reason: 'period_closed' });
    expect(r.message).toContain(yesterday);
    await ok('POST', `/purchase/orders/${draft.id}/receipts`, receipt);
  });

  it('closes only a past day, and a day once', async () => {
    expect(await refused('POST', '/finance/closings/days', { day: today })).toMatchObject({ status: 400, reason: 'period_not_past' });
    expect(await refused('POST', '/finance/closings/days', { day: yesterday })).toMatchObject({ status: 409, reason: 'period_already_closed' });
    expect(await refused('POST', '/finance/closings/days', { day: '2026-02-30' })).toMatchObject({ status: 400 });
    expect(await refused('POST', '/finance/closings/days', { day: yesterday, extra: 1 })).toMatchObject({ status: 400 });
  });

  it('Admin and a page privilege cannot reopen (403); Root reopens with a reason and the entry then passes', async () => {
    expect(await refused('POST', `/finance/closings/days/${yesterday}/reopen`, { reason: 'late receipt' }, admin)).toMatchObject({ status: 403 });
    expect(await refused('POST', `/finance/closings/days/${yesterday}/reopen`, { reason: 'late receipt' }, dayClerk)).toMatchObject({ status: 403 });
    expect(await refused('POST', `/finance/closings/days/${yesterday}/reopen`, { reason: ' ' })).toMatchObject({ status: 400 });
    expect(await refused('POST', '/finance/closings/days/not-a-day/reopen', { reason: 'x' })).toMatchObject({ status: 400, reason: 'invalid_period' });
    await ok('POST', `/finance/closings/days/${yesterday}/reopen`, { reason: 'late receipt' });
    await ok('POST', '/finance/entries', entry({ amount: '5' }));
    const reopened = await read(`/finance/closings/days/${yesterday}`);
    expect(reopened).toMatchObject({ frozen: false, closing: { closed: false, reopenReason: 'late receipt', reopenedBy: 'root' } });
    // The entry of 1 dated three days ago now counts in the opening; its reversal is dated today.
    expect(reopened.totals[0]).toMatchObject({ opening: '108', income: '45', closing: '137.5' });
  });

  it('closing again freezes the new totals; the list and the history show every close and reopening', async () => {
    await ok('POST', '/finance/closings/days', { day: yesterday }, admin);
    const again = await read(`/finance/closings/days/${yesterday}`);
    expect(again).toMatchObject({ frozen: true, closing: { closed: true, closings: 2, closedBy: 'ana' } });
    expect(again.totals[0]).toMatchObject({ opening: '108', income: '45', expense: '15.5', closing: '137.5' });
    // After the closed day, today: the reversal of 1 and the supplier's cash payment of 20 (it left
    // the first cash box, docs/finance-payments.md): the balance now is the frozen closing minus both.
    expect(await balanceOfCash()).toBe('116.5');
    const list = await read('/finance/closings/days', dayClerk);
    expect(list.total).toBe(1);
    expect(list.closings[0]).toMatchObject({ period: yesterday, closed: true, closings: 2 });
    expect((await read('/finance/closings/days?status=reopened')).total).toBe(0);
    const history = await read(`/finance/closings/days/${yesterday}/history`, dayClerk);
    expect(history.events.map((e: { type: string; username: string }) => [e.type, e.username])).toEqual([
      ['DayClosed', 'dora'],
      ['DayReopened', 'root'],
      ['DayClosed', 'ana'],
    ]);
    expect(history.events[1].data).toEqual({ day: yesterday, reason: 'late receipt' });
  });

  it('a closed month refuses entries dated in it until Root reopens it; the current month cannot be closed', async () => {
    const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
    expect(await refused('POST', '/finance/closings/months', { month: today.slice(0, 7) })).toMatchObject({ status: 400, reason: 'period_not_past' });
    expect(await refused('POST', '/finance/closings/months', { month: lastMonth }, dayClerk)).toMatchObject({ status: 403 });
    await ok('POST', '/finance/entries', entry({ amount: '3', date: `${lastMonth}-10` }));
    await ok('POST', '/finance/closings/months', { month: lastMonth }, admin);
    const m = await read(`/finance/closings/months/${lastMonth}`);
    expect(m).toMatchObject({ frozen: true, closing: { closed: true } });
    expect(m.totals).toEqual([{ accountId: cash, accountName: 'Caja', currency: 'USD', opening: '100', income: '3', expense: '0', closing: '103' }]);
    const r = await refused('POST', '/finance/entries', entry({ date: `${lastMonth}-15` }));
    expect(r).toMatchObject({ status: 409, reason: 'period_closed' });
    expect(r.message).toContain(lastMonth);
    expect(await refused('POST', `/finance/closings/months/${lastMonth}/reopen`, { reason: 'x' }, admin)).toMatchObject({ status: 403 });
    await ok('POST', `/finance/closings/months/${lastMonth}/reopen`, { reason: 'supplier invoice' });
    await ok('POST', '/finance/entries', entry({ date: `${lastMonth}-15` }));
    expect((await read('/finance/closings/months')).closings[0]).toMatchObject({ period: lastMonth, closed: false, reopenReason: 'supplier invoice' });
  });

  it('a retried close is applied once; two closes of one day at once give one winner and one 409', async () => {
    const day = addDays(today, -5);
    const commandId = randomUUID();
    const first = await ok('POST', '/finance/closings/days', { commandId, day });
    const before = await countEvents();
    const retry = await ok('POST', '/finance/closings/days', { commandId, day });
    expect(await countEvents()).toBe(before);
    expect(retry.globalPosition).toBe(first.globalPosition);

    const raced = addDays(today, -6);
    const both = await Promise.all([call('POST', '/finance/closings/days', { day: raced }), call('POST', '/finance/closings/days', { day: raced }, admin)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});

describe('finance closing API while the ledger is behind', () => {
  let api: ApiHarness;
  afterAll(() => api?.close());

  it('answers 503 ledger_behind and appends nothing until the ledger has caught up, then closes', async () => {
    api = await startApi();
    const root = await api.login('root', ROOT_PASSWORD);
    const day = addDays(businessDayOf(new Date(), await readCompanySetting(api.platform.db, 'SystemTimeZone')), -1);
    const account = await api.call('POST', '/be/api/finance/accounts', { token: root, body: { kind: 'cash', name: 'Caja', currency: 'USD', openingBalance: '10' } });
    expect(account.status).toBe(201);
    // No projection daemon runs yet: the ledger has not applied the account's opening.
    const count = async () => Number((await api.platform.db.query<{ n: string }>(`select count(*)::text as n from es.events`)).rows[0].n);
    const before = await count();
    const behind = await api.call('POST', '/be/api/finance/closings/days', { token: root, body: { day } });
    expect({ status: behind.status, reason: behind.body.error?.reason }).toEqual({ status: 503, reason: 'ledger_behind' });
    expect(await count()).toBe(before);

    const { DaemonHost } = await import('../../system/daemon-host.js');
    api.app.get(DaemonHost).start(100);
    const closed = await api.call('POST', '/be/api/finance/closings/days', { token: root, body: { day } });
    expect(closed.status).toBe(201);
    const view = await api.call('GET', `/be/api/finance/closings/days/${day}`, { token: root });
    expect(view.body.data).toMatchObject({ frozen: true, closing: { closed: true } });
  });
});
