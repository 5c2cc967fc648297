import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';

/**
 * The payables ageing report over real HTTP on PostgreSQL (docs/reports.md "Payables ageing"), on
 * two suppliers' ledgers whose figures are worked out by hand below. Payments settle the oldest
 * debts first; what is left open is aged by the day it was posted.
 * - ACME (USD): 100 owed from 10 Jan, 50 more on 1 Mar, 30 more on 20 Apr, 120 paid on 25 Apr:
 *   the 100 and 20 of the 50 are paid, 30 of 1 Mar and 30 of 20 Apr are open (60 owed).
 * - BETA (USD): 200 owed from 30 Apr, 250 paid the same day: a credit of 50, nothing open.
 */
describe('payables and receivables ageing API', () => {
  let api: ApiHarness;
  let root: string;
  let viewer: string;
  let acme: string;
  let beta: string;

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
  const rows = (r: any) => r.body.data.rows.map((x: any) => [x.code, x.currency, x.balance, x.notDue, x.days0to30, x.days31to60, x.days61to90, x.over90]);

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../../system/daemon-host.js');
    api.app.get(DaemonHost).start(200);
    root = await api.login('root', ROOT_PASSWORD);
    acme = (await ok('POST', '/suppliers', { code: 'ACME', name: 'Acme Bebidas', currency: 'USD' })).id;
    beta = (await ok('POST', '/suppliers', { code: 'BETA', name: 'Beta Aguas', currency: 'USD' })).id;
    const position = (await ok('POST', '/positions', { name: 'Accountant', pagePrivileges: { ReportPayable: 'Accessable' } })).id;
    await ok('POST', '/employees', { username: 'ana', password: 'password-1', name: 'Ana', positionIds: [position] });
    viewer = await api.login('ana', 'password-1');
    const entry = (id: string, body: object) => ok('POST', `/supplier-accounts/${id}/entries`, { currency: 'USD', ...body });
    await entry(acme, { kind: 'opening', amount: '100', date: '2026-01-10' });
    await entry(acme, { kind: 'adjustment', amount: '50', reason: 'factura 881', date: '2026-03-01' });
    await entry(acme, { kind: 'adjustment', amount: '30', reason: 'factura 902', date: '2026-04-20' });
    await entry(acme, { kind: 'payment', amount: '120', method: 'bank-transfer', date: '2026-04-25' });
    await entry(beta, { kind: 'opening', amount: '200', date: '2026-04-30' });
    await entry(beta, { kind: 'payment', amount: '250', method: 'cash', date: '2026-04-30' });
  });
  afterAll(() => api?.close());

  it('as of 30 April: what each supplier is owed, the open debts by age, a credit with nothing open, and the totals', async () => {
    const r = await get('payable?asOf=2026-04-30');
    expect(r.status).toBe(200);
    // 1 Mar -> 30 Apr: 30 + 30 days = 60 days old (31-60); 20 Apr: 10 days (0-30).
    expect(rows(r)).toEqual([
      ['ACME', 'USD', '60', '0', '30', '30', '0', '0'],
      ['BETA', 'USD', '-50', '0', '0', '0', '0', '0'],
    ]);
    expect(r.body.data).toEqual(expect.objectContaining({ asOf: '2026-04-30', total: 2 }));
    expect(r.body.data.totals).toEqual([{ currency: 'USD', balance: '10', notDue: '0', days0to30: '30', days31to60: '30', days61to90: '0', over90: '0' }]);
    expect(r.body.data.rows[0]).toEqual(expect.objectContaining({ partyId: acme, name: 'Acme Bebidas' }));
  });

  it('as of an earlier or a later day the same debts fall in other buckets', async () => {
    // 15 Mar: nothing paid yet; 10 Jan is 64 days old (61-90), 1 Mar 14 days (0-30); BETA owed nothing yet.
    expect(rows(await get('payable?asOf=2026-03-15'))).toEqual([['ACME', 'USD', '150', '0', '50', '0', '100', '0']]);
    // 31 Jul: 1 Mar is 152 days old, 20 Apr 102 days: both over 90.
    expect(rows(await get(`payable?asOf=2026-07-31&supplierId=${acme}`))).toEqual([['ACME', 'USD', '60', '0', '0', '0', '0', '60']]);
    // Before anything was posted: nobody is owed anything.
    expect((await get('payable?asOf=2025-12-31')).body.data).toEqual(expect.objectContaining({ rows: [], total: 0, totals: [] }));
    // Without asOf: today, after every posting above.
    const now = await get('payable');
    expect(now.body.data.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(rows(now).map((x: string[]) => x.slice(0, 3))).toEqual([['ACME', 'USD', '60'], ['BETA', 'USD', '-50']]);
    expect(rows(await get('payable?asOf=2026-04-30&limit=1&offset=1'))).toEqual([['BETA', 'USD', '-50', '0', '0', '0', '0', '0']]);
  });

  it("only Root, Admin and positions with the report's page may read it; bad input answers 400", async () => {
    expect((await get('payable', viewer)).status).toBe(200);
    // The receivables report is another page: its figures are checked in projections/src/reports/ageing.
    expect((await get('receivable', viewer)).status).toBe(403);
    const receivable = await get('receivable?asOf=2026-04-30');
    expect(receivable.body.data).toEqual({ asOf: '2026-04-30', rows: [], total: 0, totals: [] });
    expect((await api.call('GET', '/be/api/report/payable')).status).toBe(401);
    const clerkPosition = (await ok('POST', '/positions', { name: 'Clerk', pagePrivileges: { ReportStock: 'Accessable' } })).id;
    await ok('POST', '/employees', { username: 'leo', password: 'password-1', name: 'Leo', positionIds: [clerkPosition] });
    const denied = await get('payable', await api.login('leo', 'password-1'));
    expect(denied.status).toBe(403);
    expect(denied.body.data ?? null).toBeNull();
    for (const path of ['payable?asOf=2026-02-30', 'payable?asOf=today', 'payable?currency=usd', 'payable?from=2026-01-01', 'payable?limit=0', 'receivable?asOf=2026-13-01', 'receivable?supplierId=x']) {
      const r = await get(path);
      expect({ path, status: r.status }).toEqual({ path, status: 400 });
      expect(r.body.error?.code).toBeTruthy();
      expect(r.body.data ?? null).toBeNull();
    }
  });
});
