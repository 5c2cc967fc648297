import { ALARM_READ_MODEL } from '@tradedesk/contracts/messaging/alarm-clock';
import type { QueryClient } from '@tanstack/react-query';
import { noteWrite } from '../../../lib/read-your-writes';

/** What the alarm commands answer: where their events landed. */
export interface AlarmCommandResult {
  id?: string;
  changed?: number;
  streamVersion?: number;
  globalPosition: string;
  duplicate: boolean;
}

/** After a command: remember its position (read-your-writes) and refetch every alarm query. */
export function alarmsWritten(queryClient: QueryClient, result: AlarmCommandResult | null | undefined): Promise<void> {
  noteWrite(ALARM_READ_MODEL, result?.globalPosition);
  return queryClient.invalidateQueries({ queryKey: [ALARM_READ_MODEL] });
}
