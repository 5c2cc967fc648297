import { spec } from '../../../platform/cqrs/decider-spec.js';
import { customerGroupDecider } from '../../customer-group.decider.js';

const made = { type: 'CustomerGroupCreated' as const, data: { groupId: 'g1', name: 'Restaurantes', memo: '' } };

describe('create customer group', () => {
  it('creates a group once', () => {
    spec(customerGroupDecider).given([]).when({ type: 'CreateCustomerGroup', groupId: 'g1', name: 'Restaurantes', memo: '' }).then([made]);
    spec(customerGroupDecider).given([made]).when({ type: 'CreateCustomerGroup', groupId: 'g1', name: 'x', memo: '' }).thenFails('group_exists');
  });
});
