import { z } from 'zod';
import { pageQuery } from '../catalog/common.js';

/**
 * Customer groups (/customer group, group/:id/member): named sets of customers (a route, a chain,
 * "restaurants"). One stream per group, `customer-group-<id>`; names are unique. Membership is
 * the customer's (its `groupIds`, events on the customer's stream), so a customer may be in
 * several groups and its history shows when it joined or left one.
 */
export interface CustomerGroupCreated {
  type: 'CustomerGroupCreated';
  data: { groupId: string; name: string; memo: string };
}
export interface CustomerGroupChanged {
  type: 'CustomerGroupChanged';
  data: { groupId: string; changes: { name?: string; memo?: string } };
}
export interface CustomerGroupDisabled {
  type: 'CustomerGroupDisabled';
  data: { groupId: string };
}
export interface CustomerGroupEnabled {
  type: 'CustomerGroupEnabled';
  data: { groupId: string };
}
export type CustomerGroupEvent = CustomerGroupCreated | CustomerGroupChanged | CustomerGroupDisabled | CustomerGroupEnabled;
export const CUSTOMER_GROUP_EVENT_TYPES = ['CustomerGroupCreated', 'CustomerGroupChanged', 'CustomerGroupDisabled', 'CustomerGroupEnabled'] as const;
export const customerGroupStreamId = (groupId: string) => `customer-group-${groupId}`;
export const CUSTOMER_GROUPS_READ_MODEL = 'customer-groups';

const id = z.string().trim().min(1).max(64);
const name = z.string().trim().min(1, 'enter a name').max(80, 'at most 80 characters');
const memo = z.string().trim().max(300, 'at most 300 characters');

export const createCustomerGroupBody = z.object({ commandId: z.uuid().optional(), name, memo: memo.default('') }).strict();
export type CreateCustomerGroupBody = z.infer<typeof createCustomerGroupBody>;
export const updateCustomerGroupBody = z
  .object({ version: z.number().int().min(1).optional(), name: name.optional(), memo: memo.optional() })
  .strict()
  .refine((b) => b.name !== undefined || b.memo !== undefined, 'nothing to change');
export type UpdateCustomerGroupBody = z.infer<typeof updateCustomerGroupBody>;
export const listCustomerGroupsQuery = z.object({ status: z.enum(['active', 'disabled', 'all']).default('all') }).strict();
export type ListCustomerGroupsQuery = z.infer<typeof listCustomerGroupsQuery>;

/** Add or remove members: all the customers, or none (one transaction). */
export const groupMembersBody = z
  .object({ commandId: z.uuid().optional(), customerIds: z.array(id).min(1, 'choose at least one customer').max(1000, 'at most 1000 customers at once') })
  .strict();
export type GroupMembersBody = z.infer<typeof groupMembersBody>;
export const listGroupMembersQuery = z.object({ search: z.string().trim().max(100).optional(), ...pageQuery }).strict();
export type ListGroupMembersQuery = z.infer<typeof listGroupMembersQuery>;

export const customerGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  memo: z.string(),
  status: z.enum(['active', 'disabled']),
  memberCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type CustomerGroup = z.infer<typeof customerGroupSchema>;
export const customerGroupListSchema = z.object({ groups: z.array(customerGroupSchema) });
