import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ALARM_READ_MODEL, type AlarmClock as ServerAlarm } from '@tradedesk/contracts/messaging/alarm-clock';
import { api } from '../../../lib/api';
import { waitForPosition } from '../../../lib/read-your-writes';

/**
 * GET /be/api/alarm-clock/alarms (query: startDate, endDate, closeTime, page, offset, limit,
 * searchWord, orderBy, order) -> data { alarmClocks, total }. closeTime 0 = unread.
 * The read model is projected asynchronously: after this browser's own command the queries pass
 * ?waitFor=<position> (read-your-writes, src/lib/read-your-writes.ts).
 */
export type AlarmClock = Partial<ServerAlarm> & {
  content: string;
  closeTime: number | string | null;
  saleOrder?: { soId?: string | number } | null;
  purchaseOrder?: { poId?: string | number } | null;
};

export interface AlarmQuery {
  startDate?: string;
  endDate?: string;
  closeTime?: 0 | 1;
  page?: number;
  offset?: number;
  limit?: number;
  searchWord?: string;
  orderBy?: 'remindAt' | 'createdAt';
  order?: 'asc' | 'desc';
}

export const ALARM_LIST_LIMIT = 99_999;

export async function getAlarms(query: AlarmQuery): Promise<{ alarmClocks: AlarmClock[]; total: number }> {
  const envelope = await api.get<{ alarmClocks?: AlarmClock[]; total?: number }>(
    '/api/alarm-clock/alarms',
    { ...query, waitFor: waitForPosition(ALARM_READ_MODEL) },
    { silent: true },
  );
  const alarmClocks = envelope.data?.alarmClocks ?? [];
  return { alarmClocks, total: Number(envelope.data?.total ?? alarmClocks.length) || 0 };
}

/** The top bar's unread count and first-load notification. */
export const unreadAlarmsQueryOptions = () =>
  queryOptions({
    queryKey: [ALARM_READ_MODEL, 'unread'],
    queryFn: () => getAlarms({ closeTime: 0, page: 1, offset: 0, limit: ALARM_LIST_LIMIT }),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    retry: false,
  });

export const useUnreadAlarms = (enabled: boolean) => useQuery({ ...unreadAlarmsQueryOptions(), enabled });

/** The AlarmClock page's list (one page of it). */
export const alarmListQueryOptions = (query: AlarmQuery) =>
  queryOptions({
    queryKey: [ALARM_READ_MODEL, 'list', query],
    queryFn: () => getAlarms(query),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export const useAlarmList = (query: AlarmQuery) => useQuery(alarmListQueryOptions(query));
