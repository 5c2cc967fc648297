import type { CustomerGroupEvent } from '@tradedesk/contracts/customers/customer-groups';
import { DomainError } from '../../../platform/event-store/errors.js';
import type { CustomerGroupState } from '../../customer-group.state.js';

export interface CreateCustomerGroup {
  type: 'CreateCustomerGroup';
  groupId: string;
  name: string;
  memo: string;
}

/** A new group (its name is checked unique by the read model's index: 409 group_name_taken). */
export function decideCreateCustomerGroup(c: CreateCustomerGroup, s: CustomerGroupState): CustomerGroupEvent[] {
  if (s.exists) throw new DomainError('group_exists', `Customer group ${c.groupId} already exists.`, 409);
  return [{ type: 'CustomerGroupCreated', data: { groupId: c.groupId, name: c.name, memo: c.memo } }];
}
