import type { AlarmEvent } from '@tradedesk/contracts/messaging/alarm-clock';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';
import type { AlarmState } from '../alarm.state.js';

export interface SetAlarm {
  type: 'SetAlarm';
  alarmId: string;
  content: string;
  remindAt: string;
  soId: string | null;
  poId: string | null;
}

/** A new reminder, owned by the user who sets it. */
export function decideSetAlarm(c: SetAlarm, s: AlarmState, ctx: DecideContext): AlarmEvent[] {
  if (s.exists) throw new DomainError('alarm_exists', `Alarm ${c.alarmId} already exists.`, 409);
  return [{ type: 'AlarmSet', data: { alarmId: c.alarmId, ownerId: ctx.userId, content: c.content, remindAt: c.remindAt, soId: c.soId, poId: c.poId } }];
}
