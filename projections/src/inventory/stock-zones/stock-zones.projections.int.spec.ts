import { stockOnHand } from '../../inventory/stock-log/stock-log.query.js';
import { stockZonesProjector } from '../../inventory/stock-zones/stock-zones.projector.js';
import { stockByZone } from '../../inventory/stock-zones/stock-zones.query.js';
import { contextFor, LIVE_SCHEMA } from '../../platform/projector.js';
import { projectorTestDb } from '../../testing/projector-db.js';
import { useLimaStockScenario } from '../../testing/stock-scenario.js';

/**
 * Stock views from events: the zone read model (events -> rows, the same rows however the events
 * are batched), stock answers carrying product and warehouse names, and the stock-change report
 * over business days in the company's time zone, with figures worked out by hand.
 *
 * The company is in Lima (SystemTimeZone -5): business day 2026-01-11 runs from 05:00 UTC on the
 * 11th to 05:00 UTC on the 12th.
 */
describe('stock-zones projection', () => {
  const scenario = useLimaStockScenario();
  const { ctx, movements } = scenario;
  const t = { get db() { return scenario.db(); } };

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
