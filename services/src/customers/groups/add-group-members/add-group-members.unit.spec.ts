import { spec } from '../../../platform/cqrs/decider-spec.js';
import { customerDecider } from '../../customer.decider.js';
import { created } from '../../testing/customer-fixtures.js';

const group = { groupId: 'g1', exists: true, disabled: false };

describe('add group members', () => {
  it('joins a group once, never a disabled or unknown one', () => {
    spec(customerDecider).given([created()]).when({ type: 'AddCustomerToGroup', customerId: 'c1', group }).then([{ type: 'CustomerAddedToGroup', data: { customerId: 'c1', groupId: 'g1' } }]);
    spec(customerDecider).given([created({ groupIds: ['g1'] })]).when({ type: 'AddCustomerToGroup', customerId: 'c1', group }).thenNothing();
    spec(customerDecider).given([created()]).when({ type: 'AddCustomerToGroup', customerId: 'c1', group: { ...group, disabled: true } }).thenFails('group_disabled');
    spec(customerDecider).given([created()]).when({ type: 'AddCustomerToGroup', customerId: 'c1', group: { ...group, exists: false } }).thenFails('group_not_found');
  });

  it('a customer may be in several groups', () => {
    spec(customerDecider)
      .given([created({ groupIds: ['g1'] })])
      .when({ type: 'AddCustomerToGroup', customerId: 'c1', group: { groupId: 'g2', exists: true, disabled: false } })
      .then([{ type: 'CustomerAddedToGroup', data: { customerId: 'c1', groupId: 'g2' } }]);
  });

  it('an unknown customer in the list is a bad request, and an unknown group is 404 first', () => {
    spec(customerDecider).given([]).when({ type: 'AddCustomerToGroup', customerId: 'nope', group }).thenFails('unknown_customer');
    spec(customerDecider).given([]).when({ type: 'AddCustomerToGroup', customerId: 'nope', group: { ...group, exists: false } }).thenFails('group_not_found');
  });

  it('a customer is in at most 50 groups', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => `g-${i}`);
    spec(customerDecider).given([created({ groupIds: fifty })]).when({ type: 'AddCustomerToGroup', customerId: 'c1', group }).thenFails('too_many_groups');
  });
});
