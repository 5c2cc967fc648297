import { spec } from '../../../platform/cqrs/decider-spec.js';
import { customerDecider } from '../../customer.decider.js';
import { created } from '../../testing/customer-fixtures.js';

describe('set customer status', () => {
  it('disable and enable are recorded once each', () => {
    spec(customerDecider).given([created()]).when({ type: 'DisableCustomer', customerId: 'c1' }).then([{ type: 'CustomerDisabled', data: { customerId: 'c1' } }]);
    spec(customerDecider).given([created(), { type: 'CustomerDisabled', data: { customerId: 'c1' } }]).when({ type: 'DisableCustomer', customerId: 'c1' }).thenNothing();
    spec(customerDecider).given([created()]).when({ type: 'EnableCustomer', customerId: 'c1' }).thenNothing();
    spec(customerDecider)
      .given([created(), { type: 'CustomerDisabled', data: { customerId: 'c1' } }])
      .when({ type: 'EnableCustomer', customerId: 'c1' })
      .then([{ type: 'CustomerEnabled', data: { customerId: 'c1' } }]);
  });

  it('an unknown customer is 404', () => {
    spec(customerDecider).given([]).when({ type: 'DisableCustomer', customerId: 'c9' }).thenFails('customer_not_found');
    spec(customerDecider).given([]).when({ type: 'EnableCustomer', customerId: 'c9' }).thenFails('customer_not_found');
  });
});
