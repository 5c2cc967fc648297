import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';

/**
 * The financial flow report over real HTTP on PostgreSQL (docs/reports.md "Financial flow"). Two
 * USD money accounts and two finance classes; income and expense entries in January, figures by
 * hand:
 * - Caja: Ventas 40 on 5 Jan and 60 on 20 Jan (in 100); Gastos 15.50 on 10 Jan (out 15.50).
 * - Banco: Ventas 200 on 12 Jan; a supplier paid 80 from it on 25 Jan (a supplier payment).
 * (Opening balances are not movements of the period.)
 */
describe('financial flow API', () => {
  let api: ApiHarness;
  let root: string;
  let caja: string;
  let banco: string;

  const ok = async (method: string, path: string, body?: unknown) => {
    const r = await api.call(method, `/be/api${path}`, { token: root, body });
    if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body.error)}`);
    return r.body.data;
  };
  const get = async (path: string, token = root) => {
    const head = await api.written();
    for (let i = 0; ; i++) {
      const r = await api.call('GET', `/be/api/report/${path}${path.includes('?') ? '&' : '?'}waitFor=${head}`, { token });
      if (r.headers.get('X-Read-Model-Fresh') !== 'no' || i >= 11) return r;
    }
  };
  const rows = (r: any) => r.body.data.rows.map((x: any) => [x.accountName, x.group, x.name ?? x.key, x.direction, x.in, x.out, x.net]);

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../../system/daemon-host.js');
    api.app.get(DaemonHost).start(200);
    root = await api.login('root', ROOT_PASSWORD);
    caja = (await ok('POST', '/finance/accounts', { kind: 'cash', name: 'Caja', currency: 'USD', openingBalance: '100' })).id;
    banco = (await ok('POST', '/finance/accounts', { kind: 'bank', name: 'Banco', currency: 'USD', bankName: 'BCI', accountNumber: '001' })).id;
    const ventas = (await ok('POST', '/finance/classes', { direction: 'income', name: 'Ventas' })).id;
    const gastos = (await ok('POST', '/finance/classes', { direction: 'expense', name: 'Gastos' })).id;
    const entry = (e: Record<string, unknown>) => ok('POST', '/finance/entries', { entry: { direction: 'income', classId: ventas, ...e } });
    await entry({ accountId: caja, amount: '40', date: '2026-01-05' });
    await entry({ accountId: caja, amount: '60', date: '2026-01-20' });
    await entry({ accountId: caja, direction: 'expense', classId: gastos, amount: '15.50', date: '2026-01-10' });
    await entry({ accountId: banco, amount: '200', date: '2026-01-12' });
    const supplier = (await ok('POST', '/suppliers', { code: 'ACME', name: 'Acme', currency: 'USD' })).id;
    await ok('POST', `/supplier-accounts/${supplier}/entries`, { kind: 'payment', currency: 'USD', amount: '80', method: 'bank-transfer', date: '2026-01-25', accountId: banco });
  });
  afterAll(() => api?.close());

  it('money in and out of each account per class and per kind of posting over January, with the totals', async () => {
    const r = await get('financial-flow?from=2026-01-01&to=2026-01-31');
    expect(r.status).toBe(200);
    expect(rows(r)).toEqual([
      ['Banco', 'class', 'Ventas', 'income', '200', '0', '200'],
      ['Banco', 'kind', 'supplier-payment', null, '0', '80', '-80'],
      ['Caja', 'class', 'Gastos', 'expense', '0', '15.5', '-15.5'],
      ['Caja', 'class', 'Ventas', 'income', '100', '0', '100'],
    ]);
    // In 200 + 100 = 300; out 80 + 15.50 = 95.50; net 204.50.
    expect(r.body.data.totals).toEqual([{ currency: 'USD', in: '300', out: '95.5', net: '204.5' }]);
  });

  it('one account, part of the month; bad input answers 400', async () => {
    expect(rows(await get(`financial-flow?accountId=${caja}&from=2026-01-15`))).toEqual([['Caja', 'class', 'Ventas', 'income', '60', '0', '60']]);
    expect(rows(await get(`financial-flow?accountId=${banco}&to=2026-01-11`))).toEqual([]);
    for (const path of ['financial-flow?from=2026-02-30', 'financial-flow?from=2026-01-20&to=2026-01-08', 'financial-flow?by=class']) {
      const res = await get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(res.body.data ?? null).toBeNull();
    }
    expect((await api.call('GET', '/be/api/report/financial-flow')).status).toBe(401);
  });
});
