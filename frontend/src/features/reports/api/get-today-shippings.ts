import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isKnownMissing, rememberIfMissing } from '../../../lib/api';

/** GET /be/api/report/today-shippings?limit=0 -> data.total: today's orders still to deliver. */
const PATH = '/api/report/today-shippings';

export async function getTodayShippingsTotal(): Promise<number> {
  const envelope = await api.get<{ total?: number | string }>(PATH, { limit: 0 }, { silent: true }).catch((e: unknown) => {
    rememberIfMissing(PATH, e);
    throw e;
  });
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

export const useTodayShippings = (enabled: boolean) => useQuery({ ...todayShippingsQueryOptions(), enabled: enabled && !isKnownMissing(PATH) });
