import { spec } from '../../../platform/cqrs/decider-spec.js';
import { customerDecider } from '../../customer.decider.js';
import { created, references } from '../../testing/customer-fixtures.js';

describe('change customer', () => {
  it('records only the fields that changed, including clearing the level and the limit', () => {
    spec(customerDecider)
      .given([created({ membershipLevelId: 'gold', creditLimit: '100' })])
      .when({ type: 'ChangeCustomer', customerId: 'c1', changes: { name: 'Minimarket Don Pepe', phone: '+56 9 5555 0102', membershipLevelId: null, creditLimit: null, groupIds: [] }, facts: references() })
      .then([{ type: 'CustomerChanged', data: { customerId: 'c1', changes: { phone: '+56 9 5555 0102', membershipLevelId: null, creditLimit: null } } }]);
  });

  it('a change that changes nothing records nothing; an unknown customer is 404', () => {
    spec(customerDecider)
      .given([created({ creditLimit: '100' })])
      .when({ type: 'ChangeCustomer', customerId: 'c1', changes: { creditLimit: '100.00', code: 'C001' }, facts: references() })
      .thenNothing();
    spec(customerDecider).given([]).when({ type: 'ChangeCustomer', customerId: 'c1', changes: { name: 'x' }, facts: references() }).thenFails('customer_not_found');
  });

  it('a level or group newly given must exist and be enabled; the ones the customer has keep counting when disabled', () => {
    const given = [created({ membershipLevelId: 'gold', groupIds: ['g1'] })];
    spec(customerDecider).given(given).when({ type: 'ChangeCustomer', customerId: 'c1', changes: { membershipLevelId: 'silver' }, facts: references() }).thenFails('unknown_membership_level');
    spec(customerDecider)
      .given(given)
      .when({ type: 'ChangeCustomer', customerId: 'c1', changes: { membershipLevelId: 'silver' }, facts: references({ disabledLevels: ['silver'] }) })
      .thenFails('membership_level_disabled');
    spec(customerDecider)
      .given(given)
      .when({ type: 'ChangeCustomer', customerId: 'c1', changes: { groupIds: ['g1', 'g2'] }, facts: references({ disabledGroups: ['g1', 'g2'] }) })
      .thenFails('group_disabled');
    spec(customerDecider)
      .given(given)
      .when({ type: 'ChangeCustomer', customerId: 'c1', changes: { membershipLevelId: 'gold', groupIds: ['g1'], memo: 'kept' }, facts: references({ disabledLevels: ['gold'], disabledGroups: ['g1'] }) })
      .then([{ type: 'CustomerChanged', data: { customerId: 'c1', changes: { memo: 'kept' } } }]);
  });

  it("refuses a code that is another customer's", () => {
    spec(customerDecider).given([created()]).when({ type: 'ChangeCustomer', customerId: 'c1', changes: { code: 'C002' }, facts: references({ codeTaken: true }) }).thenFails('customer_code_taken');
  });
});
