import { warehousesProjector } from '../../catalog/warehouses/warehouses.projector.js';
import { posEvent, usePosDb } from '../../testing/pos-scenario.js';
import { desksProjector } from './desks.projector.js';
import { areaDeskIds, deskRefs, listDesks } from './desks.query.js';

const desk = (id: string, v: number, type: string, data: object) => posEvent(`desk-${id}`, v, type, { deskId: id, ...data });
const events = [
  desk('m2', 1, 'DeskCreated', { warehouseId: 'w1', name: 'Mesa 2', area: 'Terraza', seats: 2, position: 2 }),
  desk('m1', 1, 'DeskCreated', { warehouseId: 'w1', name: 'Mesa 1', area: 'Terraza', seats: 4, position: 1 }),
  desk('b1', 1, 'DeskCreated', { warehouseId: 'w1', name: 'Barra', area: 'Bar', seats: 6, position: 0 }),
  desk('m1', 2, 'DeskChanged', { seats: 6, position: 3 }),
  desk('b1', 2, 'DeskDisabled', {}),
];

/** The desks in floor order (store, area, place) with their store's name; a name taken in the same store is refused by the index. */
describe('desks read model (desks)', () => {
  const db = usePosDb(async (ctx) => {
    await desksProjector.migrate(ctx());
    const wh = (id: string, code: string, name: string) => posEvent(`warehouse-${id}`, 1, 'WarehouseCreated', { warehouseId: id, code, name, address: '' });
    await warehousesProjector.apply([wh('w1', 'T1', 'Centro'), wh('w2', 'T2', 'Playa')], ctx());
  });

  it('lists them by area and place, filtered by area, name and status; applying again changes nothing', async () => {
    await desksProjector.apply(events, db.ctx());
    await desksProjector.apply(events, db.ctx());
    const { desks } = await listDesks(db.db, { status: 'all' });
    expect(desks.map((d) => [d.warehouseName, d.area, d.name, d.seats, d.position, d.active])).toEqual([
      ['Centro', 'Bar', 'Barra', 6, 0, false],
      ['Centro', 'Terraza', 'Mesa 2', 2, 2, true],
      ['Centro', 'Terraza', 'Mesa 1', 6, 3, true],
    ]);
    expect((await listDesks(db.db, { status: 'active', area: 'terraza' })).desks.map((d) => d.name)).toEqual(['Mesa 2', 'Mesa 1']);
    expect((await listDesks(db.db, { status: 'all', search: 'barr' })).desks.map((d) => d.name)).toEqual(['Barra']);
    expect((await listDesks(db.db, { status: 'all', warehouseId: 'w2' })).desks).toEqual([]);
  });

  it('refuses a name taken in the same store, whatever its case; another store may use it', async () => {
    await expect(desksProjector.apply([desk('x', 1, 'DeskCreated', { warehouseId: 'w1', name: 'MESA 1', area: '', seats: 2, position: 0 })], db.ctx())).rejects.toThrow(/desks_name_uq/);
    await desksProjector.apply([desk('y', 1, 'DeskCreated', { warehouseId: 'w2', name: 'Mesa 1', area: '', seats: 2, position: 0 })], db.ctx());
    expect((await listDesks(db.db, { status: 'all', warehouseId: 'w2' })).desks.map((d) => [d.warehouseName, d.name])).toEqual([['Playa', 'Mesa 1']]);
  });

  it("DeskOrder's facts: every desk of an area, disabled ones too, the area compared exactly; the store and area of the desks named", async () => {
    await desksProjector.apply(events, db.ctx());
    await desksProjector.apply([desk('b2', 1, 'DeskCreated', { warehouseId: 'w1', name: 'Barra 2', area: 'bar', seats: 2, position: 1 })], db.ctx());
    expect(await areaDeskIds(db.db, 'w1', 'Terraza')).toEqual(['m1', 'm2']);
    expect(await areaDeskIds(db.db, 'w1', 'Bar')).toEqual(['b1']);
    expect(await areaDeskIds(db.db, 'w2', 'Terraza')).toEqual([]);
    const refs = await deskRefs(db.db, ['m1', 'b2', 'nope']);
    expect([...refs.entries()].sort()).toEqual([
      ['b2', { warehouseId: 'w1', area: 'bar', name: 'Barra 2' }],
      ['m1', { warehouseId: 'w1', area: 'Terraza', name: 'Mesa 1' }],
    ]);
  });
});
