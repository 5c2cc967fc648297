import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemLog, SystemLogQuery } from '@tradedesk/contracts/settings/system-log';
import { api } from '../../../lib/api';

/** GET /be/api/system-log (userId, type, from, to: business days; page, limit), newest first. */
export type LogQuery = Partial<SystemLogQuery>;

export async function getSystemLog(query: LogQuery): Promise<SystemLog> {
  const envelope = await api.get<SystemLog>('/api/system-log', { ...query });
  return envelope.data ?? { logs: [], total: 0, totalCapped: false };
}

/** Read straight from the event log: not a read model, so it is refreshed on demand. */
export const systemLogQueryOptions = (query: LogQuery) =>
  queryOptions({ queryKey: ['system-log', query], queryFn: () => getSystemLog(query), placeholderData: keepPreviousData, staleTime: 5_000 });

export const useSystemLog = (query: LogQuery) => useQuery(systemLogQueryOptions(query));
