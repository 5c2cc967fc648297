import { spec } from '../../../platform/cqrs/decider-spec.js';
import { customerGroupDecider } from '../../customer-group.decider.js';

const made = { type: 'CustomerGroupCreated' as const, data: { groupId: 'g1', name: 'Restaurantes', memo: '' } };

describe('set customer group status', () => {
  it('disables and enables; an unknown group is 404', () => {
    spec(customerGroupDecider).given([made]).when({ type: 'DisableCustomerGroup', groupId: 'g1' }).then([{ type: 'CustomerGroupDisabled', data: { groupId: 'g1' } }]);
    spec(customerGroupDecider).given([made, { type: 'CustomerGroupDisabled', data: { groupId: 'g1' } }]).when({ type: 'EnableCustomerGroup', groupId: 'g1' }).then([{ type: 'CustomerGroupEnabled', data: { groupId: 'g1' } }]);
    spec(customerGroupDecider).given([]).when({ type: 'DisableCustomerGroup', groupId: 'g1' }).thenFails('group_not_found');
  });

  it('disabling twice records it once; enabling an enabled group records nothing', () => {
    spec(customerGroupDecider).given([made, { type: 'CustomerGroupDisabled', data: { groupId: 'g1' } }]).when({ type: 'DisableCustomerGroup', groupId: 'g1' }).thenNothing();
    spec(customerGroupDecider).given([made]).when({ type: 'EnableCustomerGroup', groupId: 'g1' }).thenNothing();
  });
});
