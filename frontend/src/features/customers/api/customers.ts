import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateCustomerBody,
  type Customer,
  type CustomerList,
  CUSTOMERS_READ_MODEL,
  type ListCustomersQuery,
  type UpdateCustomerBody,
} from '@tradedesk/contracts/customers/customers';
import type { HistoryEntry } from '@tradedesk/contracts/platform/history';
import { api } from '../../../lib/api';

/** What the customer commands answer. */
export interface CommandAnswer {
  id: string;
  streamVersion: number;
  globalPosition: string;
  changed: boolean;
}

/** GET /be/api/customers (search, status, groupId, membershipLevelId, priceType, page, limit). */
export type CustomersQuery = Partial<ListCustomersQuery>;
export const getCustomers = async (query: CustomersQuery): Promise<CustomerList> =>
  (await api.get<CustomerList>('/api/customers', { ...query })).data ?? { customers: [], total: 0 };
export const useCustomers = (query: CustomersQuery, enabled = true) =>
  useQuery({ queryKey: [CUSTOMERS_READ_MODEL, 'list', query], queryFn: () => getCustomers(query), placeholderData: keepPreviousData, enabled });

/** GET /be/api/customers/:id */
export const getCustomer = async (id: string) => (await api.get<Customer>(`/api/customers/${encodeURIComponent(id)}`)).data!;
export const useCustomer = (id: string | undefined) => useQuery({ queryKey: [CUSTOMERS_READ_MODEL, 'one', id], queryFn: () => getCustomer(id!), enabled: Boolean(id) });

/** GET /be/api/customers/:id/history (also groups/:id/history, membership-levels/:id/history). */
export const getHistory = async (path: string) => (await api.get<{ streamId: string; events: HistoryEntry[] }>(path)).data?.events ?? [];
export const useHistory = (readModel: string, path: string) => useQuery({ queryKey: [readModel, 'history', path], queryFn: () => getHistory(path) });

/** POST /be/api/customers (409 when the code is taken). */
export const createCustomer = async (body: CreateCustomerBody) => (await api.post<CommandAnswer>('/api/customers', body)).data!;
/** PUT /be/api/customers/:id ({version, ...changes}; 409 on a stale version). */
export const updateCustomer = async ({ id, body }: { id: string; body: UpdateCustomerBody }) =>
  (await api.put<CommandAnswer>(`/api/customers/${encodeURIComponent(id)}`, body)).data!;
/** POST /be/api/customers/:id/disable | enable */
export const setCustomerStatus = async ({ id, action }: { id: string; action: 'disable' | 'enable' }) =>
  (await api.post<CommandAnswer>(`/api/customers/${encodeURIComponent(id)}/${action}`)).data!;

function useCustomerMutation<A, R>(fn: (a: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: [CUSTOMERS_READ_MODEL] }) });
}
export const useCreateCustomer = () => useCustomerMutation(createCustomer);
export const useUpdateCustomer = () => useCustomerMutation(updateCustomer);
export const useSetCustomerStatus = () => useCustomerMutation(setCustomerStatus);
