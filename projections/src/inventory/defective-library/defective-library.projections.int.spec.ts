import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { productsProjector } from '../../catalog/products/products.projector.js';
import { defectiveLibraryProjector } from '../../inventory/defective-library/defective-library.projector.js';
import { getDefectiveLot, listDefectiveLots } from '../../inventory/defective-library/defective-library.query.js';
import { stockDocumentsProjector } from '../../inventory/stock-documents/stock-documents.projector.js';
import { contextFor, LIVE_SCHEMA, type Projector } from '../../platform/projector.js';
import { emptyPriceTable } from '@tradedesk/contracts/catalog/products';
import { projectorTestDb, type ProjectorTestDb } from '../../testing/projector-db.js';

let pos = 0;
const stored = (streamId: string, streamVersion: number, type: string, data: any): StoredEvent =>
  ({ type, data, schemaVersion: 1, streamId, streamVersion, globalPosition: String(++pos), transactionId: '1', metadata: { userId: 'u1', commandId: 'c', correlationId: 'c', causationId: 'c' }, recordedAt: `2026-01-15T10:00:0${pos % 10}.000Z` }) as StoredEvent;
const q = { limit: 200, offset: 0 };

/** The defective library: events -> rows, and a replay of the same events changes nothing. */
describe('defective-library projection', () => {
  let t: ProjectorTestDb;
  const ctx = () => contextFor(t.db, LIVE_SCHEMA);
  const all: Projector[] = [productsProjector, stockDocumentsProjector, defectiveLibraryProjector];
  beforeAll(async () => {
    t = await projectorTestDb();
    await t.db.query('create schema if not exists rm');
    // the readers join these; empty is enough here
    await t.db.query('create table rm.users (id text primary key, username text)');
    await t.db.query('create table rm.warehouses (id text primary key, code text, name text)');
    await t.db.query(`insert into rm.warehouses values ('w1', 'CENTRAL', 'Bodega Central'), ('w2', 'MEIGGS', 'Tienda Meiggs')`);
    await t.db.query('create table rm.categories (id text primary key, name text)');
    for (const p of all) await p.migrate(ctx());
    await productsProjector.apply(
      [
        stored('product-p1', 1, 'ProductCreated', {
          productId: 'p1', code: 'COLA', name: 'Cola', names: {}, categoryId: null, unitLabel: 'lata', barcode: '', cost: '0',
          packings: { box: { size: '24', barcode: '', enabled: true }, bigBag: null, bag: null }, prices: emptyPriceTable(), images: [], sizeGroupId: null, sizes: [], colors: [], shelfLifeDays: null,
        }),
      ],
      ctx(),
    );
  });
  afterAll(() => t?.drop());

  const line = (n: number, unit: string, unitQuantity: string, quantity: string, unitCost: string) => ({ line: n, productId: 'p1', unit, unitQuantity, quantity, unitCost });
  const transfer = stored('transfer-t1', 1, 'TransferMade', { transferId: 't1', number: 'TR-20260115-0001', fromWarehouseId: 'w1', toWarehouseId: 'w2', note: 'lunes', lines: [line(1, 'box', '2', '48', '1.25'), line(2, 'unit', '2.5', '2.5', '1.25')] });
  const damage = stored('damage-d1', 1, 'DamageRecorded', { damageId: 'd1', number: 'DM-20260115-0001', warehouseId: 'w2', zoneId: null, reason: 'defective', note: '', lines: [line(1, 'unit', '3', '3', '1.25')] });

  it('a lot is held until disposed of; a replay counts no disposal twice', async () => {
    const lot = 'd1.1';
    const events = [
      stored(`defective-${lot}`, 1, 'DefectiveReceived', { lotId: lot, warehouseId: 'w2', productId: 'p1', unit: 'unit', unitQuantity: '3', quantity: '3', unitCost: '1.25', source: { type: 'damage', id: 'd1', number: 'DM-20260115-0001', line: 1 }, note: 'golpe' }),
      stored(`defective-${lot}`, 2, 'DefectiveScrapped', { lotId: lot, quantity: '1', held: '2', note: '' }),
      stored(`defective-${lot}`, 3, 'DefectiveReturnedToSupplier', { lotId: lot, quantity: '0.5', held: '1.5', note: '', supplierId: null, supplierName: 'Taller' }),
    ];
    await defectiveLibraryProjector.apply(events.slice(0, 2), ctx());
    await defectiveLibraryProjector.apply(events, ctx());
    const held = await listDefectiveLots(t.db, { ...q, status: 'held' });
    expect(held.rows.map((r) => [r.lotId, r.held, r.received, r.heldValue, r.source.number, r.version, r.warehouseName])).toEqual([[lot, '1.5', '3', '1.875', 'DM-20260115-0001', 3, 'Tienda Meiggs']]);
    expect(held.heldValue).toBe('1.875');
    expect((await getDefectiveLot(t.db, lot))!.disposals.map((d) => [d.action, d.quantity, d.supplierName])).toEqual([
      ['scrap', '1', null],
      ['return-to-supplier', '0.5', 'Taller'],
    ]);
    await defectiveLibraryProjector.apply([stored(`defective-${lot}`, 4, 'DefectiveRestocked', { lotId: lot, quantity: '1.5', held: '0', note: '', warehouseId: 'w2' })], ctx());
    expect((await listDefectiveLots(t.db, { ...q, status: 'held' })).total).toBe(0);
    expect((await listDefectiveLots(t.db, { ...q, status: 'disposed' })).rows[0]!.status).toBe('disposed');
  });
});
