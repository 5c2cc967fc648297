import type { AlarmEvent } from '@tradedesk/contracts/messaging/alarm-clock';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { type AlarmState, requireOwnAlarm } from '../alarm.state.js';

export interface ChangeAlarm {
  type: 'ChangeAlarm';
  alarmId: string;
  content: string;
  remindAt: string;
}

/** The owner changes the text and the time. */
export function decideChangeAlarm(c: ChangeAlarm, s: AlarmState, ctx: DecideContext): AlarmEvent[] {
  requireOwnAlarm(s, c.alarmId, ctx);
  return [{ type: 'AlarmChanged', data: { alarmId: c.alarmId, content: c.content, remindAt: c.remindAt } }];
}
