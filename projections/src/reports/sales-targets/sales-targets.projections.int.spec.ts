import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { contextFor, LIVE_SCHEMA } from '../../platform/projector.js';
import { projectorTestDb, type ProjectorTestDb } from '../../testing/projector-db.js';
import { usersProjector } from '../../identity/users/users.projector.js';
import { warehousesProjector } from '../../catalog/warehouses/warehouses.projector.js';
import { salesTargetsProjector } from './sales-targets.projector.js';
import { targetHistory, targetOf, targetsOfMonth } from './sales-targets.query.js';

let pos = 0;
const set = (salespersonId: string, warehouseId: string | null, version: number, amount: string, previousAmount: string | null, by = 'root'): StoredEvent =>
  ({
    type: 'SalesTargetSet', schemaVersion: 1, streamId: `sales-target-2026-03-${salespersonId}-${warehouseId ?? 'all'}`, streamVersion: version, globalPosition: String(++pos), transactionId: '1',
    metadata: { userId: by, commandId: `c${pos}`, correlationId: 'c', causationId: 'c' }, recordedAt: `2026-03-0${version}T10:00:00.000Z`,
    data: { month: '2026-03', salespersonId, warehouseId, amount, previousAmount, currency: 'USD' },
  }) as StoredEvent;

describe('sales targets read model', () => {
  let t: ProjectorTestDb;
  const ctx = () => contextFor(t.db, LIVE_SCHEMA);
  beforeAll(async () => {
    t = await projectorTestDb();
    // The history names who set a target and where: the users' and warehouses' tables (empty here).
    for (const p of [usersProjector, warehousesProjector, salesTargetsProjector]) await p.migrate(ctx());
  });
  afterAll(() => t?.drop());

  it('keeps the amount in force per scope and every change; a cleared target is gone; a replay changes nothing', async () => {
    const events = [set('ana', null, 1, '800', null), set('ana', null, 2, '1000', '800', 'boss'), set('ana', 'w1', 1, '400', null), set('li', null, 1, '500', null), set('li', null, 2, '0', '500')];
    await salesTargetsProjector.apply(events, ctx());
    const expected = [{ salespersonId: 'ana', warehouseId: '', amount: '1000' }, { salespersonId: 'ana', warehouseId: 'w1', amount: '400' }];
    expect(await targetsOfMonth(t.db, '2026-03')).toEqual(expected);
    expect(await targetOf(t.db, '2026-03', 'li', '')).toBeNull();
    await salesTargetsProjector.apply(events, ctx());
    await salesTargetsProjector.apply([events[0]!, events[3]!], ctx());
    expect(await targetsOfMonth(t.db, '2026-03')).toEqual(expected);
    const history = await targetHistory(t.db, '2026-03', 'ana');
    expect(history.map((h) => [h.warehouseId, h.amount, h.previousAmount, h.setBy])).toEqual([
      [null, '1000', '800', 'boss'],
      [null, '800', null, 'root'],
      ['w1', '400', null, 'root'],
    ]);
    expect((await targetHistory(t.db, '2026-03')).length).toBe(5);
  });
});
