import { spec } from '../../../platform/cqrs/decider-spec.js';
import { customerGroupDecider } from '../../customer-group.decider.js';

const made = { type: 'CustomerGroupCreated' as const, data: { groupId: 'g1', name: 'Restaurantes', memo: '' } };

describe('change customer group', () => {
  it('renames only when the name differs', () => {
    spec(customerGroupDecider)
      .given([made])
      .when({ type: 'ChangeCustomerGroup', groupId: 'g1', changes: { name: 'Hoteles y restaurantes' } })
      .then([{ type: 'CustomerGroupChanged', data: { groupId: 'g1', changes: { name: 'Hoteles y restaurantes' } } }]);
    spec(customerGroupDecider).given([made]).when({ type: 'ChangeCustomerGroup', groupId: 'g1', changes: { name: 'Restaurantes' } }).thenNothing();
  });

  it('records the memo alone when only the memo changes; an unknown group is 404', () => {
    spec(customerGroupDecider)
      .given([made])
      .when({ type: 'ChangeCustomerGroup', groupId: 'g1', changes: { name: 'Restaurantes', memo: 'martes y jueves' } })
      .then([{ type: 'CustomerGroupChanged', data: { groupId: 'g1', changes: { memo: 'martes y jueves' } } }]);
    spec(customerGroupDecider).given([]).when({ type: 'ChangeCustomerGroup', groupId: 'g1', changes: { name: 'x' } }).thenFails('group_not_found');
  });
});
