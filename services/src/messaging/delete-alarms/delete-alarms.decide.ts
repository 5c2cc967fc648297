import type { AlarmEvent } from '@tradedesk/contracts/messaging/alarm-clock';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { type AlarmState, requireOwnAlarm } from '../alarm.state.js';

export interface DeleteAlarm {
  type: 'DeleteAlarm';
  alarmId: string;
}

export function decideDeleteAlarm(c: DeleteAlarm, s: AlarmState, ctx: DecideContext): AlarmEvent[] {
  requireOwnAlarm(s, c.alarmId, ctx);
  return [{ type: 'AlarmDeleted', data: { alarmId: c.alarmId } }];
}
