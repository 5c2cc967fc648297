import { dayStart as businessDayStart } from '@tradedesk/contracts/platform/company-time';
import { stockChanges } from '../../inventory/stock-changes/stock-changes.query.js';
import { useLimaStockScenario } from '../../testing/stock-scenario.js';

/**
 * Stock views from events: the zone read model (events -> rows, the same rows however the events
 * are batched), stock answers carrying product and warehouse names, and the stock-change report
 * over business days in the company's time zone, with figures worked out by hand.
 *
 * The company is in Lima (SystemTimeZone -5): business day 2026-01-11 runs from 05:00 UTC on the
 * 11th to 05:00 UTC on the 12th.
 */
describe('stock-changes report', () => {
  const scenario = useLimaStockScenario();
  const { ctx, movements } = scenario;
  const t = { get db() { return scenario.db(); } };

  it('business days start at midnight in the company time zone', () => {
    expect(businessDayStart('2026-01-11', -5).toISOString()).toBe('2026-01-11T05:00:00.000Z');
    expect(businessDayStart('2026-01-11', 8).toISOString()).toBe('2026-01-10T16:00:00.000Z');
    expect(businessDayStart('2026-03-01', 0).toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });

  it('stock change of one warehouse over one business day: opening, in and out by kind, closing, values', async () => {
    const r = await stockChanges(t.db, { warehouseId: 'w1', from: '2026-01-11', to: '2026-01-12', limit: 200, offset: 0 }, -5);
    expect(r.fromInstant).toBe('2026-01-11T05:00:00.000Z');
    expect(r.toInstant).toBe('2026-01-12T05:00:00.000Z');
    expect(r.total).toBe(2);
    // ordered by product code
    expect(r.rows.map((x) => x.code)).toEqual(['AGUA-500', 'COLA-350']);
    const [agua, cola] = r.rows;
    // the issue at 22:00 on the 10th (Lima) belongs to the opening balance: 100 - 10
    expect(cola).toEqual({
      productId: 'p1', code: 'COLA-350', name: 'Cola 350 ml', unitLabel: 'lata',
      opening: '90', openingValue: '180',
      kinds: { 'transfer-out': { in: '0', out: '24', net: '-24' }, 'count-adjustment': { in: '5', out: '0', net: '5' } },
      totalIn: '5', totalOut: '24', inValue: '10', outValue: '48',
      closing: '71', closingValue: '142',
    });
    expect(agua).toMatchObject({ opening: '0', kinds: { receipt: { in: '12', out: '0', net: '12' } }, totalIn: '12', inValue: '18', closing: '12', closingValue: '18' });
    expect(r.totals).toEqual({
      opening: '90', openingValue: '180', totalIn: '17', totalOut: '24', inValue: '28', outValue: '48', closing: '83', closingValue: '160',
      kinds: { receipt: { in: '12', out: '0', net: '12' }, 'transfer-out': { in: '0', out: '24', net: '-24' }, 'count-adjustment': { in: '5', out: '0', net: '5' } },
    });
    // in UTC days the late issue falls on the 11th instead
    const utc = await stockChanges(t.db, { warehouseId: 'w1', productId: 'p1', from: '2026-01-11', to: '2026-01-12', limit: 200, offset: 0 }, 0);
    expect(utc.rows[0]).toMatchObject({ opening: '100', totalOut: '34', closing: '71', kinds: { issue: { in: '0', out: '10', net: '-10' }, 'transfer-out': { in: '0', out: '24', net: '-24' }, 'count-adjustment': { in: '5', out: '0', net: '5' } } });
  });

  it('stock change of all warehouses: transfers show in and out, the closing is the sum of the warehouses', async () => {
    const r = await stockChanges(t.db, { productId: 'p1', from: '2026-01-11', to: '2026-01-12', limit: 200, offset: 0 }, -5);
    expect(r.rows).toEqual([
      expect.objectContaining({
        opening: '90',
        kinds: { 'transfer-out': { in: '0', out: '24', net: '-24' }, 'transfer-in': { in: '24', out: '0', net: '24' }, 'count-adjustment': { in: '5', out: '0', net: '5' }, damage: { in: '0', out: '6', net: '-6' } },
        totalIn: '29',
        totalOut: '30',
        closing: '89',
        closingValue: '178',
      }),
    ]);
    // a period ending after the last movement closes at the stock on hand, value included
    const toDate = await stockChanges(t.db, { warehouseId: 'w1', from: '2026-01-12', to: '2026-01-13', limit: 200, offset: 0 }, -5);
    expect(toDate.rows.map((x) => [x.code, x.opening, x.totalOut, x.closing, x.closingValue])).toEqual([
      ['AGUA-500', '12', '0', '12', '18'],
      ['COLA-350', '71', '3', '68', '136'],
    ]);
    const value = await t.db.query<{ code: string; v: string }>(`select p.code, s.stock_value::text as v from rm.stock_on_hand s join rm.products p on p.id = s.product_id where s.warehouse_id = 'w1' order by p.code`);
    expect(value.rows.map((x) => [x.code, String(Number(x.v))])).toEqual([['AGUA-500', '18'], ['COLA-350', '136']]);
  });

  it('a period before any movement is empty; paging keeps the totals of the whole report', async () => {
    const none = await stockChanges(t.db, { from: '2026-01-01', to: '2026-01-05', limit: 200, offset: 0 }, -5);
    expect(none).toMatchObject({ rows: [], total: 0, totals: { opening: '0', closing: '0', kinds: {} } });
    const second = await stockChanges(t.db, { warehouseId: 'w1', from: '2026-01-11', to: '2026-01-12', limit: 1, offset: 1 }, -5);
    expect(second.rows.map((x) => x.code)).toEqual(['COLA-350']);
    expect(second).toMatchObject({ total: 2, totals: { closing: '83' } });
    const past = await stockChanges(t.db, { warehouseId: 'w1', from: '2026-01-11', to: '2026-01-12', limit: 10, offset: 10 }, -5);
    expect(past).toMatchObject({ rows: [], total: 2, totals: { closing: '83', closingValue: '160' } });
  });
});
