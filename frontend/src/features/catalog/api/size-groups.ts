import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CreateSizeGroupBody, type SizeGroup, SIZE_GROUPS_READ_MODEL, type UpdateSizeGroupBody } from '@tradedesk/contracts/catalog/categories';
import type { HistoryEntry } from '@tradedesk/contracts/catalog/products';
import { api } from '../../../lib/api';
import type { CommandAnswer } from './categories';

/** GET /be/api/size-groups (includeDisabled for the size-group screen). */
export const getSizeGroups = async (includeDisabled: boolean) =>
  (await api.get<{ sizeGroups: SizeGroup[]; total: number }>('/api/size-groups', { includeDisabled: String(includeDisabled) })).data?.sizeGroups ?? [];
export const useSizeGroups = (includeDisabled = false, enabled = true) =>
  useQuery({ queryKey: [SIZE_GROUPS_READ_MODEL, 'list', includeDisabled], queryFn: () => getSizeGroups(includeDisabled), enabled, meta: { readModels: ['products'] } });

/** GET /be/api/size-groups/:id */
export const getSizeGroup = async (id: string) => (await api.get<SizeGroup>(`/api/size-groups/${encodeURIComponent(id)}`)).data!;
export const useSizeGroup = (id: string | undefined) => useQuery({ queryKey: [SIZE_GROUPS_READ_MODEL, 'one', id], queryFn: () => getSizeGroup(id!), enabled: Boolean(id) });

/** GET /be/api/size-groups/:id/history */
export const getSizeGroupHistory = async (id: string) =>
  (await api.get<{ events: HistoryEntry[] }>(`/api/size-groups/${encodeURIComponent(id)}/history`)).data?.events ?? [];

export type SizeGroupAction =
  | { action: 'create'; body: CreateSizeGroupBody }
  | { action: 'update'; id: string; body: UpdateSizeGroupBody }
  | { action: 'disable' | 'enable'; id: string };

export async function sizeGroupCommand(a: SizeGroupAction): Promise<CommandAnswer> {
  if (a.action === 'create') return (await api.post<CommandAnswer>('/api/size-groups', a.body)).data!;
  const path = `/api/size-groups/${encodeURIComponent(a.id)}`;
  if (a.action === 'update') return (await api.put<CommandAnswer>(path, a.body)).data!;
  return (await api.post<CommandAnswer>(`${path}/${a.action}`)).data!;
}
export function useSizeGroupCommand() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: sizeGroupCommand, onSuccess: () => qc.invalidateQueries({ queryKey: [SIZE_GROUPS_READ_MODEL] }) });
}
