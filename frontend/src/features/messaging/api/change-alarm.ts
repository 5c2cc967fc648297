import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeAlarmBody } from '@tradedesk/contracts/messaging/alarm-clock';
import { api } from '../../../lib/api';
import { alarmsWritten, type AlarmCommandResult } from './alarm-command';

/** PUT /be/api/alarm-clock/alarm {id, version, content, remindAt}: 409 when it changed since `version`. */
export async function changeAlarm(body: ChangeAlarmBody): Promise<AlarmCommandResult | null> {
  return (await api.put<AlarmCommandResult>('/api/alarm-clock/alarm', body)).data;
}

export function useChangeAlarm() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeAlarm, onSuccess: (r) => alarmsWritten(queryClient, r) });
}
