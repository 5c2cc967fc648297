import type { PositionEvent } from '@tradedesk/contracts/identity/positions';
import { spec } from '../../../platform/cqrs/decider-spec.js';
import { positionDecider } from '../../position.decider.js';

const clerk: PositionEvent = { type: 'PositionCreated', data: { positionId: 'p1', name: 'Clerk', description: '', pagePrivileges: { SaleNew: 'Accessable' } } };

describe('update position', () => {
  it('a position may not be renamed to a built-in role, whatever the case', () => {
    spec(positionDecider).given([clerk]).when({ type: 'ChangePosition', positionId: 'p1', name: 'ROOT' }).thenFails('reserved_name');
  });

  it('a change records the position as it is after the change', () =>
    spec(positionDecider)
      .given([clerk])
      .when({ type: 'ChangePosition', positionId: 'p1', pagePrivileges: { SaleNew: 'Accessable', SaleInput: 'Accessable' } })
      .then([{ type: 'PositionChanged', data: { positionId: 'p1', name: 'Clerk', description: '', pagePrivileges: { SaleNew: 'Accessable', SaleInput: 'Accessable' } } }]));

  it('the same privileges in another order change nothing', () => {
    const two: PositionEvent = { type: 'PositionChanged', data: { positionId: 'p1', name: 'Clerk', description: '', pagePrivileges: { A: 'Accessable', B: 'NotAccessable' } } };
    spec(positionDecider).given([clerk, two]).when({ type: 'ChangePosition', positionId: 'p1', pagePrivileges: { B: 'NotAccessable', A: 'Accessable' } }).thenNothing();
  });

  it('an unknown position is 404', () => {
    spec(positionDecider).given([]).when({ type: 'ChangePosition', positionId: 'p9', name: 'Cashier' }).thenFails('position_not_found');
  });
});
