import { spec } from '../../../platform/cqrs/decider-spec.js';
import { membershipLevelDecider } from '../../membership-level.decider.js';

const made = { type: 'MembershipLevelCreated' as const, data: { levelId: 'l1', name: 'Oro', discount: '5', priceType: 'member' as const, memo: '' } };
const disabled = { type: 'MembershipLevelDisabled' as const, data: { levelId: 'l1' } };

describe('set membership level status', () => {
  it('disables a level', () => {
    spec(membershipLevelDecider).given([made]).when({ type: 'DisableMembershipLevel', levelId: 'l1' }).then([disabled]);
  });

  it('disabling twice records it once; enabling records only a disabled level; an unknown level is 404', () => {
    spec(membershipLevelDecider).given([made, disabled]).when({ type: 'DisableMembershipLevel', levelId: 'l1' }).thenNothing();
    spec(membershipLevelDecider).given([made, disabled]).when({ type: 'EnableMembershipLevel', levelId: 'l1' }).then([{ type: 'MembershipLevelEnabled', data: { levelId: 'l1' } }]);
    spec(membershipLevelDecider).given([made]).when({ type: 'EnableMembershipLevel', levelId: 'l1' }).thenNothing();
    spec(membershipLevelDecider).given([]).when({ type: 'EnableMembershipLevel', levelId: 'l9' }).thenFails('membership_level_not_found');
  });
});
