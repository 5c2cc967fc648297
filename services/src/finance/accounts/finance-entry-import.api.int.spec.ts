import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';
import { registerJobs } from '../../jobs.js';

async function xlsx(rows: (string | number | null)[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('entries');
  ws.addRow(['direction', 'account', 'class', 'amount', 'date', 'party type', 'party code', 'memo']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}

/**
 * /finance/Excel-import over real HTTP on PostgreSQL, run by the queue: a sheet of entries posted
 * all at once (balances move), a refused sheet posting nothing with its row report, a retried
 * import applied once, and the page privilege.
 */
describe('finance entry import API', () => {
  let api: ApiHarness;
  let root: string;
  let clerk: string;

  const ok = async (method: string, path: string, body?: unknown, token = root) => {
    const r = await api.call(method, `/be/api${path}`, { token, body });
    if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body.error)}`);
    return r.body.data;
  };
  const countEvents = async () => Number((await api.platform.db.query<{ n: string }>(`select count(*)::text as n from es.events`)).rows[0].n);
  async function runImport(body: unknown, token = root) {
    const r = await api.call('POST', '/be/api/finance/entries/import', { token, body });
    expect(r.status).toBe(202);
    for (let i = 0; i < 300; i++) {
      const s = await api.call('GET', `/be/api/queue/status?id=${r.body.data.jobId}`, { token });
      if (s.body.data.state === 'completed' || s.body.data.state === 'failed') return s.body.data.result;
      await new Promise((res) => setTimeout(res, 50));
    }
    throw new Error('import did not finish');
  }
  const balances = async () => {
    const head = await api.written();
    const data = await ok('GET', `/finance/accounts?waitFor=${head}`);
    return Object.fromEntries((data.accounts as { name: string; balance: string }[]).map((a) => [a.name, a.balance]));
  };

  beforeAll(async () => {
    api = await startApi();
    registerJobs(api.platform);
    await api.platform.queue.startWorker();
    const { DaemonHost } = await import('../../system/daemon-host.js');
    api.app.get(DaemonHost).start(100);
    root = await api.login('root', ROOT_PASSWORD);
    const position = (await ok('POST', '/positions', { name: 'P importer', pagePrivileges: { FinanceImport: 'Accessable' } })).id;
    await ok('POST', '/employees', { username: 'importer', password: 'password-1', name: 'importer', positionIds: [position] });
    clerk = await api.login('importer', 'password-1');
    await ok('POST', '/finance/accounts', { kind: 'cash', name: 'Caja', currency: 'CLP', openingBalance: '1000' });
    await ok('POST', '/finance/accounts', { kind: 'bank', name: 'Banco USD', currency: 'USD', openingBalance: '0', bankName: 'BCI' });
    await ok('POST', '/finance/classes', { direction: 'income', name: 'Ventas' });
    const local = (await ok('POST', '/finance/classes', { direction: 'expense', name: 'Local' })).id;
    await ok('POST', '/finance/classes', { direction: 'expense', name: 'Luz', parentId: local });
    await ok('POST', '/customers', { code: 'C-01', name: 'Comercial Uno' });
  });
  afterAll(() => api?.close());

  it('posts every row of a sheet at once; the balances move', async () => {
    const file = await xlsx([
      ['income', 'Caja', 'Ventas', 15000, '2026-01-10', 'customer', 'C-01', 'ventas del día'],
      ['expense', 'banco usd', 'Local / Luz', '20.50', null, null, null, 'luz'],
    ]);
    const report = await runImport({ file }, clerk);
    expect(report).toMatchObject({ total: 2, imported: 2, refused: 0, errors: [], duplicate: false });
    expect(await balances()).toEqual({ Caja: '16000', 'Banco USD': '-20.5' });
  });

  it("prints one entry's voucher: the party's name, who recorded it; 404 for an entry that does not exist", async () => {
    const head = await api.written();
    const list = await ok('GET', `/finance/entries?search=ventas&waitFor=${head}`);
    const v = await ok('GET', `/finance/entries/${list.entries[0].id}`);
    expect(v).toMatchObject({ direction: 'income', accountName: 'Caja', className: 'Ventas', amount: '15000', partyType: 'customer', partyName: 'Comercial Uno', username: 'importer', date: '2026-01-10' });
    const missing = await api.call('GET', '/be/api/finance/entries/nope', { token: root });
    expect({ status: missing.status, reason: missing.body.error?.reason }).toEqual({ status: 404, reason: 'entry_not_found' });
  });

  it('refuses a sheet with a bad row: nothing is posted, the report names the row and column', async () => {
    const n = await countEvents();
    const file = await xlsx([
      ['income', 'Caja', 'Ventas', 500, null, null, null, ''],
      ['income', 'Caja', 'Ventas', '500.5', null, null, null, ''],
      ['expense', 'Caja', 'Ventas', 10, null, null, null, ''],
    ]);
    const report = await runImport({ file }, clerk);
    expect(report).toMatchObject({ total: 3, imported: 0, refused: 2 });
    expect(report.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [3, 'amount'],
      [4, 'class'],
    ]);
    expect(await countEvents()).toBe(n);
  });

  it('applies a retried import once', async () => {
    const commandId = randomUUID();
    const file = await xlsx([['income', 'Caja', 'Ventas', 1, null, null, null, 'uno']]);
    const first = await runImport({ file, commandId }, clerk);
    const again = await runImport({ file, commandId }, clerk);
    expect(again.ids).toEqual(first.ids);
    expect(again.duplicate).toBe(true);
    expect((await balances()).Caja).toBe('16001');
  });

  it('is refused to a user without the import page', async () => {
    const position = (await ok('POST', '/positions', { name: 'P list', pagePrivileges: { FinanceList: 'Accessable' } })).id;
    await ok('POST', '/employees', { username: 'lister', password: 'password-1', name: 'lister', positionIds: [position] });
    const lister = await api.login('lister', 'password-1');
    const r = await api.call('POST', '/be/api/finance/entries/import', { token: lister, body: { file: await xlsx([]) } });
    expect(r.status).toBe(403);
  });
});
