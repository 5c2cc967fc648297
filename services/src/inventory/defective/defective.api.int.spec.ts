import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';

/**
 * The defective library over real HTTP on PostgreSQL: goods written off as defective are held per
 * warehouse, lot by lot, and disposed of by scrapping, returning to a supplier or restocking;
 * bad disposals append nothing; two people disposing of one lot at once: one wins, one gets 409.
 */
describe('defective library API', () => {
  let api: ApiHarness;
  let root: string;
  let cola: string;
  let chips: string;
  let central: string;
  let meiggs: string;
  let supplier: string;

  const events = async () => Number((await api.platform.db.query<{ n: string }>('select count(*)::text as n from es.events')).rows[0].n);
  const call = (method: string, path: string, body?: unknown) => api.call(method, `/be/api${path}`, { token: root, body });
  const ok = async (method: string, path: string, body?: unknown) => {
    const r = await call(method, path, body);
    if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body.error)}`);
    return r.body.data;
  };
  /** Reads a read model once it has caught up with everything appended so far (a busy shared server may take more than one wait). */
  const get = async (path: string) => {
    const head = await api.written();
    for (let i = 0; ; i++) {
      const r = await api.call('GET', `/be/api${path}${path.includes('?') ? '&' : '?'}waitFor=${head}`, { token: root });
      expect(r.status).toBe(200);
      if (r.headers.get('X-Read-Model-Fresh') !== 'no' || i >= 11) return r.body.data;
    }
  };
  const onHand = async (warehouseId: string, productId: string) => (await ok('GET', `/stock/on-hand?warehouseId=${warehouseId}&productId=${productId}`)).rows[0]?.quantity ?? '0';
  const lotOf = async (productId: string, warehouseId = meiggs) => (await get(`/stock/defective?warehouseId=${warehouseId}&productId=${productId}&status=all`)).rows[0];

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../../system/daemon-host.js');
    api.app.get(DaemonHost).start(200);
    root = await api.login('root', ROOT_PASSWORD);
    cola = (await ok('POST', '/products', { code: 'COLA-350', name: 'Cola 350 ml', packings: { box: { size: '24' } } })).id;
    chips = (await ok('POST', '/products', { code: 'PAPAS-1', name: 'Papas fritas' })).id;
    central = (await ok('POST', '/warehouses', { code: 'CENTRAL', name: 'Bodega Central' })).id;
    meiggs = (await ok('POST', '/warehouses', { code: 'MEIGGS', name: 'Tienda Meiggs' })).id;
    supplier = (await ok('POST', '/suppliers', { code: 'SUR', name: 'Distribuidora Sur' })).id;
    await ok('PUT', '/system-setting/settings', { settings: { NegativeStockPolicy: 'refuse' } });
    const count = await ok('POST', '/stock/counts', { warehouseId: meiggs, productIds: [cola, chips], note: 'opening' });
    const lines = await ok('PUT', `/stock/counts/${count.id}/lines`, { version: count.streamVersion, lines: [{ productId: cola, unit: 'box', quantity: '5' }, { productId: chips, quantity: '30' }] });
    await ok('POST', `/stock/counts/${count.id}/post`, { version: lines.streamVersion });
  });
  afterAll(() => api.close());

  it('a write-off for defects holds each line in the library of its warehouse; other reasons do not', async () => {
    const dm = await ok('POST', '/stock/damages', { warehouseId: meiggs, reason: 'defective', note: 'latas abolladas', lines: [{ productId: cola, unit: 'box', quantity: '2' }, { productId: chips, quantity: '10' }] });
    await ok('POST', '/stock/damages', { warehouseId: meiggs, reason: 'broken', lines: [{ productId: chips, quantity: '1' }] });
    expect(await onHand(meiggs, cola)).toBe('72');
    const held = await get(`/stock/defective?warehouseId=${meiggs}`);
    expect(held.total).toBe(2);
    expect(held.rows.map((r: any) => [r.code, r.unit, r.unitQuantity, r.received, r.held, r.source.number, r.source.line, r.note, r.receivedByName, r.warehouseName]).sort()).toEqual([
      ['COLA-350', 'box', '2', '48', '48', dm.number, 1, 'latas abolladas', 'root', 'Tienda Meiggs'],
      ['PAPAS-1', 'unit', '10', '10', '10', dm.number, 2, 'latas abolladas', 'root', 'Tienda Meiggs'],
    ]);
    expect((await get(`/stock/defective?warehouseId=${central}`)).total).toBe(0);
  });

  it('scrapping part of a lot lowers what is held and leaves saleable stock alone', async () => {
    const lot = await lotOf(cola);
    const r = await ok('POST', `/stock/defective/${lot.lotId}/dispose`, { version: lot.version, action: 'scrap', quantity: '8', note: 'sin arreglo' });
    expect(r.streamVersion).toBe(2);
    expect((await lotOf(cola)).held).toBe('40');
    expect(await onHand(meiggs, cola)).toBe('72');
  });

  it('returning to a supplier names the supplier (from the list, or typed); without one it is refused and nothing is appended', async () => {
    let lot = await lotOf(cola);
    await ok('POST', `/stock/defective/${lot.lotId}/dispose`, { version: lot.version, action: 'return-to-supplier', quantity: '20', supplierId: supplier });
    lot = await lotOf(cola);
    await ok('POST', `/stock/defective/${lot.lotId}/dispose`, { version: lot.version, action: 'return-to-supplier', quantity: '4', supplierName: 'Taller Pérez' });
    lot = await lotOf(cola);
    const before = await events();
    const none = await call('POST', `/stock/defective/${lot.lotId}/dispose`, { version: lot.version, action: 'return-to-supplier', quantity: '1' });
    expect(none.status).toBe(400);
    expect(none.body.error!.details).toEqual([{ path: 'supplierName', message: 'choose a supplier or type its name' }]);
    const unknown = await call('POST', `/stock/defective/${lot.lotId}/dispose`, { version: lot.version, action: 'return-to-supplier', quantity: '1', supplierId: 'nope' });
    expect([unknown.status, unknown.body.error!.reason]).toEqual([400, 'supplier_not_found']);
    const tooMuch = await call('POST', `/stock/defective/${lot.lotId}/dispose`, { version: lot.version, action: 'scrap', quantity: '16.5' });
    expect([tooMuch.status, tooMuch.body.error!.message]).toEqual([400, 'quantity: 16.5 is more than the 16 held in this lot.']);
    const float = await call('POST', `/stock/defective/${lot.lotId}/dispose`, { version: lot.version, action: 'scrap', quantity: 1 });
    expect(float.status).toBe(400);
    expect(await events()).toBe(before);
    const returned = await get(`/stock/defective/disposals?action=return-to-supplier`);
    expect(returned.rows.map((r: any) => [r.quantity, r.supplierId, r.supplierName, r.code, r.username])).toEqual([
      ['4', null, 'Taller Pérez', 'COLA-350', 'root'],
      ['20', supplier, 'Distribuidora Sur', 'COLA-350', 'root'],
    ]);
    expect((await get(`/stock/defective/disposals?supplierId=${supplier}`)).total).toBe(1);
  });

  it('restocking brings the goods back into saleable stock as a movement of the stock log', async () => {
    const lot = await lotOf(cola);
    await ok('POST', `/stock/defective/${lot.lotId}/dispose`, { version: lot.version, action: 'restock', quantity: '16', note: 'reparadas' });
    expect(await onHand(meiggs, cola)).toBe('88');
    const after = await lotOf(cola);
    expect([after.held, after.status]).toEqual(['0', 'disposed']);
    expect((await get(`/stock/defective?warehouseId=${meiggs}`)).rows.map((r: any) => r.code)).toEqual(['PAPAS-1']);
    const log = await get(`/stock/log?warehouseId=${meiggs}&productId=${cola}&limit=1`);
    expect(log.rows[0]).toMatchObject({ kind: 'return', quantity: '16', balanceAfter: '88', reason: 'defective', source: { type: 'defective', id: lot.lotId } });
    const detail = await get(`/stock/defective/${lot.lotId}`);
    expect(detail.disposals.map((d: any) => [d.action, d.quantity])).toEqual([
      ['scrap', '8'],
      ['return-to-supplier', '20'],
      ['return-to-supplier', '4'],
      ['restock', '16'],
    ]);
    const gone = await call('POST', `/stock/defective/${lot.lotId}/dispose`, { version: after.version, action: 'scrap', quantity: '1' });
    expect([gone.status, gone.body.error!.reason]).toEqual([409, 'defective_lot_disposed']);
  });

  it('two people disposing of the same lot at once: one wins, the other gets 409', async () => {
    const lot = await lotOf(chips);
    const [a, b] = await Promise.all([
      call('POST', `/stock/defective/${lot.lotId}/dispose`, { version: lot.version, action: 'scrap', quantity: '6' }),
      call('POST', `/stock/defective/${lot.lotId}/dispose`, { version: lot.version, action: 'restock', quantity: '6' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await lotOf(chips)).held).toBe('4');
  });

  it('every lot has a history; an unknown lot is a 404', async () => {
    const lot = await lotOf(cola);
    const h = await ok('GET', `/stock/defective/${lot.lotId}/history`);
    expect(h.events.map((e: any) => e.type)).toEqual(['DefectiveReceived', 'DefectiveScrapped', 'DefectiveReturnedToSupplier', 'DefectiveReturnedToSupplier', 'StockMoved', 'DefectiveRestocked']);
    expect((await call('GET', '/stock/defective/nope')).status).toBe(404);
    const r = await call('POST', '/stock/defective/nope/dispose', { version: 1, action: 'scrap', quantity: '1' });
    expect([r.status, r.body.error!.reason]).toEqual([404, 'defective_lot_not_found']);
  });
});
