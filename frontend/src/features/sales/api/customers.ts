import { useQuery } from '@tanstack/react-query';
import type { CustomerRef } from '@tradedesk/contracts/sales/sale-order';
import { api } from '../../../lib/api';

/** GET /be/api/customers?search (active ones): what a sale screen needs to pick a customer. */
export const searchCustomers = async (search: string) =>
  (await api.get<{ customers: (CustomerRef & { phone?: string })[]; total: number }>('/api/customers', { search, status: 'active', limit: 8 })).data?.customers ?? [];
export const useCustomerSearch = (search: string) =>
  useQuery({ queryKey: ['customers', 'pick', search], queryFn: () => searchCustomers(search), enabled: search.trim().length > 0, staleTime: 30_000 });
