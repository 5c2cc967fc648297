import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HistoryEntry } from '@tradedesk/contracts/catalog/products';
import {
  type CreateSupplierBody,
  type ListSuppliersQuery,
  type Supplier,
  SUPPLIERS_READ_MODEL,
  type UpdateSupplierBody,
} from '@tradedesk/contracts/catalog/suppliers';
import { api } from '../../../lib/api';
import type { CommandAnswer } from './categories';

/** GET /be/api/suppliers (search, status, page, limit). */
export const getSuppliers = async (q: Partial<ListSuppliersQuery>) =>
  (await api.get<{ suppliers: Supplier[]; total: number }>('/api/suppliers', { ...q })).data ?? { suppliers: [], total: 0 };
export const useSuppliers = (q: Partial<ListSuppliersQuery>) =>
  useQuery({ queryKey: [SUPPLIERS_READ_MODEL, 'list', q], queryFn: () => getSuppliers(q), placeholderData: keepPreviousData });

/** GET /be/api/suppliers/:id */
export const getSupplier = async (id: string) => (await api.get<Supplier>(`/api/suppliers/${encodeURIComponent(id)}`)).data!;
export const useSupplier = (id: string | undefined) => useQuery({ queryKey: [SUPPLIERS_READ_MODEL, 'one', id], queryFn: () => getSupplier(id!), enabled: Boolean(id) });

/** GET /be/api/suppliers/:id/history */
export const getSupplierHistory = async (id: string) =>
  (await api.get<{ events: HistoryEntry[] }>(`/api/suppliers/${encodeURIComponent(id)}/history`)).data?.events ?? [];

export type SupplierAction =
  | { action: 'create'; body: CreateSupplierBody }
  | { action: 'update'; id: string; body: UpdateSupplierBody }
  | { action: 'disable' | 'enable'; id: string };

/** POST /suppliers, PUT /suppliers/:id (409 on a stale version), POST /suppliers/:id/disable|enable */
export async function supplierCommand(a: SupplierAction): Promise<CommandAnswer> {
  if (a.action === 'create') return (await api.post<CommandAnswer>('/api/suppliers', a.body)).data!;
  const path = `/api/suppliers/${encodeURIComponent(a.id)}`;
  if (a.action === 'update') return (await api.put<CommandAnswer>(path, a.body)).data!;
  return (await api.post<CommandAnswer>(`${path}/${a.action}`)).data!;
}
export function useSupplierCommand() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: supplierCommand, onSuccess: () => qc.invalidateQueries({ queryKey: [SUPPLIERS_READ_MODEL] }) });
}
