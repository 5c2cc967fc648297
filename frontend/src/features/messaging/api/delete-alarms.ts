import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlarmIdsBody } from '@tradedesk/contracts/messaging/alarm-clock';
import { api } from '../../../lib/api';
import { alarmsWritten, type AlarmCommandResult } from './alarm-command';

/** DELETE /be/api/alarm-clock/alarms {ids}. */
export async function deleteAlarms(body: AlarmIdsBody): Promise<AlarmCommandResult | null> {
  return (await api.delete<AlarmCommandResult>('/api/alarm-clock/alarms', body)).data;
}

export function useDeleteAlarms() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAlarms, onSuccess: (r) => alarmsWritten(queryClient, r) });
}
