import { stockLog, stockOnHand } from '../../inventory/stock-log/stock-log.query.js';
import { useLimaStockScenario } from '../../testing/stock-scenario.js';

/**
 * Stock views from events: the zone read model (events -> rows, the same rows however the events
 * are batched), stock answers carrying product and warehouse names, and the stock-change report
 * over business days in the company's time zone, with figures worked out by hand.
 *
 * The company is in Lima (SystemTimeZone -5): business day 2026-01-11 runs from 05:00 UTC on the
 * 11th to 05:00 UTC on the 12th.
 */
describe('stock-log and stock-on-hand answers', () => {
  const scenario = useLimaStockScenario();
  const { ctx, movements } = scenario;
  const t = { get db() { return scenario.db(); } };

  it('stock on hand, as of a moment and the stock log carry product and warehouse names', async () => {
    const now = await stockOnHand(t.db, { warehouseId: 'w1', limit: 10, offset: 0 });
    expect(now.rows.map((r) => [r.warehouseCode, r.warehouseName, r.code, r.name, r.unitLabel, r.quantity])).toEqual([
      ['CENTRAL', 'Bodega Central', 'COLA-350', 'Cola 350 ml', 'lata', '68'],
      ['CENTRAL', 'Bodega Central', 'AGUA-500', 'Agua 500 ml', '', '12'],
    ]);
    const before = await stockOnHand(t.db, { warehouseId: 'w1', productId: 'p1', asOf: '2026-01-11T12:00:00.000Z', limit: 10, offset: 0 });
    expect(before.rows).toEqual([expect.objectContaining({ code: 'COLA-350', name: 'Cola 350 ml', quantity: '90' })]);
    // The stock screen's packings and value: 68 cans at cost 2 and 12 bottles at 1.5; as of the
    // 11th noon, 90 cans at that movement's average cost 2.
    expect(now.rows.map((r) => [r.code, r.packings, Number(r.value)])).toEqual([
      ['COLA-350', { box: '24', bigBag: null, bag: null }, 136],
      ['AGUA-500', { box: '24', bigBag: null, bag: null }, 18],
    ]);
    expect(Number(before.rows[0]!.value)).toBe(180);
    const log = await stockLog(t.db, { warehouseId: 'w1', productId: 'p1', limit: 1, offset: 0 });
    expect(log.rows[0]).toMatchObject({ kind: 'count-adjustment', zoneCode: 'A-01', code: 'COLA-350', warehouseCode: 'CENTRAL', balanceAfter: '68' });
  });
});
