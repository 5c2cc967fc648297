import { spec } from '../../platform/cqrs/decider-spec.js';
import { deskDecider } from '../desk.decider.js';

const created = { type: 'DeskCreated' as const, data: { deskId: 'd1', warehouseId: 'w1', name: 'Mesa 1', area: '', seats: 2, position: 0 } };

describe('set desk status', () => {
  it('disables an active desk, never deleting it', () =>
    spec(deskDecider).given([created]).when({ type: 'SetDeskStatus', deskId: 'd1', active: false }).then([{ type: 'DeskDisabled', data: { deskId: 'd1' } }]));

  it('enables it again', () =>
    spec(deskDecider)
      .given([created, { type: 'DeskDisabled', data: { deskId: 'd1' } }])
      .when({ type: 'SetDeskStatus', deskId: 'd1', active: true })
      .then([{ type: 'DeskEnabled', data: { deskId: 'd1' } }]));

  it('the same status again records nothing', () => spec(deskDecider).given([created]).when({ type: 'SetDeskStatus', deskId: 'd1', active: true }).thenNothing());

  it('refuses an unknown desk', () => spec(deskDecider).given([]).when({ type: 'SetDeskStatus', deskId: 'd1', active: false }).thenFails('desk_not_found'));
});
