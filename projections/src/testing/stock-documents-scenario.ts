import { emptyPriceTable } from '@tradedesk/contracts/catalog/products';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { productsProjector } from '../catalog/products/products.projector.js';
import { defectiveLibraryProjector } from '../inventory/defective-library/defective-library.projector.js';
import { stockDocumentsProjector } from '../inventory/stock-documents/stock-documents.projector.js';
import { contextFor, LIVE_SCHEMA, type Projector } from '../platform/projector.js';
import { projectorTestDb, type ProjectorTestDb } from './projector-db.js';

/**
 * The stock documents' shared scenario (product pictures, stock documents and defective library
 * tests): one product, two warehouses, the products / stock-documents / defective-library read
 * models, and a transfer and a write-off of that product. Call inside a describe: it registers the
 * beforeAll / afterAll that build and drop it.
 */
let pos = 0;
export const stored = (streamId: string, streamVersion: number, type: string, data: any): StoredEvent =>
  ({ type, data, schemaVersion: 1, streamId, streamVersion, globalPosition: String(++pos), transactionId: '1', metadata: { userId: 'u1', commandId: 'c', correlationId: 'c', causationId: 'c' }, recordedAt: `2026-01-15T10:00:0${pos % 10}.000Z` }) as StoredEvent;
export const q = { limit: 200, offset: 0 };

export function useStockDocumentsScenario() {
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
  return { db: () => t.db, ctx, line, transfer, damage };
}
