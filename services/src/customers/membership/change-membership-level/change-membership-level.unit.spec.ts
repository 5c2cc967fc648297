import { spec } from '../../../platform/cqrs/decider-spec.js';
import { membershipLevelDecider } from '../../membership-level.decider.js';

const made = { type: 'MembershipLevelCreated' as const, data: { levelId: 'l1', name: 'Oro', discount: '5', priceType: 'member' as const, memo: '' } };

describe('change membership level', () => {
  it('changes only what differs, the discount compared canonical; an unknown level is 404', () => {
    spec(membershipLevelDecider)
      .given([made])
      .when({ type: 'ChangeMembershipLevel', levelId: 'l1', changes: { discount: '7.50', priceType: 'member' } })
      .then([{ type: 'MembershipLevelChanged', data: { levelId: 'l1', changes: { discount: '7.5' } } }]);
    spec(membershipLevelDecider).given([made]).when({ type: 'ChangeMembershipLevel', levelId: 'l1', changes: { discount: '5.0' } }).thenNothing();
    spec(membershipLevelDecider).given([]).when({ type: 'ChangeMembershipLevel', levelId: 'l1', changes: { name: 'x' } }).thenFails('membership_level_not_found');
  });
});
