import type { CustomerGroupEvent } from '@tradedesk/contracts/customers/customer-groups';
import type { EvolveEvent } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';

/** What a customer group's stream says: name, memo, status. */
export interface CustomerGroupState {
  exists: boolean;
  name: string;
  memo: string;
  disabled: boolean;
}

export const initialCustomerGroupState = (): CustomerGroupState => ({ exists: false, name: '', memo: '', disabled: false });

export function evolveCustomerGroup(s: CustomerGroupState, e: EvolveEvent<CustomerGroupEvent>): CustomerGroupState {
  switch (e.type) {
    case 'CustomerGroupCreated':
      return { ...s, exists: true, name: e.data.name, memo: e.data.memo };
    case 'CustomerGroupChanged':
      return { ...s, ...e.data.changes };
    case 'CustomerGroupDisabled':
      return { ...s, disabled: true };
    case 'CustomerGroupEnabled':
      return { ...s, disabled: false };
    default: {
      const _exhaustive: never = e;
      return s;
    }
  }
}

export function requireCustomerGroup(s: CustomerGroupState, groupId: string) {
  if (!s.exists) throw new DomainError('group_not_found', `Customer group ${groupId} does not exist.`, 404);
}
