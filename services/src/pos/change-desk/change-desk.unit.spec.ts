import { spec } from '../../platform/cqrs/decider-spec.js';
import { deskDecider } from '../desk.decider.js';

const created = { type: 'DeskCreated' as const, data: { deskId: 'd1', warehouseId: 'w1', name: 'Mesa 1', area: 'Salón', seats: 4, position: 1 } };

describe('change desk', () => {
  it('records only what changed', () =>
    spec(deskDecider)
      .given([created])
      .when({ type: 'ChangeDesk', deskId: 'd1', name: 'Mesa 1', area: 'Terraza', seats: 6 })
      .then([{ type: 'DeskChanged', data: { deskId: 'd1', area: 'Terraza', seats: 6 } }]));

  it('the same values again record nothing', () => spec(deskDecider).given([created]).when({ type: 'ChangeDesk', deskId: 'd1', name: 'Mesa 1', position: 1 }).thenNothing());

  it('refuses an unknown desk', () => spec(deskDecider).given([]).when({ type: 'ChangeDesk', deskId: 'd1', name: 'x' }).thenFails('desk_not_found'));
});
