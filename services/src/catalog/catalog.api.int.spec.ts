import ExcelJS from 'exceljs';
import { IMPORT_TEMPLATE_HEADERS } from '@tradedesk/contracts/catalog/product-import';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../identity/testing/api-harness.js';
import { registerJobs } from '../jobs.js';
import { seedDemoCatalog } from './demo-catalog.js';

async function xlsx(headers: string[], rows: (string | number | null)[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('products');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}

/** The catalog over real HTTP on PostgreSQL: products, packings, barcodes, prices, import, warehouses, suppliers. */
describe('catalog API', () => {
  let api: ApiHarness;
  let root: string;
  let admin: string;
  let clerk: string;
  let outsider: string;
  let drinks: string;

  const countEvents = async () => Number((await api.platform.db.query<{ n: string }>(`select count(*)::text as n from es.events`)).rows[0].n);

  async function runImport(body: unknown) {
    const r = await api.call('POST', '/be/api/products/import', { token: admin, body });
    expect(r.status).toBe(202);
    const id = r.body.data.jobId;
    for (let i = 0; i < 300; i++) {
      const s = await api.call('GET', `/be/api/queue/status?id=${id}`, { token: admin });
      if (s.body.data.state === 'completed' || s.body.data.state === 'failed') return s.body.data;
      await new Promise((res) => setTimeout(res, 50));
    }
    throw new Error('import did not finish');
  }

  beforeAll(async () => {
    api = await startApi();
    registerJobs(api.platform);
    await api.platform.queue.startWorker();
    const { DaemonHost } = await import('../system/daemon-host.js');
    api.app.get(DaemonHost).start(200);
    root = await api.login('root', ROOT_PASSWORD);
    const pos = await api.call('POST', '/be/api/positions', { token: root, body: { name: 'Catalogue', pagePrivileges: { ProductList: 'Accessable', ProductNew: 'Accessable', ProductUpdate: 'Accessable', BatchPriceChange: 'Accessable' } } });
    for (const [username, body] of [
      ['ana', { roles: ['Admin'] }],
      ['li', { positionIds: [pos.body.data.id] }],
      ['nobody', {}],
    ] as const) {
      const r = await api.call('POST', '/be/api/employees', { token: root, body: { username, password: 'password-1', name: username, ...body } });
      expect(r.status).toBe(201);
    }
    admin = await api.login('ana', 'password-1');
    clerk = await api.login('li', 'password-1');
    outsider = await api.login('nobody', 'password-1');
    const c = await api.call('POST', '/be/api/categories', { token: admin, body: { name: 'Bebidas' } });
    expect(c.status).toBe(201);
    drinks = c.body.data.id;
  });
  afterAll(() => api?.close());

  const cola = () => ({
    code: 'COLA-350',
    name: 'Bebida cola 350 ml',
    names: { es: 'Bebida cola 350 ml', en: 'Cola drink 350 ml' },
    categoryId: drinks,
    unitLabel: 'Lata',
    barcode: '7801000000011',
    packings: {
      box: { size: '24', barcode: '17801000000018' },
      bigBag: { size: '144', barcode: '27801000000015', enabled: true },
      bag: { size: '6', barcode: '37801000000012' },
    },
    prices: { unit: { retail: '590', wholesale: '450', member: '520', purchase: '300' }, box: { wholesale: '10000' } },
    cost: '300',
    shelfLifeDays: 365,
  });

  let colaId: string;

  it('creates a product with three packings; blank packing prices are derived, a typed one wins', async () => {
    const r = await api.call('POST', '/be/api/products', { token: clerk, body: cola() });
    expect(r.status).toBe(201);
    colaId = r.body.data.id;
    const p = (await api.call('GET', `/be/api/products/${colaId}`, { token: clerk })).body.data;
    expect(p.packings).toEqual({
      box: { size: '24', barcode: '17801000000018', enabled: true },
      bigBag: { size: '144', barcode: '27801000000015', enabled: true },
      bag: { size: '6', barcode: '37801000000012', enabled: true },
    });
    expect(p.categoryName).toBe('Bebidas');
    expect(p.prices.box).toEqual({ retail: null, wholesale: '10000', member: null, purchase: null });
    expect(p.effectivePrices.box).toEqual({ retail: '14160', wholesale: '10000', member: '12480', purchase: '7200' });
    expect(p.effectivePrices.bigBag.retail).toBe('84960');
    expect(p.effectivePrices.bag.retail).toBe('3540');
    expect(p.version).toBe(1);
    const list = await api.call('GET', '/be/api/products?search=cola&status=active', { token: clerk });
    expect(list.body.data.total).toBe(1);
    expect((await api.call('GET', '/be/api/products?search=27801000000015', { token: clerk })).body.data.products[0].id).toBe(colaId);
    expect((await api.call('GET', `/be/api/products?categoryId=${drinks}`, { token: clerk })).body.data.total).toBe(1);
  });

  it('scanning a unit barcode selects that unit', async () => {
    for (const [barcode, unit] of [
      ['7801000000011', 'unit'],
      ['17801000000018', 'box'],
      ['27801000000015', 'bigBag'],
      ['37801000000012', 'bag'],
    ]) {
      const r = await api.call('GET', `/be/api/products/by-barcode/${barcode}`, { token: clerk });
      expect(r.status).toBe(200);
      expect(r.body.data.unit).toBe(unit);
      expect(r.body.data.product.id).toBe(colaId);
    }
    expect((await api.call('GET', '/be/api/products/by-barcode/000', { token: clerk })).status).toBe(404);
  });

  it('a taken code or barcode answers 409 and appends nothing', async () => {
    const before = await countEvents();
    const dupCode = await api.call('POST', '/be/api/products', { token: admin, body: { code: 'cola-350', name: 'Otra' } });
    expect(dupCode.status).toBe(409);
    expect(dupCode.body.error!.reason).toBe('product_code_taken');
    const dupBarcode = await api.call('POST', '/be/api/products', { token: admin, body: { code: 'OTRA', name: 'Otra', packings: { box: { size: '12', barcode: '37801000000012' } } } });
    expect(dupBarcode.status).toBe(409);
    expect(dupBarcode.body.error!.reason).toBe('barcode_taken');
    expect(dupBarcode.body.error!.message).toContain('37801000000012');
    const ownTwice = await api.call('POST', '/be/api/products', { token: admin, body: { code: 'OTRA', name: 'Otra', barcode: '555', packings: { box: { size: '12', barcode: '555' } } } });
    expect(ownTwice.status).toBe(409);
    expect(await countEvents()).toBe(before);
  });

  it('bad input answers 400 naming the field and appends nothing', async () => {
    const before = await countEvents();
    const zero = await api.call('POST', '/be/api/products', { token: admin, body: { code: 'X1', name: 'X', packings: { box: { size: '0' } } } });
    expect(zero.status).toBe(400);
    expect(zero.body.error!.details!.map((d: any) => d.path)).toContain('packings.box.size');
    const float = await api.call('POST', '/be/api/products', { token: admin, body: { code: 'X1', name: 'X', prices: { unit: { retail: 12.5 } } } });
    expect(float.status).toBe(400);
    expect(float.body.error!.details![0].path).toBe('prices.unit.retail');
    const noName = await api.call('POST', '/be/api/products', { token: admin, body: { code: 'X1' } });
    expect(noName.status).toBe(400);
    expect(noName.body.error!.details![0].path).toBe('name');
    const unknownField = await api.call('POST', '/be/api/products', { token: admin, body: { code: 'X1', name: 'X', colour: 'red' } });
    expect(unknownField.status).toBe(400);
    const noPacking = await api.call('POST', '/be/api/products', { token: admin, body: { code: 'X1', name: 'X', prices: { box: { retail: '100' } } } });
    expect(noPacking.status).toBe(400);
    expect(noPacking.body.error!.reason).toBe('price_without_packing');
    const badCategory = await api.call('POST', '/be/api/products', { token: admin, body: { code: 'X1', name: 'X', categoryId: 'nope' } });
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.error!.reason).toBe('unknown_category');
    expect(await countEvents()).toBe(before);
    expect((await api.call('GET', '/be/api/products', { token: outsider })).status).toBe(403);
  });

  it('a stale version answers 409; an edit records ProductChanged and ProductPricesChanged', async () => {
    const ok = await api.call('PUT', `/be/api/products/${colaId}`, { token: admin, body: { version: 1, name: 'Bebida cola lata 350 ml', prices: { unit: { retail: '650' }, box: { wholesale: '' } } } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.streamVersion).toBe(3);
    const stale = await api.call('PUT', `/be/api/products/${colaId}`, { token: admin, body: { version: 1, name: 'Otro nombre' } });
    expect(stale.status).toBe(409);
    const p = (await api.call('GET', `/be/api/products/${colaId}`, { token: admin })).body.data;
    expect(p.name).toBe('Bebida cola lata 350 ml');
    expect(p.effectivePrices.box.wholesale).toBe('10800');
    expect(p.effectivePrices.box.retail).toBe('15600');
  });

  it('batch price change: all or none, and the price-change log keeps who, when, old -> new', async () => {
    const other = await api.call('POST', '/be/api/products', { token: admin, body: { code: 'AGUA-500', name: 'Agua 500 ml', prices: { unit: { retail: '400' } } } });
    const bad = await api.call('PUT', '/be/api/products/prices', {
      token: admin,
      body: { items: [{ productId: colaId, prices: { unit: { retail: '700' } } }, { productId: other.body.data.id, prices: { box: { retail: '1' } } }] },
    });
    expect(bad.status).toBe(400);
    const r = await api.call('PUT', '/be/api/products/prices', {
      token: clerk,
      body: { items: [{ productId: colaId, prices: { unit: { retail: '700' } } }, { productId: other.body.data.id, prices: { unit: { retail: '450', member: '420' } } }] },
    });
    expect(r.status).toBe(200);
    expect(r.body.data.changed).toBe(2);
    const log = await api.call('GET', `/be/api/price-changes?waitFor=${r.body.data.globalPosition}`, { token: admin });
    expect(log.status).toBe(200);
    const rows = log.body.data.priceChanges.map((x: any) => `${x.username} ${x.code} ${x.unit}.${x.priceType} ${x.old}->${x.new}`);
    expect(rows).toEqual(
      expect.arrayContaining([
        'li COLA-350 unit.retail 650->700',
        'li AGUA-500 unit.retail 400->450',
        'li AGUA-500 unit.member null->420',
        'ana COLA-350 unit.retail 590->650',
        'ana COLA-350 box.wholesale 10000->null',
      ]),
    );
    expect(log.body.data.total).toBe(5);
  });

  it('history: every event of the product with who and when', async () => {
    await api.call('POST', `/be/api/products/${colaId}/disable`, { token: admin });
    const h = await api.call('GET', `/be/api/products/${colaId}/history`, { token: clerk });
    expect(h.status).toBe(200);
    expect(h.body.data.events.map((e: any) => `${e.version} ${e.type} ${e.username}`)).toEqual([
      '1 ProductCreated li',
      '2 ProductChanged ana',
      '3 ProductPricesChanged ana',
      '4 ProductPricesChanged li',
      '5 ProductDisabled ana',
    ]);
    expect(h.body.data.events[1].data.changes).toEqual({ name: 'Bebida cola lata 350 ml' });
    expect((await api.call('GET', `/be/api/products?status=disabled`, { token: clerk })).body.data.total).toBe(1);
    await api.call('POST', `/be/api/products/${colaId}/enable`, { token: admin });
  });

  const H = IMPORT_TEMPLATE_HEADERS;
  const headers = [H.code, H.name, H.category, H.unit, H.barcode, H.boxSize, H.boxBarcode, H.bigBagSize, H.bigBagBarcode, H.bagSize, H.bagBarcode, H.retailPrice, H.wholesalePrice, H.memberPrice, H.purchasePrice, H.cost];
  const sheet = () =>
    xlsx(headers, [
      ['ARROZ-1', 'Arroz grado 1 kg', 'Bebidas', 'kg', '7802000000010', 10, '17802000000017', null, null, null, null, 1290, 990, null, 700, 650],
      ['ARROZ-1', 'Arroz repetido', null, null, null, null, null, null, null, null, null, null, null, null, null, null],
      ['FIDEO-5', 'Fideos 400 g', 'Abarrotes', null, null, 20, null, null, null, null, null, 'caro', null, null, null, null],
      ['ACEITE-1', 'Aceite 1 l', null, null, '7801000000011', null, null, null, null, null, null, 2490, null, null, null, null],
      ['SAL-1', '', null, null, null, 0, null, null, null, null, null, null, null, null, null, null],
      ['AZUCAR-1', 'Azúcar 1 kg', 'Bebidas', null, '7802000000027', 10, '17802000000024', 50, null, null, null, 1190.5, null, null, null, '800'],
    ]);
  const expectedErrors = [
    { row: 3, field: 'code', message: 'code ARROZ-1 is also on row 2' },
    { row: 4, field: 'retailPrice', message: '"caro" is not a non-negative decimal number' },
    { row: 5, field: 'barcode', message: 'barcode 7801000000011 is already in the catalogue' },
    { row: 6, field: 'name', message: 'required' },
    { row: 6, field: 'boxSize', message: '"0" is not a number of base units greater than 0' },
  ];

  it('import all-or-nothing: one refused row -> nothing imported, an exact row-by-row report', async () => {
    const before = await countEvents();
    const job = await runImport({ file: await sheet() });
    expect(job.state).toBe('completed');
    expect(job.result).toMatchObject({ mode: 'all-or-nothing', total: 6, imported: 0, refused: 4, errors: expectedErrors });
    expect(await countEvents()).toBe(before);
  });

  it('import valid-rows: the valid rows are imported, the others reported; unknown categories refused unless asked', async () => {
    const job = await runImport({ file: await sheet(), mode: 'valid-rows' });
    expect(job.result).toMatchObject({ mode: 'valid-rows', total: 6, imported: 2, refused: 4, errors: expectedErrors });
    const arroz = await api.call('GET', '/be/api/products/by-barcode/17802000000017', { token: admin });
    expect(arroz.body.data.unit).toBe('box');
    expect(arroz.body.data.product).toMatchObject({ code: 'ARROZ-1', name: 'Arroz grado 1 kg', categoryName: 'Bebidas', unitLabel: 'kg', cost: '650' });
    expect(arroz.body.data.product.effectivePrices.box).toEqual({ retail: '12900', wholesale: '9900', member: null, purchase: '7000' });
    const azucar = (await api.call('GET', '/be/api/products?search=AZUCAR-1', { token: admin })).body.data.products[0];
    expect(azucar.prices.unit.retail).toBe('1190.5');
    expect(azucar.packings.bigBag).toEqual({ size: '50', barcode: '', enabled: true });
    // The same file again: every row is now a duplicate of the catalogue.
    const again = await runImport({ file: await sheet(), mode: 'valid-rows', createCategories: true });
    expect(again.result).toMatchObject({ imported: 0, refused: 6, createdCategories: [] });
    expect(again.result.errors).toContainEqual({ row: 2, field: 'code', message: 'code ARROZ-1 is already in the catalogue' });
    expect(again.result.errors).toContainEqual({ row: 7, field: 'barcode', message: 'barcode 7802000000027 is already in the catalogue' });
  });

  it('import with createCategories creates the missing categories (paths too) in the same transaction', async () => {
    const file = await xlsx([H.code, H.name, H.category], [['TE-1', 'Té verde', 'Abarrotes / Infusiones']]);
    const raw = Buffer.from(file, 'base64');
    const res = await fetch(`${api.base}/be/api/products/import?createCategories=true`, {
      method: 'POST',
      headers: { 'X-Auth-Token': admin, 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      body: raw,
    });
    expect(res.status).toBe(202);
    const { data } = (await res.json()) as any;
    let status: any;
    for (let i = 0; i < 100; i++) {
      status = (await api.call('GET', `/be/api/queue/status?id=${data.jobId}`, { token: admin })).body.data;
      if (status.state === 'completed') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(status.result).toMatchObject({ imported: 1, errors: [], createdCategories: ['Abarrotes', 'Abarrotes / Infusiones'] });
    const tree = (await api.call('GET', '/be/api/categories', { token: admin })).body.data.categories;
    const abarrotes = tree.find((c: any) => c.name === 'Abarrotes');
    expect(abarrotes.children[0]).toMatchObject({ name: 'Infusiones', path: 'Abarrotes / Infusiones', productCount: 1 });
  });

  it('a malformed spreadsheet: 400 at once, or a file-level report', async () => {
    const r = await api.call('POST', '/be/api/products/import', { token: admin, body: { file: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]).toString('base64') } });
    expect(r.status).toBe(400);
    expect(r.body.error!.details).toEqual([{ path: 'file', message: 'not an .xlsx spreadsheet or a CSV file' }]);
    const badHeader = await runImport({ file: await xlsx(['code', 'nombre', 'colour'], [['A', 'B', 'C']]) });
    expect(badHeader.result.errors).toEqual([{ row: 1, field: 'colour', message: 'unknown column "colour"' }]);
  });

  it('categories: rename, move (no loops), disable', async () => {
    const a = (await api.call('POST', '/be/api/categories', { token: admin, body: { name: 'Lácteos' } })).body.data.id;
    const b = (await api.call('POST', '/be/api/categories', { token: admin, body: { name: 'Quesos', parentId: a } })).body.data.id;
    expect((await api.call('POST', '/be/api/categories', { token: admin, body: { name: 'quesos', parentId: a } })).status).toBe(409);
    expect((await api.call('POST', `/be/api/categories/${a}/move`, { token: admin, body: { parentId: b } })).body.error!.reason).toBe('category_cycle');
    expect((await api.call('PUT', `/be/api/categories/${b}`, { token: admin, body: { name: 'Quesos maduros' } })).status).toBe(200);
    expect((await api.call('POST', `/be/api/categories/${b}/move`, { token: admin, body: { parentId: null } })).status).toBe(200);
    expect((await api.call('POST', `/be/api/categories/${a}/disable`, { token: admin })).status).toBe(200);
    const tree = (await api.call('GET', '/be/api/categories', { token: admin })).body.data.categories.map((c: any) => c.name);
    expect(tree).toContain('Quesos maduros');
    expect(tree).not.toContain('Lácteos');
  });

  it('warehouses and zones: codes unique, zone import all-or-nothing vs valid-rows, stale version 409', async () => {
    const w = await api.call('POST', '/be/api/warehouses', { token: admin, body: { code: 'BC', name: 'Bodega Central', address: 'Av. Brasil 100, Valparaíso' } });
    expect(w.status).toBe(201);
    const id = w.body.data.id;
    expect((await api.call('POST', '/be/api/warehouses', { token: admin, body: { code: 'bc', name: 'Otra' } })).status).toBe(409);
    expect((await api.call('POST', `/be/api/warehouses/${id}/zones`, { token: admin, body: { code: 'A1', name: 'Pasillo A1', barcode: 'Z-A1' } })).status).toBe(201);
    const rows = [{ code: 'A2', name: 'Pasillo A2', barcode: 'Z-A2' }, { code: 'A1', name: 'Repetida' }, { code: 'A3', name: 'Pasillo A3', barcode: 'Z-A2' }, { name: 'Sin código' }];
    const none = await api.call('POST', `/be/api/warehouses/${id}/zones/import`, { token: admin, body: { rows } });
    expect(none.body.data).toEqual({
      mode: 'all-or-nothing',
      total: 4,
      imported: 0,
      refused: 3,
      errors: [
        { row: 2, field: 'code', message: 'code A1 exists already in this warehouse' },
        { row: 3, field: 'barcode', message: 'barcode Z-A2 is also on row 1' },
        { row: 4, field: 'code', message: expect.any(String) },
      ],
    });
    const some = await api.call('POST', `/be/api/warehouses/${id}/zones/import`, { token: admin, body: { rows, mode: 'valid-rows' } });
    expect(some.body.data.imported).toBe(1);
    const got = (await api.call('GET', `/be/api/warehouses/${id}`, { token: admin })).body.data;
    expect(got.zones.map((z: any) => z.code)).toEqual(['A1', 'A2']);
    expect((await api.call('PUT', `/be/api/warehouses/${id}`, { token: admin, body: { version: 1, name: 'X' } })).status).toBe(409);
    expect((await api.call('PUT', `/be/api/warehouses/${id}`, { token: admin, body: { version: got.version, name: 'Bodega Central Valparaíso' } })).status).toBe(200);
    // Any signed-in user picks warehouses (stock and sale screens); only the warehouse page changes them.
    expect((await api.call('GET', '/be/api/warehouses', { token: clerk })).status).toBe(200);
    expect((await api.call('PUT', `/be/api/warehouses/${id}`, { token: clerk, body: { version: got.version + 1, name: 'Y' } })).status).toBe(403);
  });

  it('suppliers: create, code unique, update, disable', async () => {
    const s = await api.call('POST', '/be/api/suppliers', { token: admin, body: { code: 'YIWU-01', name: 'Yiwu Trading Co.', currency: 'CNY', country: 'CN', email: 'ventas@yiwu.example' } });
    expect(s.status).toBe(201);
    expect((await api.call('POST', '/be/api/suppliers', { token: admin, body: { code: 'yiwu-01', name: 'Otro' } })).status).toBe(409);
    expect((await api.call('POST', '/be/api/suppliers', { token: admin, body: { code: 'X', name: 'X', currency: 'yuan' } })).body.error!.details![0].path).toBe('currency');
    expect((await api.call('PUT', `/be/api/suppliers/${s.body.data.id}`, { token: admin, body: { phone: '+86 579 1234' } })).status).toBe(200);
    expect((await api.call('POST', `/be/api/suppliers/${s.body.data.id}/disable`, { token: admin })).status).toBe(200);
    const list = (await api.call('GET', '/be/api/suppliers?status=disabled', { token: admin })).body.data;
    expect(list.suppliers[0]).toMatchObject({ code: 'YIWU-01', phone: '+86 579 1234', status: 'disabled', paymentTermsDays: 0 });
    // Payment terms: whole days 0-365; a bad value is its field's 400 and changes nothing.
    const id = s.body.data.id;
    expect((await api.call('PUT', `/be/api/suppliers/${id}`, { token: admin, body: { paymentTermsDays: 45 } })).status).toBe(200);
    for (const bad of [-1, 366, 1.5, 'soon']) {
      const r = await api.call('PUT', `/be/api/suppliers/${id}`, { token: admin, body: { paymentTermsDays: bad } });
      expect([r.status, r.body.error!.details![0].path]).toEqual([400, 'paymentTermsDays']);
    }
    expect((await api.call('GET', `/be/api/suppliers/${id}`, { token: admin })).body.data).toMatchObject({ paymentTermsDays: 45, version: 4 });
  });

  it('demo catalogue: two warehouses with zones and a few hundred products; idempotent', async () => {
    expect((await seedDemoCatalog(api.platform)).products).toBeGreaterThan(250);
    expect((await seedDemoCatalog(api.platform)).products).toBe(0);
    // This test made warehouse BC earlier: the demo leaves taken codes alone and adds Tienda Meiggs.
    const tm = (await api.call('GET', '/be/api/warehouses?search=meiggs', { token: admin })).body.data.warehouses[0];
    expect(tm).toMatchObject({ code: 'TM', name: 'Tienda Meiggs', status: 'active' });
    expect(tm.zones.map((z: any) => z.barcode)).toEqual(['TM-SALA', 'TM-TRASTIENDA']);
    expect((await api.call('GET', '/be/api/categories', { token: admin })).body.data.categories.filter((c: any) => c.name === 'Bebidas')).toHaveLength(1);
    const scan = await api.call('GET', '/be/api/products/by-barcode/1780000000010', { token: admin });
    expect(scan.body.data.unit).toBe('box');
    expect(scan.body.data.product.effectivePrices.box.retail).toMatch(/^\d+$/);
  });
});
