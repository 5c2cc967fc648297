import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlarmIdsBody } from '@tradedesk/contracts/messaging/alarm-clock';
import { api } from '../../../lib/api';
import { alarmsWritten, type AlarmCommandResult } from './alarm-command';

/** POST /be/api/alarm-clock/alarms/close {ids}: marks the reminders read. */
export async function closeAlarms(body: AlarmIdsBody): Promise<AlarmCommandResult | null> {
  return (await api.post<AlarmCommandResult>('/api/alarm-clock/alarms/close', body)).data;
}

export function useCloseAlarms() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: closeAlarms, onSuccess: (r) => alarmsWritten(queryClient, r) });
}
