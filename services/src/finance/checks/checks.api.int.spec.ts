import { randomUUID } from 'node:crypto';
import { addDays } from '@tradedesk/contracts/platform/company-time';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';
import { apiCalls } from '../../identity/testing/api-calls.js';

/**
 * Checks over real HTTP on PostgreSQL: what a cashier and the owner notice (the customer's balance
 * when a check comes in and when it bounces, the bank balance when a deposited check clears, the
 * supplier's payables when we write or endorse a check), the due-date view, bad input and wrong
 * moves that append nothing, two people bouncing one check, a retried command applied once, and
 * who may call what.
 */
describe('checks API', () => {
  let api: ApiHarness;
  let root: string;
  let clerk: string;
  let viewer: string;
  let outsider: string;
  let bancoClp: string;
  let bancoUsd: string;
  let caja: string;
  let customer: string;
  let supplier: string;
  let today: string;

  const { call, ok, read, countEvents, noteWrite } = apiCalls(() => api, () => root);
  const refused = async (method: string, path: string, body: unknown, token = clerk) => {
    const r = await call(method, path, body, token);
    return { status: r.status, code: r.body.error?.reason ?? (r.status === 400 ? 'invalid_body' : undefined) };
  };
  const bankBalances = async () => Object.fromEntries(((await read('/finance/accounts')).accounts as { name: string; balance: string }[]).map((a) => [a.name, a.balance]));
  const customerOwes = async () => ((await read(`/customers/${customer}/account?currency=CLP`)).balances as { currency: string; balance: string }[]).find((b) => b.currency === 'CLP')?.balance;
  const supplierBalances = async () => Object.fromEntries(((await read(`/supplier-accounts/${supplier}`)).balances as { currency: string; balance: string }[]).map((b) => [b.currency, b.balance]));
  const receive = (over: Record<string, unknown> = {}) => ({
    direction: 'received',
    number: '0001',
    bank: 'Banco Estado',
    drawer: 'Comercial Li',
    amount: '150000',
    currency: 'CLP',
    issueDate: addDays(today, -5),
    dueDate: addDays(today, -1),
    customerId: customer,
    ...over,
  });
  const stateOf = async (id: string) => (await read(`/finance/checks/${id}`, clerk)).state;

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../../system/daemon-host.js');
    api.app.get(DaemonHost).start(100);
    root = await api.login('root', ROOT_PASSWORD);
    const positionOf = async (name: string, pages: string[]) => (await ok('POST', '/positions', { name, pagePrivileges: Object.fromEntries(pages.map((p) => [p, 'Accessable'])) })).id;
    const users: [string, string[]][] = [
      ['clerk', ['CheckTransfer', 'CheckTransferNew']],
      ['viewer', ['CheckTransferEdit']],
      ['outsider', ['FinanceList']],
    ];
    for (const [username, pages] of users) await ok('POST', '/employees', { username, password: 'password-1', name: username, positionIds: [await positionOf(`P ${username}`, pages)] });
    clerk = await api.login('clerk', 'password-1');
    viewer = await api.login('viewer', 'password-1');
    outsider = await api.login('outsider', 'password-1');
    bancoClp = (await ok('POST', '/finance/accounts', { kind: 'bank', name: 'Banco Chile', currency: 'CLP', bankName: 'Banco de Chile', accountNumber: '001' })).id;
    bancoUsd = (await ok('POST', '/finance/accounts', { kind: 'bank', name: 'Banco USD', currency: 'USD', openingBalance: '1000', bankName: 'BCI', accountNumber: '002' })).id;
    caja = (await ok('POST', '/finance/accounts', { kind: 'cash', name: 'Caja', currency: 'CLP' })).id;
    customer = (await ok('POST', '/customers', { code: 'LI', name: 'Comercial Li' })).id;
    supplier = (await ok('POST', '/suppliers', { code: 'YIWU', name: 'Yiwu Trading', currency: 'USD' })).id;
    await ok('POST', `/customers/${customer}/account/entries`, { kind: 'opening', amount: '200000', currency: 'CLP' });
    today = (await read('/finance/checks', clerk)).today;
  });
  afterAll(() => api?.close());

  it("a check received pays the customer's account; deposited, nothing moves; cleared, the bank balance grows by it", async () => {
    expect(await customerOwes()).toBe('200000');
    const id = (await ok('POST', '/finance/checks', receive(), clerk)).id;
    expect(await customerOwes()).toBe('50000');
    expect(await stateOf(id)).toBe('portfolio');

    await ok('POST', `/finance/checks/${id}/deposit`, { accountId: bancoClp }, clerk);
    expect(await stateOf(id)).toBe('deposited');
    expect((await bankBalances())['Banco Chile']).toBe('0');

    await ok('POST', `/finance/checks/${id}/clear`, {}, clerk);
    expect(await stateOf(id)).toBe('cleared');
    expect(await bankBalances()).toEqual({ 'Banco Chile': '150000', 'Banco USD': '1000', Caja: '0' });
    expect(await customerOwes()).toBe('50000');
    const history = JSON.stringify(await read(`/finance/checks/${id}/history`, viewer));
    for (const type of ['CheckReceived', 'CheckDeposited', 'CheckCleared']) expect(history).toContain(type);
  });

  it("a bounced check is owed by the customer again and never reaches the bank; two people bouncing it at once: one wins, the other gets 409", async () => {
    const id = (await ok('POST', '/finance/checks', receive({ number: '0002', amount: '80000' }), clerk)).id;
    expect(await customerOwes()).toBe('-30000');
    await ok('POST', `/finance/checks/${id}/deposit`, { accountId: bancoClp }, clerk);
    const n = await countEvents();
    const racing = await Promise.all([1, 2].map(() => call('POST', `/finance/checks/${id}/bounce`, { reason: 'sin fondos' }, clerk)));
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(racing.find((r) => r.status === 409)?.body.error?.reason).toBe('check_not_deposited');
    expect(await countEvents()).toBe(n + 1);
    noteWrite(racing.find((r) => r.status === 200)?.body.data?.globalPosition);
    expect(await stateOf(id)).toBe('bounced');
    expect(await customerOwes()).toBe('50000');
    expect((await bankBalances())['Banco Chile']).toBe('150000');
    const ledger = (await read(`/customers/${customer}/account?currency=CLP`)).entries as { kind: string; sourceNumber: string; reason: string }[];
    expect(ledger.slice(0, 2).map((e) => [e.kind, e.sourceNumber, e.reason])).toEqual([
      ['checkBounced', '0002', 'sin fondos'],
      ['checkReceived', '0002', ''],
    ]);
  });

  it('refuses wrong moves with 409, and bad input with 400; nothing is appended', async () => {
    const bounced = (await read('/finance/checks?state=bounced', clerk)).checks[0].id;
    const fresh = (await ok('POST', '/finance/checks', receive({ number: '0003', amount: '1000' }), clerk)).id;
    const n = await countEvents();
    const cases: [string, string, unknown, number, string][] = [
      ['POST', `/finance/checks/${bounced}/clear`, {}, 409, 'check_not_deposited'],
      ['POST', `/finance/checks/${bounced}/deposit`, { accountId: bancoClp }, 409, 'check_not_in_portfolio'],
      ['POST', `/finance/checks/${fresh}/clear`, {}, 409, 'check_not_deposited'],
      ['POST', `/finance/checks/${fresh}/deposit`, { accountId: bancoUsd }, 400, 'check_currency_mismatch'],
      ['POST', `/finance/checks/${fresh}/deposit`, { accountId: caja }, 400, 'check_account_not_bank'],
      ['POST', `/finance/checks/${fresh}/deposit`, { accountId: bancoClp, date: '2999-01-01' }, 400, 'date_in_future'],
      ['POST', `/finance/checks/${fresh}/cancel`, {}, 400, 'invalid_body'],
      ['POST', `/finance/checks/nope/bounce`, {}, 404, 'check_not_found'],
      ['POST', '/finance/checks', receive({ amount: '10.5' }), 400, 'amount_decimals'],
      ['POST', '/finance/checks', receive({ amount: 10 }), 400, 'invalid_body'],
      ['POST', '/finance/checks', receive({ number: '' }), 400, 'invalid_body'],
      ['POST', '/finance/checks', receive({ extra: true }), 400, 'invalid_body'],
      ['POST', '/finance/checks', receive({ dueDate: addDays(today, -6) }), 400, 'check_due_before_issue'],
      ['POST', '/finance/checks', receive({ customerId: 'nobody' }), 400, 'party_not_found'],
      ['POST', '/finance/checks', { direction: 'issued', number: '9', accountId: caja, amount: '5', issueDate: today, dueDate: today, supplierId: supplier }, 400, 'check_account_not_bank'],
    ];
    for (const [method, path, body, status, code] of cases) expect({ path, body, ...(await refused(method, path, body)) }).toEqual({ path, body, status, code });
    expect(await countEvents()).toBe(n);
  });

  it("a check we write pays the supplier and leaves the bank when it clears; a received check endorsed to the supplier pays it too", async () => {
    const ours = (await ok('POST', '/finance/checks', { direction: 'issued', number: '501', accountId: bancoUsd, amount: '320.50', issueDate: today, dueDate: today, supplierId: supplier }, clerk)).id;
    expect(await supplierBalances()).toEqual({ USD: '-320.5' });
    const check = await read(`/finance/checks/${ours}`, clerk);
    expect([check.state, check.bank, check.currency, check.partyName, check.accountName]).toEqual(['issued', 'BCI', 'USD', 'Yiwu Trading', 'Banco USD']);
    await ok('POST', `/finance/checks/${ours}/clear`, {}, clerk);
    expect((await bankBalances())['Banco USD']).toBe('679.5');

    const other = (await ok('POST', '/finance/checks', { direction: 'issued', number: '502', accountId: bancoUsd, amount: '100', issueDate: today, dueDate: today, supplierId: supplier }, clerk)).id;
    await ok('POST', `/finance/checks/${other}/cancel`, { reason: 'wrong amount' }, clerk);
    expect(await supplierBalances()).toEqual({ USD: '-320.5' });

    const endorsed = (await ok('POST', '/finance/checks', receive({ number: '0004', amount: '40000' }), clerk)).id;
    await ok('POST', `/finance/checks/${endorsed}/endorse`, { supplierId: supplier, memo: 'factura 88' }, clerk);
    expect(await supplierBalances()).toEqual({ CLP: '-40000', USD: '-320.5' });
    const row = await read(`/finance/checks/${endorsed}`, clerk);
    expect([row.state, row.endorsedToName]).toEqual(['endorsed', 'Yiwu Trading']);
  });

  it('a retried check is recorded once', async () => {
    const commandId = randomUUID();
    const before = await customerOwes();
    const first = await ok('POST', '/finance/checks', { ...receive({ number: '0005', amount: '5000' }), commandId }, clerk);
    const n = await countEvents();
    const again = await ok('POST', '/finance/checks', { ...receive({ number: '0005', amount: '5000' }), commandId }, clerk);
    expect(again.id).toBe(first.id);
    expect(await countEvents()).toBe(n);
    expect(Number(await customerOwes())).toBe(Number(before) - 5000);
  });

  it('the due-date view lists the checks still waiting for their money: overdue, and due in the next days', async () => {
    await ok('POST', '/finance/checks', receive({ number: '0006', amount: '700', issueDate: today, dueDate: addDays(today, 3) }), clerk);
    await ok('POST', '/finance/checks', receive({ number: '0007', amount: '800', issueDate: today, dueDate: addDays(today, 20) }), clerk);
    const numbers = async (q: string) => ((await read(`/finance/checks?${q}`, clerk)).checks as { number: string }[]).map((c) => c.number).sort();
    // 0003 and 0005 are in the portfolio, due yesterday; 0001 cleared, 0002 bounced and 0004 endorsed are done.
    expect(await numbers('due=overdue')).toEqual(['0003', '0005']);
    expect(await numbers('due=soon&days=7')).toEqual(['0006']);
    expect(await numbers('due=soon&days=30')).toEqual(['0006', '0007']);
    expect(await numbers('direction=issued')).toEqual(['501', '502']);
    const list = await read('/finance/checks?direction=received&state=portfolio', clerk);
    expect(list.totals).toEqual([{ direction: 'received', currency: 'CLP', count: 4, amount: '7500' }]);
  });

  it("a sale order paid by cheque puts the cheque in the portfolio; the payment credited the customer once; it clears into the bank or bounces back onto the customer", async () => {
    const buyer = (await ok('POST', '/customers', { code: 'VENTA', name: 'Almacén Venta' })).id;
    const warehouseId = (await ok('POST', '/warehouses', { code: 'CHQ', name: 'Bodega Cheques' })).id;
    const productId = (await ok('POST', '/products', { code: 'CHQ-1', name: 'Caja de té', prices: { unit: { retail: '10000', wholesale: '10000' } } })).id;
    const count = (await ok('POST', '/stock/counts', { warehouseId, productIds: [productId] })).id;
    await ok('PUT', `/stock/counts/${count}/lines`, { version: 1, lines: [{ productId, quantity: '10' }] });
    await ok('POST', `/stock/counts/${count}/post`, { version: 2 });
    const draft = await ok('POST', '/sale/order', { warehouseId, customerId: buyer, lines: [{ productId, quantity: '3' }] });
    const total = draft.order.total as string;
    const pay = (reference: string, amount: string) => ({ method: 'bankCheck', amount, reference, dueDate: addDays(today, 10) });
    const half = String(Math.floor(Number(total) / 2));
    const rest = String(Number(total) - Number(half));
    await ok('POST', '/sale/order/save-commit', { id: draft.id, version: draft.version, payments: [pay('SV-1', half), pay('SV-2', rest)] });
    const owes = async () => ((await read(`/customers/${buyer}/account?currency=CLP`)).balances as { balance: string }[])[0]?.balance;
    expect(await owes()).toBe('0');
    const fromSale = ((await read('/finance/checks?search=sv-', clerk)).checks as { id: string; number: string; state: string; partyName: string; source: { number: string } }[]).sort((a, b) => a.number.localeCompare(b.number));
    expect(fromSale.map((c) => [c.number, c.state, c.partyName, c.source.number])).toEqual([
      ['SV-1', 'portfolio', 'Almacén Venta', draft.number],
      ['SV-2', 'portfolio', 'Almacén Venta', draft.number],
    ]);
    const [first, second] = fromSale.map((c) => c.id);
    // Not moved yet: its stream is empty, its history too (the sale order's history has the payment).
    expect((await read(`/finance/checks/${first}/history`, clerk)).events).toEqual([]);
    await ok('POST', `/finance/checks/${first}/deposit`, { accountId: bancoClp }, clerk);
    await ok('POST', `/finance/checks/${first}/clear`, {}, clerk);
    expect((await bankBalances())['Banco Chile']).toBe(String(150000 + Number(half)));
    await ok('POST', `/finance/checks/${second}/deposit`, { accountId: bancoClp }, clerk);
    await ok('POST', `/finance/checks/${second}/bounce`, { reason: 'firma' }, clerk);
    expect(await owes()).toBe(rest);
    const history = JSON.stringify(await read(`/finance/checks/${second}/history`, clerk));
    for (const type of ['CheckReceived', 'CheckDeposited', 'CheckBounced']) expect(history).toContain(type);
  });

  it('lets each screen make only its own calls', async () => {
    expect((await call('GET', '/finance/checks', undefined, outsider)).status).toBe(403);
    expect((await call('GET', '/finance/checks', undefined, viewer)).status).toBe(200);
    expect((await call('POST', '/finance/checks', receive(), viewer)).status).toBe(403);
    const some = (await read('/finance/checks?state=portfolio', clerk)).checks[0].id;
    expect((await call('POST', `/finance/checks/${some}/deposit`, { accountId: bancoClp }, viewer)).status).toBe(403);
    const choices = await read('/finance/checks/choices?search=li', clerk);
    expect([choices.customers.map((c: { name: string }) => c.name), choices.accounts.map((a: { name: string }) => a.name)]).toEqual([['Comercial Li'], ['Banco Chile', 'Banco USD']]);
  });
});
