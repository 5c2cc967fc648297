import { spec } from '../../../platform/cqrs/decider-spec.js';
import { customerDecider } from '../../customer.decider.js';
import { created } from '../../testing/customer-fixtures.js';

const group = { groupId: 'g1', exists: true, disabled: false };

describe('remove group members', () => {
  it('leaves only a group it is in', () => {
    spec(customerDecider)
      .given([created(), { type: 'CustomerAddedToGroup', data: { customerId: 'c1', groupId: 'g1' } }])
      .when({ type: 'RemoveCustomerFromGroup', customerId: 'c1', group })
      .then([{ type: 'CustomerRemovedFromGroup', data: { customerId: 'c1', groupId: 'g1' } }]);
    spec(customerDecider)
      .given([created({ groupIds: ['g1'] }), { type: 'CustomerRemovedFromGroup', data: { customerId: 'c1', groupId: 'g1' } }])
      .when({ type: 'RemoveCustomerFromGroup', customerId: 'c1', group })
      .thenNothing();
  });

  it('members leave a disabled group too', () => {
    spec(customerDecider)
      .given([created({ groupIds: ['g1'] })])
      .when({ type: 'RemoveCustomerFromGroup', customerId: 'c1', group: { ...group, disabled: true } })
      .then([{ type: 'CustomerRemovedFromGroup', data: { customerId: 'c1', groupId: 'g1' } }]);
  });

  it('an unknown group is 404; an unknown customer in the list is a bad request', () => {
    spec(customerDecider).given([created({ groupIds: ['g1'] })]).when({ type: 'RemoveCustomerFromGroup', customerId: 'c1', group: { ...group, exists: false } }).thenFails('group_not_found');
    spec(customerDecider).given([]).when({ type: 'RemoveCustomerFromGroup', customerId: 'nope', group }).thenFails('unknown_customer');
  });
});
