import type { CustomerEvent } from '@tradedesk/contracts/customers/customers';
import { type CustomerState, type GroupFacts, requireGroup, requireMember } from '../../customer.state.js';

export interface RemoveCustomerFromGroup {
  type: 'RemoveCustomerFromGroup';
  customerId: string;
  /** The group as its stream says (CustomerFactsLoader.forRemoveGroupMembers). */
  group: GroupFacts;
}

/** Leaves only a group it is in (removing a customer who is not a member records nothing). */
export function decideRemoveCustomerFromGroup(c: RemoveCustomerFromGroup, s: CustomerState): CustomerEvent[] {
  requireGroup(c.group);
  const fields = requireMember(s, c.customerId);
  return fields.groupIds.includes(c.group.groupId) ? [{ type: 'CustomerRemovedFromGroup', data: { customerId: c.customerId, groupId: c.group.groupId } }] : [];
}
