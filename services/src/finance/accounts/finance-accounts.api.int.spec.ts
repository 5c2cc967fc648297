import { randomUUID } from 'node:crypto';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';
import { apiCalls } from '../../identity/testing/api-calls.js';

/**
 * Money accounts, classes and entries over real HTTP on PostgreSQL: what a cashier notices
 * (balances, totals, reversal, history, the balance at a past moment), bad input that appends
 * nothing, the reversal race, a retried command applied once, and who may call what.
 */
describe('finance accounts API', () => {
  let api: ApiHarness;
  let root: string;
  let cashier: string;
  let banker: string;
  let outsider: string;
  let caja: string;
  let banco: string;
  let sales: string;
  let rent: string;
  let rentShop: string;

  const { call, ok, read, countEvents, noteWrite } = apiCalls(() => api, () => root);
  const entry = (over: Record<string, unknown> = {}) => ({ direction: 'income', accountId: caja, classId: sales, amount: '1000', ...over });
  const balances = async (q = '') => Object.fromEntries(((await read(`/finance/accounts${q}`)).accounts as { name: string; balance: string }[]).map((a) => [a.name, a.balance]));

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../../system/daemon-host.js');
    api.app.get(DaemonHost).start(100);
    root = await api.login('root', ROOT_PASSWORD);
    const position = async (name: string, pages: string[]) => (await ok('POST', '/positions', { name, pagePrivileges: Object.fromEntries(pages.map((p) => [p, 'Accessable'])) })).id;
    const users: [string, string[]][] = [
      ['cashier', ['FinanceList', 'FinanceNew']],
      ['banker', ['Bank', 'BankNew']],
      ['outsider', ['ProductList']],
    ];
    for (const [username, pages] of users) await ok('POST', '/employees', { username, password: 'password-1', name: username, positionIds: [await position(`P ${username}`, pages)] });
    cashier = await api.login('cashier', 'password-1');
    banker = await api.login('banker', 'password-1');
    outsider = await api.login('outsider', 'password-1');
  });
  afterAll(() => api?.close());

  it('opens a cash box and a bank account, each in its currency with an opening balance; a name is taken once', async () => {
    caja = (await ok('POST', '/finance/accounts', { kind: 'cash', name: 'Caja tienda', currency: 'CLP', openingBalance: '50000' }, banker)).id;
    banco = (await ok('POST', '/finance/accounts', { kind: 'bank', name: 'Banco USD', currency: 'USD', openingBalance: '1200.50', bankName: 'BCI', accountNumber: '7781' }, banker)).id;
    const taken = await call('POST', '/finance/accounts', { kind: 'cash', name: 'caja TIENDA', currency: 'CLP' }, banker);
    expect({ status: taken.status, code: taken.body.error?.reason }).toEqual({ status: 409, code: 'money_account_name_taken' });
    expect(await balances()).toEqual({ 'Caja tienda': '50000', 'Banco USD': '1200.5' });
  });

  it('builds the class tree: an expense class under an expense class only', async () => {
    sales = (await ok('POST', '/finance/classes', { direction: 'income', name: 'Ventas' })).id;
    rent = (await ok('POST', '/finance/classes', { direction: 'expense', name: 'Arriendo' })).id;
    rentShop = (await ok('POST', '/finance/classes', { direction: 'expense', name: 'Local', parentId: rent })).id;
    const wrong = await call('POST', '/finance/classes', { direction: 'income', name: 'Otro', parentId: rent });
    expect({ status: wrong.status, code: wrong.body.error?.reason }).toEqual({ status: 400, code: 'class_direction_mismatch' });
    const { classes } = await read('/finance/classes');
    expect(classes.map((c: { path: string; depth: number }) => [c.path, c.depth])).toEqual([
      ['Ventas', 0],
      ['Arriendo', 0],
      ['Arriendo / Local', 1],
    ]);
  });

  it("income and expense move the account's balance; the list filters and totals them; a reversal undoes one and keeps its history", async () => {
    await ok('POST', '/finance/entries', { entry: entry({ amount: '30000', memo: 'ventas del día' }) }, cashier);
    const rentEntry = (await ok('POST', '/finance/entries', { entry: entry({ direction: 'expense', classId: rentShop, amount: '12000', memo: 'arriendo enero' }) }, cashier)).id;
    await ok('POST', '/finance/entries', { entry: entry({ direction: 'expense', accountId: banco, classId: rentShop, amount: '99.99' }) }, cashier);
    expect(await balances()).toEqual({ 'Caja tienda': '68000', 'Banco USD': '1100.51' });

    const list = await read('/finance/entries', cashier);
    expect(list.total).toBe(3);
    expect(list.totals).toEqual([
      { currency: 'CLP', income: '30000', expense: '12000', net: '18000' },
      { currency: 'USD', income: '0', expense: '99.99', net: '-99.99' },
    ]);
    // The parent class selects its children too.
    expect((await read(`/finance/entries?classId=${rent}&accountId=${caja}`, cashier)).entries.map((e: { memo: string }) => e.memo)).toEqual(['arriendo enero']);

    await ok('POST', `/finance/entries/${rentEntry}/reverse`, { reason: 'se pagó por banco' }, cashier);
    expect(await balances()).toEqual({ 'Caja tienda': '80000', 'Banco USD': '1100.51' });
    const after = await read('/finance/entries?status=reversed', cashier);
    expect(after.entries.map((e: { id: string; reversed: boolean; reversalReason: string }) => [e.id, e.reversed, e.reversalReason])).toEqual([[rentEntry, true, 'se pagó por banco']]);
    expect((await read('/finance/entries', cashier)).totals[0]).toEqual({ currency: 'CLP', income: '30000', expense: '0', net: '30000' });
    const history = await read(`/finance/entries/${rentEntry}/history`, cashier);
    expect(JSON.stringify(history)).toContain('FinanceEntryReversed');
    expect(JSON.stringify(history)).toContain('FinanceEntryPosted');
  });

  it('answers the balance as of a past moment', async () => {
    const before = (await read('/finance/accounts')).asOf as string;
    await new Promise((r) => setTimeout(r, 30));
    await ok('POST', '/finance/entries', { entry: entry({ amount: '5000' }) }, cashier);
    expect((await balances())['Caja tienda']).toBe('85000');
    expect((await balances(`?asOf=${encodeURIComponent(before)}`))['Caja tienda']).toBe('80000');
    // Before the accounts existed, there is none.
    expect(await balances(`?asOf=${encodeURIComponent('2020-01-01T00:00:00Z')}`)).toEqual({});
  });

  it('refuses bad input with 4xx and appends nothing', async () => {
    const n = await countEvents();
    const bad: [unknown, number, string][] = [
      [{ entry: entry({ amount: '12.5' }) }, 400, 'amount_decimals'],
      [{ entry: entry({ amount: 12 }) }, 400, 'invalid_body'],
      [{ entry: entry({ amount: '0' }) }, 400, 'invalid_body'],
      [{ entry: entry({ classId: rent }) }, 400, 'class_direction_mismatch'],
      [{ entry: entry({ accountId: 'nope' }) }, 400, 'money_account_not_found'],
      [{ entry: entry({ date: '2999-01-01' }) }, 400, 'date_in_future'],
      [{ entry: entry({ partyType: 'customer', partyId: 'nobody' }) }, 400, 'party_not_found'],
      [{ entry: entry({ extra: 1 }) }, 400, 'invalid_body'],
    ];
    for (const [body, status, code] of bad) {
      const r = await call('POST', '/finance/entries', body, cashier);
      expect({ body, status: r.status, code: r.body.error?.reason ?? 'invalid_body' }).toEqual({ body, status, code });
    }
    const batch = await call('POST', '/finance/entries/batch', { entries: [entry(), entry({ amount: '1.5' })] }, root);
    expect({ status: batch.status, message: batch.body.error?.message }).toEqual({ status: 400, message: expect.stringMatching(/^Row 2: /) });
    expect(await countEvents()).toBe(n);
  });

  it('a batch posts all its rows at once; retried, it posts them once', async () => {
    const commandId = randomUUID();
    const body = { commandId, entries: [entry({ amount: '100' }), entry({ direction: 'expense', classId: rent, amount: '40' })] };
    const first = await ok('POST', '/finance/entries/batch', body);
    const again = await ok('POST', '/finance/entries/batch', body);
    expect(again.ids).toEqual(first.ids);
    expect((await balances())['Caja tienda']).toBe('85060');
  });

  it('a retried entry is posted once; two reversals of one entry race: one wins, the other gets 409', async () => {
    const commandId = randomUUID();
    const first = await ok('POST', '/finance/entries', { commandId, entry: entry({ amount: '700' }) }, cashier);
    const again = await ok('POST', '/finance/entries', { commandId, entry: entry({ amount: '700' }) }, cashier);
    expect(again.id).toBe(first.id);
    expect((await balances())['Caja tienda']).toBe('85760');
    const racing = await Promise.all([1, 2].map(() => call('POST', `/finance/entries/${first.id}/reverse`, { reason: 'duplicado' }, cashier)));
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409]);
    noteWrite(racing.find((r) => r.status === 200)!.body.data.globalPosition);
    expect((await balances())['Caja tienda']).toBe('85060');
  });

  it('lets each screen make only its own calls', async () => {
    const statuses = async (token: string) =>
      Promise.all([
        call('GET', '/finance/accounts', undefined, token),
        call('POST', '/finance/accounts', { kind: 'cash', name: `Caja ${randomUUID()}`, currency: 'CLP' }, token),
        call('GET', '/finance/entries', undefined, token),
        call('POST', '/finance/classes', { direction: 'income', name: `C ${randomUUID()}` }, token),
      ]).then((rs) => rs.map((r) => r.status));
    expect(await statuses(cashier)).toEqual([200, 403, 200, 403]);
    expect(await statuses(banker)).toEqual([200, 201, 403, 403]);
    expect(await statuses(outsider)).toEqual([403, 403, 403, 403]);
  });
});
