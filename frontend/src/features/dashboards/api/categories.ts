import { useQuery } from '@tanstack/react-query';
import { CATEGORIES_READ_MODEL, type CategoryNode } from '@tradedesk/contracts/catalog/categories';
import { api } from '../../../lib/api';

/** The category tree flattened in tree order (path shown), for a dashboard's category filter. */
export async function getCategoryChoices(): Promise<{ id: string; path: string }[]> {
  const tree = (await api.get<{ categories: CategoryNode[] }>('/api/categories', {}, { silent: true })).data?.categories ?? [];
  const out: { id: string; path: string }[] = [];
  const walk = (nodes: CategoryNode[]) => nodes.forEach((n) => (out.push({ id: n.id, path: n.path }), walk(n.children)));
  walk(tree);
  return out;
}

/**
 * GET /be/api/categories: open to the catalogue screens, not to every dashboard user. A session that
 * may not read it gets no category filter (the call fails quietly, no retry).
 */
export const useCategoryChoices = () => useQuery({ queryKey: [CATEGORIES_READ_MODEL, 'dashboard-choices'], queryFn: getCategoryChoices, retry: false, staleTime: 60_000 });
