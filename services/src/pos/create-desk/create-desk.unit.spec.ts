import { spec } from '../../platform/cqrs/decider-spec.js';
import { deskDecider } from '../desk.decider.js';

const create = (warehouseExists = true) => ({ type: 'CreateDesk' as const, deskId: 'd1', warehouseId: 'w1', name: 'Mesa 1', area: 'Terraza', seats: 4, position: 1, facts: { warehouseExists } });

describe('create desk', () => {
  it('creates an active table of a store with its area, seats and place', () =>
    spec(deskDecider)
      .given([])
      .when(create())
      .then([{ type: 'DeskCreated', data: { deskId: 'd1', warehouseId: 'w1', name: 'Mesa 1', area: 'Terraza', seats: 4, position: 1 } }]));

  it('refuses a store that does not exist', () => spec(deskDecider).given([]).when(create(false)).thenFails('warehouse_not_found'));

  it('refuses to create the same desk twice', () =>
    spec(deskDecider)
      .given([{ type: 'DeskCreated', data: { deskId: 'd1', warehouseId: 'w1', name: 'Mesa 1', area: '', seats: 2, position: 0 } }])
      .when(create())
      .thenFails('desk_exists'));
});
