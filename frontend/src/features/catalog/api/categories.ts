import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CATEGORIES_READ_MODEL,
  type CategoryNode,
  type CreateCategoryBody,
  type MoveCategoryBody,
  type RenameCategoryBody,
} from '@tradedesk/contracts/catalog/categories';
import type { HistoryEntry } from '@tradedesk/contracts/catalog/products';
import { api } from '../../../lib/api';

export interface CommandAnswer {
  id: string;
  streamVersion: number;
  globalPosition: string;
  changed?: boolean;
}

/** GET /be/api/categories (the tree; includeDisabled for the category screens). */
export const getCategoryTree = async (includeDisabled: boolean) =>
  (await api.get<{ categories: CategoryNode[]; total: number }>('/api/categories', { includeDisabled: String(includeDisabled) })).data ?? { categories: [], total: 0 };
export const useCategoryTree = (includeDisabled = false) =>
  useQuery({ queryKey: [CATEGORIES_READ_MODEL, 'tree', includeDisabled], queryFn: () => getCategoryTree(includeDisabled), meta: { readModels: ['products'] } });

/** GET /be/api/categories/:id/history */
export const getCategoryHistory = async (id: string) =>
  (await api.get<{ events: HistoryEntry[] }>(`/api/categories/${encodeURIComponent(id)}/history`)).data?.events ?? [];

export type CategoryAction =
  | { action: 'create'; body: CreateCategoryBody }
  | { action: 'rename'; id: string; body: RenameCategoryBody }
  | { action: 'move'; id: string; body: MoveCategoryBody }
  | { action: 'disable' | 'enable'; id: string };

/** POST /categories, PUT /categories/:id, POST /categories/:id/move|disable|enable */
export async function categoryCommand(a: CategoryAction): Promise<CommandAnswer> {
  const path = (id: string, tail = '') => `/api/categories/${encodeURIComponent(id)}${tail}`;
  switch (a.action) {
    case 'create':
      return (await api.post<CommandAnswer>('/api/categories', a.body)).data!;
    case 'rename':
      return (await api.put<CommandAnswer>(path(a.id), a.body)).data!;
    case 'move':
      return (await api.post<CommandAnswer>(path(a.id, '/move'), a.body)).data!;
    default:
      return (await api.post<CommandAnswer>(path(a.id, `/${a.action}`))).data!;
  }
}
export function useCategoryCommand() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: categoryCommand, onSuccess: () => qc.invalidateQueries({ queryKey: [CATEGORIES_READ_MODEL] }) });
}
