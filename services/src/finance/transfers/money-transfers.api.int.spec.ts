import { randomUUID } from 'node:crypto';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';
import { apiCalls } from '../../identity/testing/api-calls.js';

/**
 * Domestic transfers, transfers to China and currency exchange over real HTTP on PostgreSQL: the
 * balances of both accounts after a transfer, a fee, an exchange and a reversal (now and as of a
 * past moment), the supplier's payables after a transfer to China, the lists and histories, bad
 * input that appends nothing, a retried command applied once, the reversal race, who may call what.
 */
describe('finance transfers API', () => {
  let api: ApiHarness;
  let root: string;
  let teller: string;
  let outsider: string;
  let caja: string;
  let banco: string;
  let yuan: string;
  let clp: string;
  let supplier: string;

  const { call, ok, read, countEvents, noteWrite } = apiCalls(() => api, () => root);
  const balances = async (q = '') => Object.fromEntries(((await read(`/finance/accounts${q}`)).accounts as { name: string; balance: string }[]).map((a) => [a.name, a.balance]));
  const owed = async () => ((await read(`/supplier-accounts/${supplier}`)).balances as { currency: string; balance: string }[]).find((b) => b.currency === 'CNY')?.balance ?? '0';

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../../system/daemon-host.js');
    api.app.get(DaemonHost).start(100);
    root = await api.login('root', ROOT_PASSWORD);
    const positionId = async (name: string, pages: string[]) => (await ok('POST', '/positions', { name, pagePrivileges: Object.fromEntries(pages.map((p) => [p, 'Accessable'])) })).id;
    await ok('POST', '/employees', { username: 'teller', password: 'password-1', name: 'teller', positionIds: [await positionId('P teller', ['Domestic', 'DomesticNew'])] });
    await ok('POST', '/employees', { username: 'outsider', password: 'password-1', name: 'outsider', positionIds: [await positionId('P outsider', ['FinanceList'])] });
    teller = await api.login('teller', 'password-1');
    outsider = await api.login('outsider', 'password-1');
    await ok('POST', '/currencies', { code: 'CNY', name: 'Yuan renminbi' });
    caja = (await ok('POST', '/finance/accounts', { kind: 'cash', name: 'Caja', currency: 'USD', openingBalance: '2000' })).id;
    banco = (await ok('POST', '/finance/accounts', { kind: 'bank', name: 'Banco', currency: 'USD', openingBalance: '10000', bankName: 'BCI' })).id;
    yuan = (await ok('POST', '/finance/accounts', { kind: 'bank', name: 'Yuan', currency: 'CNY', openingBalance: '0', bankName: 'ICBC' })).id;
    clp = (await ok('POST', '/finance/accounts', { kind: 'cash', name: 'Pesos', currency: 'CLP', openingBalance: '0' })).id;
    supplier = (await ok('POST', '/suppliers', { code: 'YIWU', name: 'Yiwu Toys', currency: 'CNY', country: 'CN' })).id;
    await ok('POST', `/supplier-accounts/${supplier}/entries`, { kind: 'opening', amount: '50000', currency: 'CNY' });
    // The table: 1 USD = 950 CLP, 1 CNY = 130 CLP (CLP is the base currency), 1 USD = 7.1 CNY.
    for (const [fromCode, toCode, rate] of [['USD', 'CLP', '950'], ['CNY', 'CLP', '130'], ['USD', 'CNY', '7.1']]) {
      await ok('POST', '/currency/exchange-rate', { fromCode, toCode, rate, effectiveAt: '2026-01-01T00:00:00Z' });
    }
  });
  afterAll(() => api?.close());

  it('a domestic transfer moves cash to the bank; its fee is taken from the cash box; the list shows it', async () => {
    const before = (await read('/finance/accounts')).asOf as string;
    await new Promise((r) => setTimeout(r, 30));
    const t = await ok('POST', '/finance/transfers/domestic', { fromAccountId: caja, toAccountId: banco, amount: '1500', fee: '2.50', memo: 'depósito' }, teller);
    expect(await balances()).toMatchObject({ Caja: '497.5', Banco: '11500' });
    // As of before the transfer, the books said what they said then.
    expect(await balances(`?asOf=${encodeURIComponent(before)}`)).toMatchObject({ Caja: '2000', Banco: '10000' });
    const list = await read('/finance/transfers/domestic', teller);
    expect(list.transfers.map((x: Record<string, unknown>) => [x.id, x.fromAccountName, x.toAccountName, x.amount, x.fee, x.memo])).toEqual([[t.id, 'Caja', 'Banco', '1500', '2.5', 'depósito']]);
    expect(list.totals).toEqual([{ currency: 'USD', amount: '1500', fee: '2.5' }]);
  });

  it('a transfer to China takes amount and fee from the bank and lowers what we owe the supplier by the amount received', async () => {
    const t = await ok('POST', '/finance/transfers/china', { fromAccountId: banco, supplierId: supplier, amount: '1000', fee: '35', rate: '7.1', reference: 'MT103-1' });
    expect((await balances()).Banco).toBe('10465');
    expect(await owed()).toBe('42900');
    const list = await read('/finance/transfers/china');
    expect(list.transfers.map((x: Record<string, unknown>) => [x.supplierName, x.amount, x.fee, x.rate, x.toCurrency, x.toAmount, x.reference])).toEqual([['Yiwu Toys', '1000', '35', '7.1', 'CNY', '7100', 'MT103-1']]);
    // Reversed: the bank gets amount and fee back, the supplier is owed again.
    await ok('POST', `/finance/transfers/china/${t.id}/reverse`, { reason: 'returned by the bank' });
    expect((await balances()).Banco).toBe('11500');
    expect(await owed()).toBe('50000');
    const history = await read(`/finance/transfers/china/${t.id}/history`);
    expect(history.events.map((e: { type: string; username: string }) => [e.type, e.username])).toEqual([
      ['TransferToChinaSent', 'root'],
      ['MoneyTransferReversed', 'root'],
    ]);
  });

  it('a currency exchange moves both accounts and records the difference against the table in the base currency', async () => {
    await ok('POST', '/finance/transfers/exchange', { fromAccountId: banco, toAccountId: yuan, fromAmount: '100', rate: '7.2' });
    expect(await balances()).toMatchObject({ Banco: '11400', Yuan: '720' });
    const list = await read('/finance/transfers/exchange');
    // 720 CNY x 130 - 100 USD x 950 = -1400 CLP.
    expect(list.transfers.map((x: Record<string, unknown>) => [x.currency, x.amount, x.toCurrency, x.toAmount, x.rate, x.tableRate, x.baseCurrency, x.differenceInBase])).toEqual([
      ['USD', '100', 'CNY', '720', '7.2', '7.1', 'CLP', '-1400'],
    ]);
    expect(list.differences).toEqual([{ currency: 'CLP', amount: '-1400' }]);
    // CLP has no decimals: 10.5 USD x 950.55 = 9980.775 -> 9981.
    await ok('POST', '/finance/transfers/exchange', { fromAccountId: banco, toAccountId: clp, fromAmount: '10.50', rate: '950.55' });
    expect(await balances()).toMatchObject({ Banco: '11389.5', Pesos: '9981' });
  });

  it('refuses bad input with 4xx and appends nothing', async () => {
    const n = await countEvents();
    const bad: [string, unknown, number, string][] = [
      ['domestic', { fromAccountId: caja, toAccountId: yuan, amount: '10' }, 400, 'currency_mismatch'],
      ['domestic', { fromAccountId: caja, toAccountId: caja, amount: '10' }, 400, 'invalid_body'],
      ['domestic', { fromAccountId: caja, toAccountId: 'nope', amount: '10' }, 400, 'money_account_not_found'],
      ['domestic', { fromAccountId: caja, toAccountId: banco, amount: '10.005' }, 400, 'amount_decimals'],
      ['domestic', { fromAccountId: caja, toAccountId: banco, amount: 10 }, 400, 'invalid_body'],
      ['domestic', { fromAccountId: caja, toAccountId: banco, amount: '10', date: '2999-01-01' }, 400, 'date_in_future'],
      ['china', { fromAccountId: banco, supplierId: 'nobody', amount: '10', rate: '7' }, 400, 'supplier_not_found'],
      ['china', { fromAccountId: banco, supplierId: supplier, amount: '10', rate: '7', receivedAmount: '7' }, 400, 'received_mismatch'],
      ['china', { fromAccountId: banco, supplierId: supplier, amount: '10', rate: '0' }, 400, 'invalid_body'],
      ['exchange', { fromAccountId: caja, toAccountId: banco, fromAmount: '10', rate: '1' }, 400, 'same_currency'],
      ['exchange', { fromAccountId: caja, toAccountId: yuan, fromAmount: '10', rate: '7', extra: 1 }, 400, 'invalid_body'],
    ];
    for (const [kind, body, status, code] of bad) {
      const r = await call('POST', `/finance/transfers/${kind}`, body);
      expect({ kind, body, status: r.status, code: r.body.error?.reason ?? 'invalid_body' }).toEqual({ kind, body, status, code });
    }
    const missing = await call('POST', `/finance/transfers/domestic/${randomUUID()}/reverse`, { reason: 'x' });
    expect({ status: missing.status, code: missing.body.error?.reason }).toEqual({ status: 404, code: 'transfer_not_found' });
    expect(await countEvents()).toBe(n);
  });

  it('a retried transfer is sent once; two reversals of one transfer race: one wins, the other gets 409', async () => {
    const commandId = randomUUID();
    const body = { commandId, fromAccountId: banco, toAccountId: caja, amount: '100' };
    const first = await ok('POST', '/finance/transfers/domestic', body, teller);
    const again = await ok('POST', '/finance/transfers/domestic', body, teller);
    expect(again.id).toBe(first.id);
    expect(await balances()).toMatchObject({ Caja: '597.5', Banco: '11289.5' });
    const racing = await Promise.all([1, 2].map(() => call('POST', `/finance/transfers/domestic/${first.id}/reverse`, { reason: 'duplicado' }, teller)));
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409]);
    noteWrite(racing.find((r) => r.status === 200)!.body.data.globalPosition);
    expect(await balances()).toMatchObject({ Caja: '497.5', Banco: '11389.5' });
    // A domestic transfer is not found from the exchange list.
    const elsewhere = await call('GET', `/finance/transfers/exchange/${first.id}/history`);
    expect(elsewhere.status).toBe(404);
  });

  it('lets each screen make only its own calls', async () => {
    const statuses = async (token: string) =>
      Promise.all([
        call('GET', '/finance/transfers/domestic', undefined, token),
        call('POST', '/finance/transfers/domestic', { fromAccountId: caja, toAccountId: banco, amount: '1' }, token),
        call('GET', '/finance/transfers/china', undefined, token),
        call('POST', '/finance/transfers/exchange', { fromAccountId: banco, toAccountId: yuan, fromAmount: '1', rate: '7' }, token),
        call('GET', '/finance/accounts', undefined, token),
      ]).then((rs) => rs.map((r) => r.status));
    expect(await statuses(teller)).toEqual([200, 201, 403, 403, 200]);
    expect(await statuses(outsider)).toEqual([403, 403, 403, 403, 200]);
  });
});
