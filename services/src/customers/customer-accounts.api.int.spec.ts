import { type SaleOrderCommitted, saleOrderStreamId } from '@tradedesk/contracts/sales/sale-order';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../identity/testing/api-harness.js';

/** Customer accounts over real HTTP: manual entries, sale events posting to the account, balances and ledger (read-your-writes). */
describe('customer accounts API', () => {
  let api: ApiHarness;
  let admin: string;
  let viewer: string;
  let pepe: string;
  const countEvents = async () => Number((await api.platform.db.query<{ n: string }>(`select count(*)::text as n from es.events`)).rows[0].n);

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../system/daemon-host.js');
    api.app.get(DaemonHost).start(200);
    const root = await api.login('root', ROOT_PASSWORD);
    const pos = (await api.call('POST', '/be/api/positions', { token: root, body: { name: 'Accounts viewer', pagePrivileges: { CustomerAccount: 'Accessable' } } })).body.data.id;
    await api.call('POST', '/be/api/employees', { token: root, body: { username: 'ana', password: 'password-1', name: 'Ana', roles: ['Admin'] } });
    await api.call('POST', '/be/api/employees', { token: root, body: { username: 'vera', password: 'password-1', name: 'Vera', positionIds: [pos] } });
    admin = await api.login('ana', 'password-1');
    viewer = await api.login('vera', 'password-1');
    await api.call('PUT', '/be/api/system-setting/settings', { token: root, body: { settings: { BaseCurrencyID: 'CLP' } } });
    pepe = (await api.call('POST', '/be/api/customers', { token: admin, body: { code: 'C-001', name: 'Restaurante Don Pepe', creditLimit: '200000' } })).body.data.id;
  });
  afterAll(() => api?.close());

  const record = (body: unknown, token = admin, id = pepe) => api.call('POST', `/be/api/customers/${id}/account/entries`, { token, body });
  const ledger = (position: string, q = '') => api.call('GET', `/be/api/customers/${pepe}/account?waitFor=${position}${q}`, { token: admin });

  it('an opening balance and a payment: the balance reads at once with waitFor, in the base currency by default', async () => {
    const opening = await record({ kind: 'opening', amount: '150000', memo: 'saldo sistema anterior' });
    expect(opening.status).toBe(201);
    expect(opening.body.data.currency).toBe('CLP');
    const pay = await record({ kind: 'payment', amount: '40000', method: 'bankCheck', reference: 'CHQ 0042', dueDate: '2026-02-15' });
    expect(pay.status).toBe(201);
    const r = await ledger(pay.body.data.globalPosition);
    expect(r.headers.get('x-read-model-fresh')).toBe('yes');
    expect(r.body.data.balances.map((b: any) => [b.currency, b.debit, b.credit, b.balance])).toEqual([['CLP', '150000', '40000', '110000']]);
    expect(r.body.data.entries.map((e: any) => [e.kind, e.sourceType, e.balanceAfter, e.method, e.reference, e.username])).toEqual([
      ['payment', 'manual', '110000', 'bankCheck', 'CHQ 0042', 'ana'],
      ['opening', 'manual', '150000', null, '', 'ana'],
    ]);
  });

  it('sale events of the customer post to the account: committed is owed, paid is credited, unsaved reversed; walk-in sales do not', async () => {
    const meta = { userId: 'cashier', commandId: 'sale-1', correlationId: 'sale-1', causationId: 'sale-1' };
    const sale = (customer: SaleOrderCommitted['data']['customer'], id: string, total: string): SaleOrderCommitted => ({
      type: 'SaleOrderCommitted',
      data: { orderId: id, number: `SO-20260115-000${id.slice(-1)}`, customer, warehouseId: 'w1', currency: 'CLP', rate: '1', deliveryMode: 'direct', deliveryDate: null, taxRate: null, subtotal: total, tax: '0', total, dueDate: '2026-02-14', lines: [] },
    });
    const ref = { id: pepe, code: 'C-001', name: 'Restaurante Don Pepe' };
    await api.platform.store.append(saleOrderStreamId('o1'), 'no_stream', [sale(ref, 'o1', '119000')], meta);
    await api.platform.store.append(saleOrderStreamId('o2'), 'no_stream', [sale(null, 'o2', '5000')], { ...meta, commandId: 'sale-2' });
    const p = await api.platform.store.append(
      saleOrderStreamId('o1'),
      1,
      [{ type: 'SaleOrderPaid', data: { orderId: 'o1', number: 'SO-20260115-0001', customer: ref, currency: 'CLP', payments: [{ paymentId: 'p1', method: 'cash', amount: '19000', reference: '', dueDate: null, tendered: '20000', change: '1000', paidAt: '2026-01-15T10:00:00.000Z' }], paid: '19000', outstanding: '100000' } }],
      { ...meta, commandId: 'sale-3' },
    );
    const r = await ledger(p.globalPosition);
    expect(r.body.data.balances[0]).toMatchObject({ balance: '210000', overLimit: true });
    expect(r.body.data.entries.slice(0, 2).map((e: any) => [e.kind, e.sourceNumber, e.debit, e.credit, e.balanceAfter, e.username])).toEqual([
      ['salePayment', 'SO-20260115-0001', '0', '19000', '210000', 'cashier'],
      ['sale', 'SO-20260115-0001', '119000', '0', '229000', 'cashier'],
    ]);
    const u = await api.platform.store.append(
      saleOrderStreamId('o1'),
      2,
      [{ type: 'SaleOrderUnsaved', data: { orderId: 'o1', number: 'SO-20260115-0001', customer: ref, currency: 'CLP', total: '119000', reason: 'fix quantities' } }],
      { ...meta, commandId: 'sale-4' },
    );
    const balances = await api.call('GET', `/be/api/customers/accounts?waitFor=${u.globalPosition}&balance=owing`, { token: viewer });
    expect(balances.status).toBe(200);
    expect(balances.body.data.balances.map((b: any) => [b.code, b.currency, b.balance, b.overLimit])).toEqual([['C-001', 'CLP', '91000', false]]);
  });

  it('an adjustment with a reason, a refund, a second currency; one opening balance per currency (409)', async () => {
    await record({ kind: 'adjustment', amount: '-1000', reason: 'descuento por pronto pago' });
    await record({ kind: 'refund', amount: '500', method: 'cash' });
    const usd = await record({ kind: 'opening', amount: '-25.50', currency: 'USD' });
    expect(usd.status).toBe(201);
    const again = await record({ kind: 'opening', amount: '10' });
    expect(again.status).toBe(409);
    expect(again.body.error!.reason).toBe('opening_exists');
    const r = await ledger(usd.body.data.globalPosition);
    expect(r.body.data.balances.map((b: any) => [b.currency, b.balance])).toEqual([
      ['CLP', '90500'],
      ['USD', '-25.5'],
    ]);
    const history = (await api.call('GET', `/be/api/customers/${pepe}/account/history`, { token: admin })).body.data.events;
    expect(history.map((e: any) => e.data.kind)).toEqual(['opening', 'payment', 'adjustment', 'refund', 'opening']);
  });

  it('bad entries answer 400 (or 404) naming the field and append nothing', async () => {
    const before = await countEvents();
    const cases: [unknown, number, string][] = [
      [{ kind: 'payment', amount: '1000' }, 400, 'method'],
      [{ kind: 'payment', amount: 1000, method: 'cash' }, 400, 'amount'],
      [{ kind: 'payment', amount: '0', method: 'cash' }, 400, 'amount'],
      [{ kind: 'adjustment', amount: '100' }, 400, 'reason'],
      [{ kind: 'gift', amount: '100' }, 400, 'kind'],
      [{ kind: 'opening', amount: '100', currency: 'pesos' }, 400, 'currency'],
      [{ kind: 'payment', amount: '100', method: 'cash', tip: '5' }, 400, ''],
    ];
    for (const [body, status, field] of cases) {
      const r = await record(body);
      expect({ body, status: r.status }).toEqual({ body, status });
      if (field) expect(r.body.error!.details!.map((d: any) => d.path)).toContain(field);
    }
    const precision = await record({ kind: 'payment', amount: '100.5', method: 'cash' });
    expect(precision.status).toBe(400);
    expect(precision.body.error!.reason).toBe('amount_precision');
    const unknown = await record({ kind: 'payment', amount: '100', method: 'cash', currency: 'CLP' }, admin, 'nobody-here');
    expect(unknown.status).toBe(404);
    expect(await countEvents()).toBe(before);
  });

  it('the accounts page may read balances but only the create-account page records entries', async () => {
    expect((await api.call('GET', `/be/api/customers/${pepe}/account`, { token: viewer })).status).toBe(200);
    expect((await record({ kind: 'payment', amount: '100', method: 'cash' }, viewer)).status).toBe(403);
  });
});
