import { emptyPriceTable } from '@tradedesk/contracts/catalog/products';
import type { StockMovement } from '@tradedesk/contracts/inventory/stock';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { productsProjector } from '../catalog/products/products.projector.js';
import { warehousesProjector } from '../catalog/warehouses/warehouses.projector.js';
import { usersProjector } from '../identity/users/users.projector.js';
import { stockLogProjector } from '../inventory/stock-log/stock-log.projector.js';
import { stockOnHandProjector } from '../inventory/stock-on-hand/stock-on-hand.projector.js';
import { stockZonesProjector } from '../inventory/stock-zones/stock-zones.projector.js';
import { contextFor, LIVE_SCHEMA, type Projector } from '../platform/projector.js';
import { projectorTestDb, type ProjectorTestDb } from './projector-db.js';

/**
 * The stock views' shared scenario (stock-log, stock-zones and stock-changes tests): two products,
 * two warehouses (one zone), and six documents' movements around business day 2026-01-11 of a
 * company in Lima (SystemTimeZone -5), applied to the products, warehouses, on-hand and log read
 * models. Call inside a describe: it registers the beforeAll / afterAll that build and drop it.
 */
let pos = 0;
export const stored = (streamId: string, streamVersion: number, type: string, data: any, recordedAt = '2026-01-01T00:00:00.000Z'): StoredEvent =>
  ({ type, data, schemaVersion: 1, streamId, streamVersion, globalPosition: String(++pos), transactionId: '1', metadata: { userId: 'u1', commandId: 'c', correlationId: 'c', causationId: 'c' }, recordedAt }) as StoredEvent;

const product = (id: string, code: string, name: string, unitLabel: string) =>
  stored(`product-${id}`, 1, 'ProductCreated', {
    productId: id, code, name, names: {}, categoryId: null, unitLabel, barcode: '', cost: '0',
    packings: { box: { size: '24', barcode: '', enabled: true }, bigBag: null, bag: null },
    prices: emptyPriceTable(), images: [], sizeGroupId: null, sizes: [], colors: [], shelfLifeDays: null,
  });

type Mv = [kind: StockMovement['kind'], warehouseId: string, zoneId: string | null, productId: string, quantity: string, unitCost: string];
let doc = 0;
/** One StockMoved at a chosen recorded time (the stock log's moved_at), as a document would append it. */
const moved = (recordedAt: string, ...mvs: Mv[]) =>
  stored(`doc-${++doc}`, 1, 'StockMoved', {
    source: { type: 'count', id: `d${doc}`, number: `D-${doc}` },
    reason: null,
    allowNegative: true,
    movements: mvs.map(([kind, warehouseId, zoneId, productId, quantity, unitCost], i) => ({
      line: i + 1, kind, warehouseId, zoneId, productId, quantity, unit: 'unit', unitQuantity: quantity.replace('-', ''), unitCost,
    })),
  }, recordedAt);

export function useLimaStockScenario() {
  let t: ProjectorTestDb;
  const ctx = () => contextFor(t.db, LIVE_SCHEMA);
  const all: Projector[] = [usersProjector, productsProjector, warehousesProjector, stockOnHandProjector, stockLogProjector, stockZonesProjector];
  const movements = [
    moved('2026-01-10T15:00:00.000Z', ['receipt', 'w1', 'z1', 'p1', '100', '2']),
    // 22:00 on the 10th in Lima, already the 11th in UTC
    moved('2026-01-11T03:00:00.000Z', ['issue', 'w1', 'z1', 'p1', '-10', '2']),
    moved('2026-01-11T14:00:00.000Z', ['transfer-out', 'w1', null, 'p1', '-24', '2'], ['transfer-in', 'w2', null, 'p1', '24', '2']),
    moved('2026-01-11T16:00:00.000Z', ['damage', 'w2', null, 'p1', '-6', '2']),
    moved('2026-01-11T16:30:00.000Z', ['count-adjustment', 'w1', 'z1', 'p1', '5', '2'], ['receipt', 'w1', null, 'p2', '12', '1.5']),
    moved('2026-01-12T15:00:00.000Z', ['count-adjustment', 'w1', 'z1', 'p1', '-3', '2']),
  ];

  beforeAll(async () => {
    t = await projectorTestDb();
    await t.db.query('create schema if not exists rm');
    for (const p of all) await p.migrate(ctx());
    await productsProjector.apply([product('p1', 'COLA-350', 'Cola 350 ml', 'lata'), product('p2', 'AGUA-500', 'Agua 500 ml', '')], ctx());
    await warehousesProjector.apply(
      [
        stored('warehouse-w1', 1, 'WarehouseCreated', { warehouseId: 'w1', code: 'CENTRAL', name: 'Bodega Central', address: '' }),
        stored('warehouse-w1', 2, 'ZoneAdded', { warehouseId: 'w1', zoneId: 'z1', code: 'A-01', name: 'Pasillo A', barcode: '' }),
        stored('warehouse-w2', 1, 'WarehouseCreated', { warehouseId: 'w2', code: 'TIENDA', name: 'Tienda Meiggs', address: '' }),
      ],
      ctx(),
    );
    await stockOnHandProjector.apply(movements, ctx());
    await stockLogProjector.apply(movements, ctx());
  });
  afterAll(() => t?.drop());
  return { db: () => t.db, ctx, movements };
}
