import type { CustomerGroupEvent } from '@tradedesk/contracts/customers/customer-groups';
import { type CustomerGroupState, requireCustomerGroup } from '../../customer-group.state.js';

export interface DisableCustomerGroup {
  type: 'DisableCustomerGroup';
  groupId: string;
}
export interface EnableCustomerGroup {
  type: 'EnableCustomerGroup';
  groupId: string;
}

/** Its members stay; no one can be added while it is disabled. Disabling twice records it once. */
export function decideDisableCustomerGroup(c: DisableCustomerGroup, s: CustomerGroupState): CustomerGroupEvent[] {
  requireCustomerGroup(s, c.groupId);
  return s.disabled ? [] : [{ type: 'CustomerGroupDisabled', data: { groupId: c.groupId } }];
}

export function decideEnableCustomerGroup(c: EnableCustomerGroup, s: CustomerGroupState): CustomerGroupEvent[] {
  requireCustomerGroup(s, c.groupId);
  return s.disabled ? [{ type: 'CustomerGroupEnabled', data: { groupId: c.groupId } }] : [];
}
