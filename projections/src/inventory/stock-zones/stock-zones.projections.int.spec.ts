import { emptyPriceTable } from '@tradedesk/contracts/catalog/products';
import type { StockMovement } from '@tradedesk/contracts/inventory/stock';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { productsProjector } from '../../catalog/products/products.projector.js';
import { warehousesProjector } from '../../catalog/warehouses/warehouses.projector.js';
import { usersProjector } from '../../identity/users/users.projector.js';
import { stockOnHand } from '../../inventory/stock-log/stock-log.query.js';
import { stockLogProjector } from '../../inventory/stock-log/stock-log.projector.js';
import { stockOnHandProjector } from '../../inventory/stock-on-hand/stock-on-hand.projector.js';
import { stockZonesProjector } from '../../inventory/stock-zones/stock-zones.projector.js';
import { stockByZone } from '../../inventory/stock-zones/stock-zones.query.js';
import { contextFor, LIVE_SCHEMA, type Projector } from '../../platform/projector.js';
import { projectorTestDb, type ProjectorTestDb } from '../../testing/projector-db.js';

let pos = 0;
const stored = (streamId: string, streamVersion: number, type: string, data: any, recordedAt = '2026-01-01T00:00:00.000Z'): StoredEvent =>
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

/**
 * Stock views from events: the zone read model (events -> rows, the same rows however the events
 * are batched), stock answers carrying product and warehouse names, and the stock-change report
 * over business days in the company's time zone, with figures worked out by hand.
 *
 * The company is in Lima (SystemTimeZone -5): business day 2026-01-11 runs from 05:00 UTC on the
 * 11th to 05:00 UTC on the 12th.
 */
describe('stock-zones projection', () => {
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

  it('zone stock: one row per warehouse, zone and product; no zone is its own row; zones add up to the warehouse stock', async () => {
    await stockZonesProjector.apply(movements.slice(0, 2), ctx());
    await stockZonesProjector.apply(movements.slice(2), ctx());
    const { rows, total } = await stockByZone(t.db, { nonZero: 'false', limit: 200, offset: 0 });
    expect(total).toBe(4);
    expect(rows.map((r) => [r.warehouseCode, r.zoneCode, r.code, r.quantity])).toEqual(
      expect.arrayContaining([
        ['CENTRAL', 'A-01', 'COLA-350', '92'],
        ['CENTRAL', null, 'COLA-350', '-24'],
        ['CENTRAL', null, 'AGUA-500', '12'],
        ['TIENDA', null, 'COLA-350', '18'],
      ]),
    );
    const a01 = rows.find((r) => r.zoneCode === 'A-01')!;
    expect(a01).toMatchObject({ warehouseId: 'w1', zoneId: 'z1', zoneName: 'Pasillo A', productId: 'p1', name: 'Cola 350 ml', unitLabel: 'lata', warehouseName: 'Bodega Central' });
    expect(rows.filter((r) => r.zoneId === null).every((r) => r.zoneCode === null)).toBe(true);
    // the same events in one batch give the same rows (rebuild = live)
    const one = await projectorTestDb();
    try {
      await one.db.query('create schema if not exists rm');
      await stockZonesProjector.migrate(contextFor(one.db, LIVE_SCHEMA));
      await stockZonesProjector.apply(movements, contextFor(one.db, LIVE_SCHEMA));
      const q = `select warehouse_id, zone_id, product_id, quantity::text, stock_value::text, movements from rm.stock_zone_on_hand order by 1, 2, 3`;
      expect((await one.db.query(q)).rows).toEqual((await t.db.query(q)).rows);
    } finally {
      await one.drop();
    }
    const sumW1P1 = rows.filter((r) => r.warehouseId === 'w1' && r.productId === 'p1').reduce((s, r) => s + Number(r.quantity), 0);
    const onHand = await stockOnHand(t.db, { warehouseId: 'w1', productId: 'p1', limit: 10, offset: 0 });
    expect(String(sumW1P1)).toBe(onHand.rows[0]!.quantity);
    // filters: a zone, no zone, non-zero rows only
    expect((await stockByZone(t.db, { zoneId: 'z1', nonZero: 'false', limit: 200, offset: 0 })).rows.map((r) => r.quantity)).toEqual(['92']);
    expect((await stockByZone(t.db, { warehouseId: 'w1', zoneId: 'none', nonZero: 'false', limit: 200, offset: 0 })).total).toBe(2);
  });
});
