import { spec } from '../../../platform/cqrs/decider-spec.js';
import { customerDecider } from '../../customer.decider.js';
import { created, fields, references } from '../../testing/customer-fixtures.js';

describe('create customer', () => {
  it('creates a customer, groups without repeats and the credit limit canonical', () => {
    spec(customerDecider)
      .given([])
      .when({ type: 'CreateCustomer', customerId: 'c1', fields: fields({ groupIds: ['g1', 'g1', 'g2'], creditLimit: '500000.00' }), facts: references({ groups: ['g1', 'g2'] }) })
      .then([created({ groupIds: ['g1', 'g2'], creditLimit: '500000' })]);
  });

  it('refuses to create the same customer twice', () => {
    spec(customerDecider).given([created()]).when({ type: 'CreateCustomer', customerId: 'c1', fields: fields(), facts: references() }).thenFails('customer_exists');
  });

  it('gives only a membership level that exists and is enabled', () => {
    const create = (facts = references()) => ({ type: 'CreateCustomer' as const, customerId: 'c1', fields: fields({ membershipLevelId: 'gold' }), facts });
    spec(customerDecider).given([]).when(create()).thenFails('unknown_membership_level');
    spec(customerDecider).given([]).when(create(references({ disabledLevels: ['gold'] }))).thenFails('membership_level_disabled');
    spec(customerDecider).given([]).when(create(references({ levels: ['gold'] }))).then([created({ membershipLevelId: 'gold' })]);
  });

  it('puts the customer only in groups that exist and are enabled', () => {
    const create = (facts = references()) => ({ type: 'CreateCustomer' as const, customerId: 'c1', fields: fields({ groupIds: ['g1', 'g2'] }), facts });
    spec(customerDecider).given([]).when(create(references({ groups: ['g1'] }))).thenFails('unknown_group');
    spec(customerDecider).given([]).when(create(references({ groups: ['g1'], disabledGroups: ['g2'] }))).thenFails('group_disabled');
  });

  it("refuses a code that is another customer's", () => {
    spec(customerDecider).given([]).when({ type: 'CreateCustomer', customerId: 'c2', fields: fields(), facts: references({ codeTaken: true }) }).thenFails('customer_code_taken');
  });
});
