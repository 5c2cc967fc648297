import type { CustomerGroupEvent } from '@tradedesk/contracts/customers/customer-groups';
import { type CustomerGroupState, requireCustomerGroup } from '../../customer-group.state.js';

export interface ChangeCustomerGroup {
  type: 'ChangeCustomerGroup';
  groupId: string;
  changes: { name?: string; memo?: string };
}

/** Rename or change the memo: only what differs is recorded. */
export function decideChangeCustomerGroup(c: ChangeCustomerGroup, s: CustomerGroupState): CustomerGroupEvent[] {
  requireCustomerGroup(s, c.groupId);
  const changes: { name?: string; memo?: string } = {};
  if (c.changes.name !== undefined && c.changes.name !== s.name) changes.name = c.changes.name;
  if (c.changes.memo !== undefined && c.changes.memo !== s.memo) changes.memo = c.changes.memo;
  return Object.keys(changes).length ? [{ type: 'CustomerGroupChanged', data: { groupId: c.groupId, changes } }] : [];
}
