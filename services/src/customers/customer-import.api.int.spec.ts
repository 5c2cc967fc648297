import { CUSTOMER_IMPORT_TEMPLATE_HEADERS } from '@tradedesk/contracts/customers/customer-import';
import ExcelJS from 'exceljs';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../identity/testing/api-harness.js';
import { registerJobs } from '../jobs.js';

const H = CUSTOMER_IMPORT_TEMPLATE_HEADERS;
async function xlsx(headers: string[], rows: (string | number | null)[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('clientes');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}

/** Customer import from Excel over real HTTP: a queue job with a row-by-row report, all or nothing or valid rows only. */
describe('customer import API', () => {
  let api: ApiHarness;
  let importer: string;
  let clerk: string;
  const countEvents = async () => Number((await api.platform.db.query<{ n: string }>(`select count(*)::text as n from es.events`)).rows[0].n);
  const customerCount = async () => (await api.call('GET', '/be/api/customers?limit=1', { token: importer })).body.data.total as number;

  async function runImport(body: unknown, token = importer) {
    const r = await api.call('POST', '/be/api/customers/import', { token, body });
    expect(r.status).toBe(202);
    for (let i = 0; i < 300; i++) {
      const s = (await api.call('GET', `/be/api/queue/status?id=${r.body.data.jobId}`, { token })).body.data;
      if (s.state === 'completed' || s.state === 'failed') return s;
      await new Promise((res) => setTimeout(res, 50));
    }
    throw new Error('import did not finish');
  }

  beforeAll(async () => {
    api = await startApi();
    registerJobs(api.platform);
    await api.platform.queue.startWorker();
    const root = await api.login('root', ROOT_PASSWORD);
    const pos = (await api.call('POST', '/be/api/positions', { token: root, body: { name: 'Importer', pagePrivileges: { CustomerImport: 'Accessable', CustomerList: 'Accessable' } } })).body.data.id;
    await api.call('POST', '/be/api/employees', { token: root, body: { username: 'imp', password: 'password-1', name: 'Imp', positionIds: [pos] } });
    const pos2 = (await api.call('POST', '/be/api/positions', { token: root, body: { name: 'Lister', pagePrivileges: { CustomerList: 'Accessable' } } })).body.data.id;
    await api.call('POST', '/be/api/employees', { token: root, body: { username: 'lis', password: 'password-1', name: 'Lis', positionIds: [pos2] } });
    importer = await api.login('imp', 'password-1');
    clerk = await api.login('lis', 'password-1');
    await api.call('POST', '/be/api/customers/membership-levels', { token: root, body: { name: 'Oro', discount: '5' } });
    await api.call('POST', '/be/api/customers/groups', { token: root, body: { name: 'Restaurantes' } });
    await api.call('POST', '/be/api/customers/groups', { token: root, body: { name: 'Ruta 5' } });
    await api.call('POST', '/be/api/customers', { token: importer, body: { code: 'EXIST-1', name: 'Ya existe' } });
  });
  afterAll(() => api?.close());

  const headers = [H.code, H.name, H.phone, H.taxId, H.priceType, H.membership, H.groups, H.paymentTermsDays, H.creditLimit, H.currency];

  it('a malformed file is refused at once, before any job; a file that is no spreadsheet inside is reported; nothing appended', async () => {
    const before = await countEvents();
    const picture = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]).toString('base64');
    const notXlsx = await api.call('POST', '/be/api/customers/import', { token: importer, body: { file: picture } });
    expect(notXlsx.status).toBe(400);
    expect(notXlsx.body.error!.details).toEqual([{ path: 'file', message: 'not an .xlsx spreadsheet or a CSV file' }]);
    const notBase64 = await api.call('POST', '/be/api/customers/import', { token: importer, body: { file: '***' } });
    expect(notBase64.status).toBe(400);
    expect(notBase64.body.error!.details![0].path).toBe('file');
    // Starts like a zip but has no zip directory: refused at once too.
    const broken = await api.call('POST', '/be/api/customers/import', { token: importer, body: { file: Buffer.from('PK\u0003\u0004 broken').toString('base64') } });
    expect(broken.status).toBe(400);
    expect(broken.body.error!.details![0]).toMatchObject({ path: 'file', message: expect.stringContaining('not a readable .xlsx file') });
    const noName = await runImport({ file: await xlsx(['code', 'telefono', 'colour'], [['C1', '1', 'red']]) });
    expect(noName.result.errors).toEqual([
      { row: 1, field: 'colour', message: 'unknown column "colour"' },
      { row: 1, field: 'name', message: 'the header row has no name column' },
    ]);
    expect(await countEvents()).toBe(before);
    // Only the import page may upload.
    expect((await api.call('POST', '/be/api/customers/import', { token: clerk, body: { file: await xlsx(['code', 'name'], [['A', 'B']]) } })).status).toBe(403);
  });

  const rows = (): (string | number | null)[][] => [
    ['IMP-001', 'Almacén La Esquina', '+56 9 1111 0001', '76.000.001-1', 'wholesale', 'Oro', 'Restaurantes; Ruta 5', 30, '250000', 'clp'],
    ['IMP-002', 'Botillería El Sol', null, null, null, null, 'Ruta 5', null, null, null],
    ['IMP-003', '', '+56 9 1111 0003', null, 'cheap', 'Platino', 'Hoteles', 'soon', '-5', 'PESOS'],
    ['exist-1', 'Código repetido', null, null, null, null, null, null, null, null],
    ['IMP-002', 'Dos veces', null, null, null, null, null, null, null, null],
  ];

  it('all-or-nothing: one bad row -> nothing appended, every problem reported by row and field', async () => {
    const before = await countEvents();
    const customers = await customerCount();
    const r = await runImport({ file: await xlsx(headers, rows()) });
    expect(r.state).toBe('completed');
    expect(r.result).toMatchObject({ mode: 'all-or-nothing', total: 5, imported: 0, refused: 3 });
    expect(r.result.errors.map((e: any) => `${e.row}:${e.field}`).sort()).toEqual(
      ['4:name', '4:priceType', '4:paymentTermsDays', '4:creditLimit', '4:membership', '4:groups', '4:currency', '5:code', '6:code'].sort(),
    );
    expect(r.result.errors.find((e: any) => e.row === 6).message).toBe('code IMP-002 is also on row 3');
    expect(r.result.errors.find((e: any) => e.row === 5).message).toContain("already a customer's");
    expect(await countEvents()).toBe(before);
    expect(await customerCount()).toBe(customers);
  });

  it('valid-rows: the good rows are imported with their level and groups, the others reported', async () => {
    const r = await runImport({ file: await xlsx(headers, rows()), mode: 'valid-rows' });
    expect(r.result).toMatchObject({ mode: 'valid-rows', total: 5, imported: 2, refused: 3 });
    expect(r.progress).toBe(100);
    const one = (await api.call('GET', '/be/api/customers?search=IMP-001', { token: importer })).body.data.customers[0];
    expect(one).toMatchObject({ name: 'Almacén La Esquina', priceType: 'wholesale', membershipLevelName: 'Oro', groupNames: ['Restaurantes', 'Ruta 5'], paymentTermsDays: 30, creditLimit: '250000', currency: 'CLP', taxId: '76.000.001-1' });
    const history = (await api.call('GET', `/be/api/customers/${one.id}/history`, { token: importer })).body.data.events;
    expect(history).toEqual([expect.objectContaining({ type: 'CustomerCreated', username: 'imp' })]);
  });

  it('the .xlsx as the raw body imports too; a second import of the same codes is refused', async () => {
    const file = Buffer.from(await xlsx(['Code', 'Name', 'E-mail'], [['RAW-1', 'Uno', 'uno@example.cl'], ['RAW-2', 'Dos', '']]), 'base64');
    const up = await fetch(`${api.base}/be/api/customers/import?mode=all-or-nothing`, {
      method: 'POST',
      headers: { 'X-Auth-Token': importer, 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      body: file,
    });
    expect(up.status).toBe(202);
    const { data } = (await up.json()) as any;
    let s: any;
    for (let i = 0; i < 100 && s?.state !== 'completed'; i++) {
      await new Promise((res) => setTimeout(res, 50));
      s = (await api.call('GET', `/be/api/queue/status?id=${data.jobId}`, { token: importer })).body.data;
    }
    expect(s.result).toMatchObject({ total: 2, imported: 2, errors: [] });
    const again = await runImport({ file: file.toString('base64') });
    expect(again.result.imported).toBe(0);
    expect(again.result.errors.map((e: any) => [e.row, e.field])).toEqual([
      [2, 'code'],
      [3, 'code'],
    ]);
  });
});
