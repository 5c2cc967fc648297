import type { CustomerEvent } from '@tradedesk/contracts/customers/customers';
import { DomainError } from '../../../platform/event-store/errors.js';
import { type CustomerState, type GroupFacts, requireGroup, requireMember } from '../../customer.state.js';

/** Membership is kept on the customer's stream: one of these per customer added. */
export interface AddCustomerToGroup {
  type: 'AddCustomerToGroup';
  customerId: string;
  /** The group as its stream says (CustomerFactsLoader.forAddGroupMembers). */
  group: GroupFacts;
}

/** Joins a group once, never a disabled one; a customer is in at most 50 groups. */
export function decideAddCustomerToGroup(c: AddCustomerToGroup, s: CustomerState): CustomerEvent[] {
  const g = c.group;
  requireGroup(g);
  const fields = requireMember(s, c.customerId);
  if (fields.groupIds.includes(g.groupId)) return [];
  if (g.disabled) throw new DomainError('group_disabled', 'The group is disabled: enable it before adding customers.', 400, { field: 'groupId' });
  if (fields.groupIds.length >= 50) throw new DomainError('too_many_groups', `Customer ${fields.code} is in 50 groups already.`, 400, { field: 'customerIds' });
  return [{ type: 'CustomerAddedToGroup', data: { customerId: c.customerId, groupId: g.groupId } }];
}
