import type { AlarmEvent } from '@tradedesk/contracts/messaging/alarm-clock';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { type AlarmState, requireOwnAlarm } from '../alarm.state.js';

export interface CloseAlarm {
  type: 'CloseAlarm';
  alarmId: string;
}

/** Marked read now; closing a closed alarm changes nothing. */
export function decideCloseAlarm(c: CloseAlarm, s: AlarmState, ctx: DecideContext): AlarmEvent[] {
  requireOwnAlarm(s, c.alarmId, ctx);
  if (s.closed) return [];
  return [{ type: 'AlarmClosed', data: { alarmId: c.alarmId, closedAt: ctx.now.toISOString() } }];
}
