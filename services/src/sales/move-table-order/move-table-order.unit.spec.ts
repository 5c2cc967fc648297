import { spec } from '../../platform/cqrs/decider-spec.js';
import { tableDecider } from '../table.decider.js';
import type { DeskFacts, OccupancyFacts } from '../table.state.js';

const m1 = { exists: true, active: true, warehouseId: 'w1', name: 'Mesa 1' };
const m2 = { exists: true, active: true, warehouseId: 'w1', name: 'Mesa 2' };
const onM1: OccupancyFacts = { orderId: 'o1', open: true, guests: 4 };
const free: OccupancyFacts = { orderId: null, open: false, guests: null };
const move = (deskId: string, over: Partial<{ from: DeskFacts; to: DeskFacts; fromOccupancy: OccupancyFacts; toOccupancy: OccupancyFacts }> = {}) => ({
  type: 'MoveTableOrder' as const,
  deskId,
  fromDeskId: 'm1',
  toDeskId: 'm2',
  facts: { from: m1, to: m2, fromOccupancy: onM1, toOccupancy: free, ...over },
});
const opened = { type: 'TableOrderOpened' as const, data: { deskId: 'm1', orderId: 'o1', guests: 4 } };

describe('move table order', () => {
  it('the table left records the order moving out', () =>
    spec(tableDecider).given([opened]).when(move('m1')).then([{ type: 'TableOrderMovedOut', data: { deskId: 'm1', orderId: 'o1', toDeskId: 'm2' } }]));

  it('the free table taken records the order moving in, with its guests', () =>
    spec(tableDecider).given([]).when(move('m2')).then([{ type: 'TableOrderMovedIn', data: { deskId: 'm2', orderId: 'o1', fromDeskId: 'm1', guests: 4 } }]));

  it('refuses an occupied target table (409 desk_occupied)', () =>
    spec(tableDecider)
      .given([{ type: 'TableOrderOpened', data: { deskId: 'm2', orderId: 'o9', guests: null } }])
      .when(move('m2', { toOccupancy: { orderId: 'o9', open: true, guests: null } }))
      .thenFails('desk_occupied'));

  it('refuses a table without an open order, a table of another store and the same table', () => {
    spec(tableDecider).given([opened]).when(move('m1', { fromOccupancy: { ...onM1, open: false } })).thenFails('table_not_open');
    spec(tableDecider).given([opened]).when(move('m1', { to: { ...m2, warehouseId: 'w2' } })).thenFails('desk_other_store');
    spec(tableDecider).given([opened]).when({ ...move('m1'), toDeskId: 'm1' }).thenFails('same_table');
  });
});
