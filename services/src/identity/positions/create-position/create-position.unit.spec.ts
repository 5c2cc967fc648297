import type { PositionEvent } from '@tradedesk/contracts/identity/positions';
import { spec } from '../../../platform/cqrs/decider-spec.js';
import { positionDecider } from '../../position.decider.js';

const clerk: PositionEvent = { type: 'PositionCreated', data: { positionId: 'p1', name: 'Clerk', description: '', pagePrivileges: { SaleNew: 'Accessable' } } };

describe('create position', () => {
  it('creates a position with its page privileges', () =>
    spec(positionDecider)
      .given([])
      .when({ type: 'CreatePosition', positionId: 'p1', name: 'Clerk', description: '', pagePrivileges: { SaleNew: 'Accessable' } })
      .then([clerk]));

  it('a position may not pass for a built-in role, whatever the case', () => {
    spec(positionDecider).given([]).when({ type: 'CreatePosition', positionId: 'p2', name: 'admin', description: '', pagePrivileges: {} }).thenFails('reserved_name');
  });

  it('refuses to create the same position twice', () => {
    spec(positionDecider).given([clerk]).when({ type: 'CreatePosition', positionId: 'p1', name: 'Clerk', description: '', pagePrivileges: {} }).thenFails('position_exists');
  });
});
