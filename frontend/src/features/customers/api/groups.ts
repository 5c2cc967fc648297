import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateCustomerGroupBody,
  type CustomerGroup,
  CUSTOMER_GROUPS_READ_MODEL,
  type ListGroupMembersQuery,
  type UpdateCustomerGroupBody,
} from '@tradedesk/contracts/customers/customer-groups';
import { type CustomerList, CUSTOMERS_READ_MODEL } from '@tradedesk/contracts/customers/customers';
import { api } from '../../../lib/api';
import type { CommandAnswer } from './customers';

const base = '/api/customers/groups';
const path = (id: string, rest = '') => `${base}/${encodeURIComponent(id)}${rest}`;

/** GET /be/api/customers/groups (member counts come from the customers). */
export const getGroups = async (status: 'active' | 'disabled' | 'all') => (await api.get<{ groups: CustomerGroup[] }>(base, { status })).data?.groups ?? [];
export const useGroups = (status: 'active' | 'disabled' | 'all' = 'all') =>
  useQuery({ queryKey: [CUSTOMER_GROUPS_READ_MODEL, 'list', status], queryFn: () => getGroups(status), meta: { readModels: [CUSTOMERS_READ_MODEL] } });
export const useGroup = (id: string) => useQuery({ queryKey: [CUSTOMER_GROUPS_READ_MODEL, 'one', id], queryFn: async () => (await api.get<CustomerGroup>(path(id))).data! });

export const createGroup = async (body: CreateCustomerGroupBody) => (await api.post<CommandAnswer>(base, body)).data!;
export const updateGroup = async ({ id, body }: { id: string; body: UpdateCustomerGroupBody }) => (await api.put<CommandAnswer>(path(id), body)).data!;
export const setGroupStatus = async ({ id, action }: { id: string; action: 'disable' | 'enable' }) => (await api.post<CommandAnswer>(path(id, `/${action}`))).data!;

/** GET /be/api/customers/groups/:id/members */
export const getGroupMembers = async (id: string, query: Partial<ListGroupMembersQuery>) =>
  (await api.get<CustomerList>(path(id, '/members'), { ...query })).data ?? { customers: [], total: 0 };
export const useGroupMembers = (id: string, query: Partial<ListGroupMembersQuery>) =>
  useQuery({
    queryKey: [CUSTOMERS_READ_MODEL, 'members', id, query],
    queryFn: () => getGroupMembers(id, query),
    placeholderData: keepPreviousData,
  });
/** POST (add) or DELETE (remove) /be/api/customers/groups/:id/members {customerIds}: all or none. */
export const changeMembers = async ({ id, customerIds, action }: { id: string; customerIds: string[]; action: 'add' | 'remove' }) =>
  (action === 'add' ? await api.post<{ changed: number }>(path(id, '/members'), { customerIds }) : await api.delete<{ changed: number }>(path(id, '/members'), { customerIds })).data!;

function useGroupMutation<A, R>(fn: (a: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: [CUSTOMER_GROUPS_READ_MODEL] }), qc.invalidateQueries({ queryKey: [CUSTOMERS_READ_MODEL] })]),
  });
}
export const useCreateGroup = () => useGroupMutation(createGroup);
export const useUpdateGroup = () => useGroupMutation(updateGroup);
export const useSetGroupStatus = () => useGroupMutation(setGroupStatus);
export const useChangeMembers = () => useGroupMutation(changeMembers);
