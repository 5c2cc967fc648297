import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * GET /be/api/alarm-clock/alarms (query: startDate, endDate, closeTime, page, offset, limit,
 * searchWord, orderBy, order) -> data { alarmClocks, total }. closeTime 0 = unread.
 */
export interface AlarmClock {
  id?: string | number;
  content: string;
  closeTime: number | string | null;
  saleOrder?: { soId?: string | number } | null;
  purchaseOrder?: { poId?: string | number } | null;
}

export interface AlarmQuery {
  startDate?: string;
  endDate?: string;
  closeTime?: number;
  page?: number;
  offset?: number;
  limit?: number;
  searchWord?: string;
  orderBy?: string;
  order?: 'asc' | 'desc';
}

export const ALARM_LIST_LIMIT = 99_999;

export async function getAlarms(query: AlarmQuery): Promise<{ alarmClocks: AlarmClock[]; total: number }> {
  const envelope = await api.get<{ alarmClocks?: AlarmClock[]; total?: number }>('/api/alarm-clock/alarms', { ...query }, { silent: true });
  const alarmClocks = envelope.data?.alarmClocks ?? [];
  return { alarmClocks, total: Number(envelope.data?.total ?? alarmClocks.length) || 0 };
}

export const unreadAlarmsQueryOptions = () =>
  queryOptions({
    queryKey: ['alarm-clocks', 'unread'],
    queryFn: () => getAlarms({ closeTime: 0, page: 1, offset: 0, limit: ALARM_LIST_LIMIT }),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    retry: false,
  });

export const useUnreadAlarms = (enabled: boolean) => useQuery({ ...unreadAlarmsQueryOptions(), enabled });
