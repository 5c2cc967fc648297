import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetAlarmBody } from '@tradedesk/contracts/messaging/alarm-clock';
import { api } from '../../../lib/api';
import { alarmsWritten, type AlarmCommandResult } from './alarm-command';

/** POST /be/api/alarm-clock/alarm {commandId, content, remindAt, soId?, poId?}. */
export async function setAlarm(body: SetAlarmBody): Promise<AlarmCommandResult | null> {
  return (await api.post<AlarmCommandResult>('/api/alarm-clock/alarm', body)).data;
}

export function useSetAlarm() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setAlarm, onSuccess: (r) => alarmsWritten(queryClient, r) });
}
