import { randomUUID } from 'node:crypto';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';

/**
 * Payments on money accounts over real HTTP on PostgreSQL (docs/finance-payments.md): a sale paid
 * in cash grows the cash box, by card the bank account; a payment to a supplier leaves the bank and
 * lowers the payables in one append; an account of another currency is refused and nothing is
 * appended; a retried command moves money once; the money views by document; who may call what.
 */
describe('finance payments API', () => {
  let api: ApiHarness;
  let root: string;
  let saleViewer: string;
  let outsider: string;
  let caja: string;
  let caja2: string;
  let banco: string;
  let dollarBox: string;
  let chase: string;
  let cola: string;
  let central: string;
  let yiwu: string;

  const countEvents = async () => Number((await api.platform.db.query<{ n: string }>('select count(*)::text as n from es.events')).rows[0].n);
  const call = (method: string, path: string, body?: unknown, token = root) => api.call(method, `/be/api${path}`, { token, body });
  const ok = async (method: string, path: string, body?: unknown, token = root) => {
    const r = await call(method, path, body, token);
    if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body.error)}`);
    return r.body.data;
  };
  /** Reads a read model once it has caught up with everything appended so far. */
  const read = async (path: string, token = root) => {
    const head = await api.written();
    for (let i = 0; ; i++) {
      const r = await api.call('GET', `/be/api${path}${path.includes('?') ? '&' : '?'}waitFor=${head}`, { token });
      expect({ path, status: r.status }).toEqual({ path, status: 200 });
      if (r.headers.get('X-Read-Model-Fresh') !== 'no' || i >= 11) return r.body.data;
    }
  };
  const balances = async () => Object.fromEntries(((await read('/finance/accounts')).accounts as { name: string; balance: string }[]).map((a) => [a.name, a.balance]));
  const refused = async (r: { status: number; body: any }, status: number, reason: string) => expect({ status: r.status, reason: String(r.body.error?.reason ?? r.body.error?.code) }).toEqual({ status, reason });
  /** A committed walk-in sale of `units` colas at 1000 CLP (19 % tax), optionally paid with it. */
  const sale = async (units: string, payments: unknown[] = []) =>
    ok('POST', '/sale/order/save-commit', { order: { kind: 'sale', source: 'retail', warehouseId: central, taxRate: null, lines: [{ productId: cola, quantity: units, price: '1000' }] }, payments });

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../../system/daemon-host.js');
    api.app.get(DaemonHost).start(100);
    root = await api.login('root', ROOT_PASSWORD);
    await ok('PUT', '/system-setting/settings', { settings: { BaseCurrencyID: 'CLP', SecondCurrencyID: 'USD', CostCurrencyID: 'CLP', PriceDecimal: 0, NegativeStockPolicy: 'warn', SystemTimeZone: -3 } });
    const position = async (name: string, pages: string[]) => (await ok('POST', '/positions', { name, pagePrivileges: Object.fromEntries(pages.map((p) => [p, 'Accessable'])) })).id;
    for (const [username, pages] of [['saleviewer', ['FinanceSale']], ['outsider', ['ProductList']]] as const) {
      await ok('POST', '/employees', { username, password: 'password-1', name: username, positionIds: [await position(`P ${username}`, [...pages])] });
    }
    saleViewer = await api.login('saleviewer', 'password-1');
    outsider = await api.login('outsider', 'password-1');
    caja = (await ok('POST', '/finance/accounts', { kind: 'cash', name: 'Caja tienda', currency: 'CLP', openingBalance: '1000' })).id;
    caja2 = (await ok('POST', '/finance/accounts', { kind: 'cash', name: 'Caja bodega', currency: 'CLP' })).id;
    banco = (await ok('POST', '/finance/accounts', { kind: 'bank', name: 'Banco Estado', currency: 'CLP', bankName: 'BE' })).id;
    dollarBox = (await ok('POST', '/finance/accounts', { kind: 'cash', name: 'Caja dólares', currency: 'USD' })).id;
    chase = (await ok('POST', '/finance/accounts', { kind: 'bank', name: 'Chase USD', currency: 'USD', openingBalance: '5000', bankName: 'Chase' })).id;
    cola = (await ok('POST', '/products', { code: 'COLA-350', name: 'Cola 350 ml', prices: { unit: { retail: '1000', wholesale: '1000' } } })).id;
    central = (await ok('POST', '/warehouses', { code: 'CENTRAL', name: 'Bodega Central' })).id;
    yiwu = (await ok('POST', '/suppliers', { code: 'YIWU', name: 'Yiwu Trading', currency: 'USD', country: 'CN' })).id;
  });
  afterAll(() => api?.close());

  it('lists the accounts a payment in a currency may go into, in opening order', async () => {
    const { accounts } = await read('/finance/payment-accounts?currency=CLP');
    expect(accounts.map((a: { name: string; kind: string }) => [a.name, a.kind])).toEqual([
      ['Caja tienda', 'cash'],
      ['Caja bodega', 'cash'],
      ['Banco Estado', 'bank'],
    ]);
    await refused(await call('GET', '/finance/payment-accounts?currency=usd'), 400, '40001');
  });

  it('a sale paid in cash grows the first cash box, by card the bank, into a chosen box that one; the sale view shows paid and owed', async () => {
    const cash = await sale('3', [{ method: 'cash', amount: '3000', reference: '', tendered: '5000' }]);
    expect(cash.order.payments[0]).toMatchObject({ accountId: caja, change: '2000' });
    const card = await sale('2');
    await ok('POST', '/sale/order/pay', { id: card.id, payments: [{ method: 'card', amount: '1500', reference: 'slip 7' }] });
    await ok('POST', '/sale/order/pay', { id: card.id, payments: [{ method: 'cash', amount: '100', reference: '', accountId: caja2 }] });
    expect(await balances()).toMatchObject({ 'Caja tienda': '4000', 'Caja bodega': '100', 'Banco Estado': '1500' });

    const view = await read('/finance/sale-money', saleViewer);
    const byNumber = Object.fromEntries(view.documents.map((d: any) => [d.number, d]));
    expect(byNumber[cash.number]).toMatchObject({ currency: 'CLP', total: '3000', paid: '3000', outstanding: '0', accounts: ['Caja tienda'] });
    expect(byNumber[card.number]).toMatchObject({ total: '2000', paid: '1600', outstanding: '400', accounts: ['Banco Estado', 'Caja bodega'] });
    expect(view.totals).toEqual([{ currency: 'CLP', total: '5000', paid: '4600', outstanding: '400', documents: 2 }]);
    expect((await read('/finance/sale-money?state=owed', saleViewer)).documents.map((d: any) => d.number)).toEqual([card.number]);
  });

  it('an account of another currency, an unknown one, or one for a check is refused with 400 and nothing is appended', async () => {
    const order = await sale('1');
    const before = await countEvents();
    await refused(await call('POST', '/sale/order/pay', { id: order.id, payments: [{ method: 'cash', amount: '1000', reference: '', accountId: dollarBox }] }), 400, 'payment_account_currency');
    await refused(await call('POST', '/sale/order/pay', { id: order.id, payments: [{ method: 'cash', amount: '1000', reference: '', accountId: 'nope' }] }), 400, 'money_account_not_found');
    await refused(await call('POST', '/sale/order/pay', { id: order.id, payments: [{ method: 'bankCheck', amount: '1000', reference: 'CH-1', dueDate: '2026-12-01', accountId: banco }] }), 400, 'payment_account_not_applicable');
    await refused(await call('POST', '/sale/order/save-commit', { order: { kind: 'sale', source: 'retail', warehouseId: central, lines: [{ productId: cola, quantity: '1', price: '1000' }] }, payments: [{ method: 'card', amount: '10', reference: '', accountId: chase }] }), 400, 'payment_account_currency');
    expect(await countEvents()).toBe(before);
  });

  it('a retried payment moves the money once; a check goes into no account', async () => {
    const order = await sale('4');
    const commandId = randomUUID();
    const body = { commandId, id: order.id, payments: [{ method: 'bankTransfer', amount: '1000', reference: 'TRF-1' }] };
    await ok('POST', '/sale/order/pay', body);
    const again = await call('POST', '/sale/order/pay', body);
    expect(again.status).toBeLessThan(300);
    await ok('POST', '/sale/order/pay', { id: order.id, payments: [{ method: 'bankCheck', amount: '500', reference: 'CH-9', dueDate: '2026-12-24' }] });
    expect(await balances()).toMatchObject({ 'Caja tienda': '4000', 'Banco Estado': '2500' });
    const view = await read(`/finance/sale-money?search=${order.number}`, saleViewer);
    expect(view.documents[0]).toMatchObject({ paid: '1500', outstanding: '2500', accounts: ['Banco Estado'] });
  });

  it('two cashiers paying the whole of one order at once: one payment is taken, the other refused, the box grows once', async () => {
    const order = await sale('2');
    const before = (await balances())['Caja bodega'];
    const body = { id: order.id, payments: [{ method: 'cash', amount: '2000', reference: '', accountId: caja2 }] };
    const racing = await Promise.all([call('POST', '/sale/order/pay', body), call('POST', '/sale/order/pay', body)]);
    expect(racing.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(racing.find((r) => r.status === 400)!.body.error?.reason).toBe('overpaid');
    expect((await balances())['Caja bodega']).toBe(String(Number(before) + 2000));
  });

  it('a payment to a supplier leaves the bank and lowers the payables in one append; a wrong currency is refused; a reversal gives the money back', async () => {
    await ok('POST', `/supplier-accounts/${yiwu}/entries`, { kind: 'opening', currency: 'USD', amount: '300' });
    const before = await countEvents();
    await refused(await call('POST', `/supplier-accounts/${yiwu}/entries`, { kind: 'payment', method: 'bank-transfer', currency: 'USD', amount: '200', accountId: banco }), 400, 'payment_account_currency');
    expect(await countEvents()).toBe(before);
    const paid = await ok('POST', `/supplier-accounts/${yiwu}/entries`, { kind: 'payment', method: 'bank-transfer', currency: 'USD', amount: '200.25', reference: 'SWIFT-1' });
    expect(await countEvents()).toBe(before + 1);
    expect(await balances()).toMatchObject({ 'Chase USD': '4799.75', 'Caja dólares': '0' });
    expect((await read(`/supplier-accounts/${yiwu}`)).balances).toEqual([expect.objectContaining({ currency: 'USD', balance: '99.75' })]);
    await ok('POST', `/supplier-accounts/${yiwu}/entries`, { kind: 'payment', method: 'cash', currency: 'USD', amount: '50', accountId: chase });
    expect(await balances()).toMatchObject({ 'Chase USD': '4749.75' });
    await ok('POST', `/supplier-accounts/${yiwu}/entries/${paid.id}/reverse`, { reason: 'sent twice' });
    expect(await balances()).toMatchObject({ 'Chase USD': '4950' });
  });

  it('the purchase view: a receipt charges the order, the supplier payments settle it oldest first, from the accounts they left', async () => {
    const draft = await ok('POST', '/purchase/orders', { supplierId: yiwu, warehouseId: central, currency: 'USD', lines: [{ productId: cola, unit: 'unit', quantity: '100', unitPrice: '2' }] });
    const committed = await ok('POST', `/purchase/orders/${draft.id}/commit`, { version: draft.version, rate: '950' });
    await ok('POST', `/purchase/orders/${draft.id}/receipts`, { version: committed.version, warehouseId: central, rate: '950', lines: [{ orderLine: 1, quantity: '100' }] });
    // Paid so far (not reversed): 50 from Chase; the order charges 200.
    const view = await read('/finance/purchase-money');
    expect(view.documents).toEqual([expect.objectContaining({ number: draft.number, partyCode: 'YIWU', currency: 'USD', total: '200', paid: '50', outstanding: '150', accounts: ['Chase USD'] })]);
    await ok('POST', `/supplier-accounts/${yiwu}/entries`, { kind: 'payment', method: 'cash', currency: 'USD', amount: '150' });
    expect((await read('/finance/purchase-money?state=owed')).documents).toEqual([]);
    expect((await read('/finance/purchase-money')).documents[0]).toMatchObject({ paid: '200', outstanding: '0', accounts: ['Caja dólares', 'Chase USD'] });
    expect(await balances()).toMatchObject({ 'Caja dólares': '-150' });
  });

  it('the finance statistic gives what the cash boxes and banks hold per currency and every account', async () => {
    const stat = await read('/currencies/finance-statistic');
    expect(stat.currencies.find((c: any) => c.currency === 'CLP')).toMatchObject({ cash: '6100', bank: '2500' });
    expect(stat.currencies.find((c: any) => c.currency === 'USD')).toMatchObject({ cash: '-150.00', bank: '4950.00' });
    expect(stat.accounts.find((a: any) => a.name === 'Caja tienda')).toEqual({ id: caja, name: 'Caja tienda', kind: 'cash', currency: 'CLP', balance: '4000' });
  });

  it('each call is open to the screens it serves', async () => {
    expect((await call('GET', '/finance/sale-money', undefined, saleViewer)).status).toBe(200);
    expect((await call('GET', '/finance/purchase-money', undefined, saleViewer)).status).toBe(403);
    expect((await call('GET', '/finance/payment-accounts?currency=CLP', undefined, outsider)).status).toBe(403);
    expect((await call('GET', '/finance/sale-money', undefined, outsider)).status).toBe(403);
    expect((await call('GET', '/finance/sale-money')).status).toBe(200);
  });
});
