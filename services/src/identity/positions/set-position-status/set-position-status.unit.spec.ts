import type { PositionEvent } from '@tradedesk/contracts/identity/positions';
import { spec } from '../../../platform/cqrs/decider-spec.js';
import { positionDecider } from '../../position.decider.js';

const clerk: PositionEvent = { type: 'PositionCreated', data: { positionId: 'p1', name: 'Clerk', description: '', pagePrivileges: { SaleNew: 'Accessable' } } };

describe('set position status', () => {
  it('disable and enable are idempotent; unknown positions are 404', () => {
    const off: PositionEvent = { type: 'PositionDisabled', data: { positionId: 'p1' } };
    spec(positionDecider).given([clerk]).when({ type: 'DisablePosition', positionId: 'p1' }).then([off]);
    spec(positionDecider).given([clerk, off]).when({ type: 'DisablePosition', positionId: 'p1' }).thenNothing();
    spec(positionDecider).given([clerk, off]).when({ type: 'EnablePosition', positionId: 'p1' }).then([{ type: 'PositionEnabled', data: { positionId: 'p1' } }]);
    spec(positionDecider).given([]).when({ type: 'DisablePosition', positionId: 'p9' }).thenFails('position_not_found');
  });

  it('enabling a position that is not disabled records nothing', () => {
    spec(positionDecider).given([clerk]).when({ type: 'EnablePosition', positionId: 'p1' }).thenNothing();
  });
});
