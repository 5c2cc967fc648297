import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /be/api/report/today-shippings?limit=0 -> data.total: today's orders still to deliver. */
export async function getTodayShippingsTotal(): Promise<number> {
  const envelope = await api.get<{ total?: number | string }>('/api/report/today-shippings', { limit: 0 }, { silent: true });
  const total = Number(envelope.data?.total ?? 0);
  return Number.isFinite(total) ? total : 0;
}

export const todayShippingsQueryOptions = () =>
  queryOptions({
    queryKey: ['today-shippings'],
    queryFn: getTodayShippingsTotal,
    staleTime: 60_000,
    refetchInterval: 10 * 60_000,
    retry: false,
    meta: { readModels: ['sale-order-list'] },
  });

export const useTodayShippings = (enabled: boolean) => useQuery({ ...todayShippingsQueryOptions(), enabled });
