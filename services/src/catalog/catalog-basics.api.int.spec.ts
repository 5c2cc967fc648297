import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../identity/testing/api-harness.js';
import { registerJobs } from '../jobs.js';
import { callSheetJob, finishedJob } from '../platform/testing/sheet-jobs.js';

async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('lista');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * The catalogue basics over real HTTP on PostgreSQL: the supplier payables ledger, the supplier
 * price-list sync and its settings, size groups, and who may call what.
 */
describe('catalog basics API', () => {
  let api: ApiHarness;
  let root: string;
  let keeper: string;
  let basics: string;
  let zoner: string;
  let outsider: string;
  let yiwu: string;
  let lima: string;

  const countEvents = async () => Number((await api.platform.db.query<{ n: string }>(`select count(*)::text as n from es.events`)).rows[0].n);
  const ok = async (method: string, path: string, body?: unknown, token = root) => {
    const r = await api.call(method, `/be/api${path}`, { token, body });
    expect({ path, status: r.status, error: r.body.error }).toEqual({ path, status: r.status < 300 ? r.status : 200, error: null });
    return r.body.data;
  };

  beforeAll(async () => {
    api = await startApi();
    registerJobs(api.platform);
    await api.platform.queue.startWorker();
    const { DaemonHost } = await import('../system/daemon-host.js');
    api.app.get(DaemonHost).start(100);
    root = await api.login('root', ROOT_PASSWORD);
    const position = async (name: string, pages: string[]) => (await ok('POST', '/positions', { name, pagePrivileges: Object.fromEntries(pages.map((p) => [p, 'Accessable'])) })).id;
    const users: [string, string[]][] = [
      ['keeper', ['SupplierAccount', 'SupplierCreateAccount']],
      ['basics', ['BasicsSupplier']],
      ['zoner', ['WarehouseZoneImport']],
      ['outsider', ['ProductList']],
    ];
    for (const [username, pages] of users) await ok('POST', '/employees', { username, password: 'password-1', name: username, positionIds: [await position(`P ${username}`, pages)] });
    keeper = await api.login('keeper', 'password-1');
    basics = await api.login('basics', 'password-1');
    zoner = await api.login('zoner', 'password-1');
    outsider = await api.login('outsider', 'password-1');
    yiwu = (await ok('POST', '/suppliers', { code: 'YIWU', name: 'Yiwu Trading', currency: 'USD', country: 'CN' })).id;
    lima = (await ok('POST', '/suppliers', { code: 'LIMA', name: 'Distribuidora Lima', currency: 'CLP' })).id;
  });
  afterAll(() => api?.close());

  describe('supplier account', () => {
    const post = (body: unknown, token = keeper, supplierId = yiwu) => api.call('POST', `/be/api/supplier-accounts/${supplierId}/entries`, { token, body });
    let position = '0';
    const account = async (supplierId = yiwu, extra = '') => {
      const r = await api.call('GET', `/be/api/supplier-accounts/${supplierId}?waitFor=${position}${extra}`, { token: keeper });
      expect(r.status).toBe(200);
      return r.body.data;
    };

    it('opening balance, payments and an adjustment give a running balance per currency, in exact decimals', async () => {
      const steps = [
        { kind: 'opening', currency: 'USD', amount: '1000.50', date: '2026-01-02', note: 'carried over' },
        { kind: 'payment', currency: 'USD', amount: '200.25', method: 'bank-transfer', reference: 'TRF-1' },
        { kind: 'payment', currency: 'USD', amount: '0.10', method: 'cash' },
        { kind: 'adjustment', currency: 'USD', amount: '-0.15', reason: 'rounding on invoice 88' },
        { kind: 'opening', currency: 'CNY', amount: '-300' },
      ];
      for (const body of steps) {
        const r = await post(body);
        expect({ status: r.status, error: r.body.error }).toEqual({ status: 201, error: null });
        position = r.body.data.globalPosition;
      }
      const a = await account();
      expect(a.balances).toEqual([
        { currency: 'CNY', balance: '-300', entries: 1 },
        { currency: 'USD', balance: '800', entries: 4 },
      ]);
      const usd = a.entries.filter((e: any) => e.currency === 'USD');
      expect(usd.map((e: any) => [e.kind, e.amount, e.balanceAfter])).toEqual([
        ['adjustment', '-0.15', '800'],
        ['payment', '-0.1', '800.15'],
        ['payment', '-200.25', '800.25'],
        ['opening', '1000.5', '1000.5'],
      ]);
      expect(usd[2]).toMatchObject({ method: 'bank-transfer', reference: 'TRF-1', username: 'keeper' });
      expect(usd[3]).toMatchObject({ date: '2026-01-02', note: 'carried over' });
      expect(a.version).toBe(5);
      const list = await api.call('GET', `/be/api/supplier-accounts?waitFor=${position}`, { token: keeper });
      expect(list.body.data.balances.map((b: any) => [b.supplierCode, b.currency, b.balance])).toEqual([
        ['LIMA', 'CLP', '0'],
        ['YIWU', 'CNY', '-300'],
        ['YIWU', 'USD', '800'],
      ]);
      expect((await api.call('GET', `/be/api/supplier-accounts?open=true&waitFor=${position}`, { token: keeper })).body.data.total).toBe(2);
      expect((await account(yiwu, '&currency=CNY')).entries).toHaveLength(1);
    });

    it('bad input answers 400 naming the field and appends nothing', async () => {
      const before = await countEvents();
      const cases: [unknown, number, string][] = [
        [{ kind: 'payment', currency: 'USD', amount: 12.5, method: 'cash' }, 400, 'amount'],
        [{ kind: 'payment', currency: 'USD', amount: '10.005', method: 'cash' }, 400, 'amount'],
        [{ kind: 'payment', currency: 'USD', amount: '-3', method: 'cash' }, 400, 'amount'],
        [{ kind: 'payment', currency: 'USD', amount: '3', method: 'card' }, 400, 'method'],
        [{ kind: 'payment', currency: 'USD', amount: '3', method: 'bank-check' }, 400, 'reference'],
        [{ kind: 'adjustment', currency: 'USD', amount: '3' }, 400, 'reason'],
        [{ kind: 'opening', currency: 'USD', amount: '3' }, 409, 'kind'],
        [{ kind: 'opening', currency: 'CLP', amount: '1500.5' }, 400, 'amount'],
        [{ kind: 'payment', currency: 'usd', amount: '3', method: 'cash' }, 400, 'currency'],
        [{ kind: 'payment', currency: 'USD', amount: '3', method: 'cash', date: '2999-01-01' }, 400, 'date'],
        [{ kind: 'gift', currency: 'USD', amount: '3' }, 400, 'kind'],
        [{ kind: 'payment', currency: 'USD', amount: '3', method: 'cash', extra: 1 }, 400, 'extra'],
      ];
      for (const [body, status, field] of cases) {
        const r = await post(body);
        const paths = (r.body.error?.details ?? []).map((d: any) => d.path);
        expect({ body, status: r.status, named: paths.some((p: string) => p.includes(field)) }).toEqual({ body, status, named: true });
      }
      expect((await post({ kind: 'payment', currency: 'USD', amount: '3', method: 'cash' }, keeper, 'no-such')).status).toBe(404);
      expect(await countEvents()).toBe(before);
    });

    it('a stale version answers 409; a retried command is applied once', async () => {
      const a = await account();
      const stale = await post({ kind: 'payment', currency: 'USD', amount: '1', method: 'cash', version: a.version - 1 });
      expect(stale.status).toBe(409);
      const commandId = '6f1f7b6e-1b1a-4c55-9d1e-0d7c7f3f0a11';
      const first = await post({ kind: 'payment', currency: 'USD', amount: '50', method: 'cash', version: a.version, commandId });
      expect(first.status).toBe(201);
      const again = await post({ kind: 'payment', currency: 'USD', amount: '50', method: 'cash', version: a.version, commandId });
      expect(again.body.data).toMatchObject({ id: commandId, duplicate: true });
      position = first.body.data.globalPosition;
      expect((await account()).balances.find((b: any) => b.currency === 'USD').balance).toBe('750');
    });

    it('an entry is reversed once, with a reason; the history names who and when', async () => {
      const a = await account();
      const payment = a.entries.find((e: any) => e.amount === '-50');
      const r = await api.call('POST', `/be/api/supplier-accounts/${yiwu}/entries/${payment.entryId}/reverse`, { token: keeper, body: { reason: 'paid twice by mistake' } });
      expect(r.status).toBe(200);
      position = r.body.data.globalPosition;
      const again = await api.call('POST', `/be/api/supplier-accounts/${yiwu}/entries/${payment.entryId}/reverse`, { token: keeper, body: { reason: 'again' } });
      expect(again.status).toBe(409);
      expect(again.body.error!.reason).toBe('already_reversed');
      const b = await account();
      expect(b.balances.find((x: any) => x.currency === 'USD').balance).toBe('800');
      expect(b.entries[0]).toMatchObject({ kind: 'reversal', amount: '50', reverses: payment.entryId, reason: 'paid twice by mistake' });
      expect(b.entries.find((e: any) => e.entryId === payment.entryId).reversedBy).toBe(b.entries[0].entryId);
      const h = await api.call('GET', `/be/api/supplier-accounts/${yiwu}/history`, { token: keeper });
      expect(h.body.data.events.map((e: any) => e.type)).toEqual(Array(7).fill('SupplierAccountPosted'));
      expect(h.body.data.events[0].username).toBe('keeper');
    });

    it('only the account pages (and Admin) reach the ledger; they may read the supplier list to pick one', async () => {
      expect((await api.call('GET', '/be/api/supplier-accounts', { token: outsider })).status).toBe(403);
      expect((await post({ kind: 'payment', currency: 'USD', amount: '1', method: 'cash' }, outsider)).status).toBe(403);
      expect((await api.call('GET', '/be/api/suppliers', { token: keeper })).status).toBe(200);
      expect((await api.call('POST', '/be/api/suppliers', { token: keeper, body: { code: 'K', name: 'K' } })).status).toBe(403);
    });
  });

  describe('supplier price-list sync', () => {
    let p1: string;
    let p2: string;
    let p3: string;

    beforeAll(async () => {
      const product = async (code: string, barcode: string, purchase: string, box?: string) =>
        (await ok('POST', '/products', { code, name: `Producto ${code}`, barcode, prices: { unit: { purchase } }, packings: box ? { box: { size: box, barcode: `9${barcode}` } } : {} })).id;
      p1 = await product('VASO', '7801000000011', '100', '24');
      p2 = await product('PLATO', '7801000000028', '250');
      p3 = await product('TAZA', '7801000000035', '80');
    });

    // A queue job: 202 {jobId}, the comparison (or refusal) read through queue/status.
    const compare = (rows: (string | number | null)[][], supplierId = yiwu) =>
      xlsx(rows).then((file) => callSheetJob(api, 'POST', `/be/api/suppliers/${supplierId}/price-list/compare`, { token: root, body: { file: file.toString('base64') } }));

    it("settings: built-in until saved, then the supplier's own; a stale version is 409", async () => {
      const built = await ok('GET', `/supplier/client/sync-settings?supplierId=${yiwu}`);
      expect(built).toMatchObject({ source: 'built-in', version: 0, settings: { matchByBarcode: true, priceUnit: 'unit', updatePurchasePrice: true, updatePackings: false } });
      await ok('POST', '/supplier/client/sync-settings', { supplierId: null, settings: { ...built.settings, minPriceChangePercent: '50' } });
      expect(await ok('GET', `/supplier/client/sync-settings?supplierId=${yiwu}`)).toMatchObject({ source: 'default', settings: { minPriceChangePercent: '50' } });
      const saved = await ok('POST', '/supplier/client/sync-settings', { supplierId: yiwu, version: 0, settings: { ...built.settings, updatePackings: true, minPriceChangePercent: '1.5' } });
      expect(saved).toMatchObject({ changed: true, streamVersion: 1 });
      expect(await ok('GET', `/supplier/client/sync-settings?supplierId=${yiwu}`)).toMatchObject({ source: 'supplier', version: 1, settings: { updatePackings: true, minPriceChangePercent: '1.5' } });
      const stale = await api.call('POST', '/be/api/supplier/client/sync-settings', { token: root, body: { supplierId: yiwu, version: 0, settings: built.settings } });
      expect(stale.status).toBe(409);
      const bad = await api.call('POST', '/be/api/supplier/client/sync-settings', { token: root, body: { supplierId: yiwu, settings: { ...built.settings, minPriceChangePercent: 2 } } });
      expect(bad.status).toBe(400);
      expect(bad.body.error!.details![0].path).toBe('settings.minPriceChangePercent');
      expect((await api.call('POST', '/be/api/supplier/client/sync-settings', { token: root, body: { supplierId: 'nope', settings: built.settings } })).status).toBe(404);
      const h = await ok('GET', `/supplier/client/sync-settings/history?supplierId=${yiwu}`);
      expect(h.events).toHaveLength(1);
    });

    it('compare: matches by barcode, shows new links, price and packing changes, unknown and invalid rows; records nothing', async () => {
      const before = await countEvents();
      const r = await compare([
        ['item code', 'barcode', 'name', 'purchase price', 'box size'],
        ['Y-100', '7801000000011', 'Glass 250', '110.50', 48],
        ['Y-200', '7801000000028', 'Plate', '250', null],
        ['Y-300', '7801000000035', 'Cup', '80.8', null],
        ['Y-900', '0000000000000', 'Not ours', '5', null],
        ['Y-901', '', 'Bad price', '5,5', null],
      ]);
      expect(r.status).toBe(200);
      const rows = r.body.data.rows;
      expect(r.body.data.counts).toEqual({ total: 5, changed: 3, unchanged: 0, unknown: 1, invalid: 1 });
      expect(rows[0]).toMatchObject({
        status: 'changed',
        match: { productId: p1, code: 'VASO', by: 'barcode', version: 1 },
        changes: { link: { old: null, new: 'Y-100' }, price: { unit: 'unit', old: '100', new: '110.5', percent: '10.5' }, packings: { box: { old: '24', new: '48' } } },
        selected: { link: true, price: true, packing: true },
      });
      expect(rows[1].changes).toEqual({ link: { old: null, new: 'Y-200' } });
      // 1% is below the supplier's 1.5% threshold: shown, not selected.
      expect(rows[2]).toMatchObject({ changes: { price: { old: '80', new: '80.8', percent: '1' } }, selected: { price: false } });
      expect(rows[3].status).toBe('unknown');
      expect(rows[4]).toMatchObject({ status: 'invalid', errors: [{ field: 'price' }] });
      expect(await countEvents()).toBe(before);
    });

    it('compare refuses a file that is not a price list, naming why', async () => {
      const r = await compare([['name', 'colour'], ['x', 'red']]);
      expect(r.status).toBe(400);
      expect(r.job).toMatchObject({ state: 'completed' });
      expect(r.body.error!.message).toMatch(/item code/);
      expect((await compare([['item code', 'purchase price'], ['Y-1', '5']], randomUUID())).status).toBe(404);
      const raw = await fetch(`${api.base}/be/api/suppliers/${yiwu}/price-list/compare`, {
        method: 'POST',
        headers: { 'X-Auth-Token': root, 'Content-Type': 'application/octet-stream' },
        body: Buffer.from('not a zip'),
      });
      // Text is a CSV to the request (cheap checks only); the job reads it and finds no price list.
      expect(raw.status).toBe(202);
      const job = await finishedJob(api, root, ((await raw.json()) as any).data.jobId);
      expect(job.result).toMatchObject({ ok: false, status: 400, error: { message: expect.stringMatching(/item code/) } });
      const png = await fetch(`${api.base}/be/api/suppliers/${yiwu}/price-list/compare`, {
        method: 'POST',
        headers: { 'X-Auth-Token': root, 'Content-Type': 'application/octet-stream' },
        body: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
      });
      expect(png.status).toBe(400);
    });

    it('apply: link, purchase price and packing of several products in one transaction; then the same list compares unchanged', async () => {
      const items = [
        { productId: p1, version: 1, itemCode: 'Y-100', purchasePrice: '110.50', packings: { box: '48' } },
        { productId: p2, version: 1, itemCode: 'Y-200' },
      ];
      const r = await ok('POST', `/suppliers/${yiwu}/price-list/apply`, { items });
      expect(r).toMatchObject({ products: 2, events: 4 });
      const v = await ok('GET', `/products/${p1}`);
      expect(v).toMatchObject({ suppliers: { [yiwu]: 'Y-100' }, packings: { box: { size: '48', barcode: '97801000000011' } }, version: 4 });
      expect(v.prices.unit.purchase).toBe('110.5');
      const log = await ok('GET', `/price-changes?productId=${p1}&waitFor=${r.globalPosition}`);
      expect(log.priceChanges[0]).toMatchObject({ unit: 'unit', priceType: 'purchase', old: '100', new: '110.5', username: 'root' });
      const history = await ok('GET', `/products/${p1}/history`);
      expect(history.events.map((e: any) => e.type)).toEqual(['ProductCreated', 'ProductChanged', 'ProductPricesChanged', 'ProductSupplierLinked']);
      // Matched by the linked item code now, even with another barcode in the sheet.
      const again = await compare([
        ['item code', 'barcode', 'purchase price', 'box size'],
        ['y-100', '', '110.5', 48],
      ]);
      expect(again.body.data.rows[0]).toMatchObject({ status: 'changed', match: { productId: p1, by: 'itemCode' }, changes: { link: { old: 'Y-100', new: 'y-100' } } });
    });

    it('apply is all or nothing: a stale product, an item code of another product, a bad price -> 4xx and nothing appended', async () => {
      const before = await countEvents();
      const stale = await api.call('POST', `/be/api/suppliers/${yiwu}/price-list/apply`, {
        token: root,
        body: { items: [{ productId: p3, version: 1, itemCode: 'Y-300' }, { productId: p1, version: 1, purchasePrice: '120' }] },
      });
      expect(stale.status).toBe(409);
      const taken = await api.call('POST', `/be/api/suppliers/${yiwu}/price-list/apply`, { token: root, body: { items: [{ productId: p3, version: 1, itemCode: 'y-200' }] } });
      expect(taken.status).toBe(409);
      expect(taken.body.error!.reason).toBe('item_code_taken');
      const float = await api.call('POST', `/be/api/suppliers/${yiwu}/price-list/apply`, { token: root, body: { items: [{ productId: p3, version: 1, purchasePrice: 81.5 }] } });
      expect(float.status).toBe(400);
      expect(float.body.error!.details![0].path).toBe('items.0.purchasePrice');
      const noBox = await api.call('POST', `/be/api/suppliers/${yiwu}/price-list/apply`, {
        token: root,
        body: { items: [{ productId: p3, version: 1, itemCode: 'Y-300' }, { productId: p2, version: 2, purchasePrice: '9', priceUnit: 'bag' }] },
      });
      expect(noBox.status).toBe(400);
      expect(noBox.body.error!.message).toMatch(/^items\.1: /);
      expect(await countEvents()).toBe(before);
      // The same item code for the same supplier on two products, raced past the check: the read model's index answers 409.
      expect((await api.call('POST', `/be/api/suppliers/${lima}/price-list/apply`, { token: root, body: { items: [{ productId: p3, version: 1, itemCode: 'L-1' }] } })).status).toBe(201);
    });

    it('only the sync page (and Admin) may compare, apply or change the settings', async () => {
      expect((await api.call('GET', '/be/api/supplier/client/sync-settings', { token: outsider })).status).toBe(403);
      expect((await api.call('POST', `/be/api/suppliers/${yiwu}/price-list/apply`, { token: outsider, body: { items: [{ productId: p3, version: 2, itemCode: 'x' }] } })).status).toBe(403);
    });
  });

  describe('size groups', () => {
    it('create, list with product counts, sizes in use stay, disable hides it from new products, enable, history', async () => {
      const g = (await ok('POST', '/size-groups', { name: 'Ropa', sizes: ['S', 'M', 'L'] })).id;
      const p = await ok('POST', '/products', { code: 'POLERA', name: 'Polera', sizeGroupId: g, sizes: ['M', 'L'], colors: ['rojo', 'azul'] });
      const list = await ok('GET', '/size-groups');
      expect(list.sizeGroups.find((x: any) => x.id === g)).toMatchObject({ sizes: ['S', 'M', 'L'], productCount: 1, disabled: false, version: 1 });
      const inUse = await api.call('PUT', `/be/api/size-groups/${g}`, { token: root, body: { version: 1, sizes: ['S', 'L'] } });
      expect(inUse.status).toBe(409);
      expect(inUse.body.error!.reason).toBe('size_in_use');
      await ok('PUT', `/size-groups/${g}`, { version: 1, sizes: ['XS', 'S', 'M', 'L', 'XL'] });
      expect((await api.call('PUT', `/be/api/size-groups/${g}`, { token: root, body: { version: 1, name: 'X' } })).status).toBe(409);
      await ok('POST', `/size-groups/${g}/disable`);
      expect((await ok('GET', '/size-groups')).sizeGroups.some((x: any) => x.id === g)).toBe(false);
      expect((await ok('GET', '/size-groups?includeDisabled=true')).sizeGroups.find((x: any) => x.id === g).disabled).toBe(true);
      const refused = await api.call('POST', '/be/api/products', { token: root, body: { code: 'POLERA-2', name: 'Polera 2', sizeGroupId: g, sizes: ['S'] } });
      expect(refused.status).toBe(400);
      expect(refused.body.error!.reason).toBe('size_group_disabled');
      // The product that has it keeps it and may still change its sizes.
      await ok('PUT', `/products/${p.id}`, { version: 1, sizes: ['XL'] });
      await ok('POST', `/size-groups/${g}/enable`);
      expect((await ok('GET', `/size-groups/${g}`)).disabled).toBe(false);
      const h = await ok('GET', `/size-groups/${g}/history`);
      expect(h.events.map((e: any) => e.type)).toEqual(['SizeGroupCreated', 'SizeGroupChanged', 'SizeGroupDisabled', 'SizeGroupEnabled']);
      expect((await api.call('GET', '/be/api/size-groups/nope', { token: root })).status).toBe(404);
    });
  });

  describe('one screen under two routes, hidden pages on their parent data', () => {
    it('BasicsSupplier manages suppliers like Supplier; it does not reach the ledger', async () => {
      const s = await api.call('POST', '/be/api/suppliers', { token: basics, body: { code: 'BASICS-1', name: 'Via basics' } });
      expect(s.status).toBe(201);
      const one = await api.call('GET', `/be/api/suppliers/${s.body.data.id}`, { token: basics });
      const stale = await api.call('PUT', `/be/api/suppliers/${s.body.data.id}`, { token: basics, body: { version: one.body.data.version + 1, name: 'x' } });
      expect(stale.status).toBe(409);
      expect((await api.call('GET', '/be/api/supplier-accounts', { token: basics })).status).toBe(403);
    });

    it('WarehouseZoneImport imports zones into a warehouse but cannot create warehouses', async () => {
      const w = await ok('POST', '/warehouses', { code: 'ZI', name: 'Zone import' });
      const r = await api.call('POST', `/be/api/warehouses/${w.id}/zones/import`, { token: zoner, body: { rows: [{ code: 'A1', name: 'Aisle 1', barcode: 'ZI-A1' }] } });
      expect(r.status).toBe(201);
      expect(r.body.data.imported).toBe(1);
      expect((await api.call('POST', '/be/api/warehouses', { token: zoner, body: { code: 'ZZ', name: 'x' } })).status).toBe(403);
    });
  });
});
