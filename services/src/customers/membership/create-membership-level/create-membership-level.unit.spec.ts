import { spec } from '../../../platform/cqrs/decider-spec.js';
import { membershipLevelDecider } from '../../membership-level.decider.js';

const made = { type: 'MembershipLevelCreated' as const, data: { levelId: 'l1', name: 'Oro', discount: '5', priceType: 'member' as const, memo: '' } };

describe('create membership level', () => {
  it('creates with a canonical discount', () => {
    spec(membershipLevelDecider).given([]).when({ type: 'CreateMembershipLevel', levelId: 'l1', fields: { name: 'Oro', discount: '5.00', priceType: 'member', memo: '' } }).then([made]);
  });

  it('refuses to create the same level twice', () => {
    spec(membershipLevelDecider).given([made]).when({ type: 'CreateMembershipLevel', levelId: 'l1', fields: { name: 'Oro', discount: '5', priceType: 'member', memo: '' } }).thenFails('membership_level_exists');
  });
});
