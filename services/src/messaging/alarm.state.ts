import type { AlarmEvent } from '@tradedesk/contracts/messaging/alarm-clock';
import type { DecideContext, EvolveEvent } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';

/** What an alarm's stream says, as far as decisions need it. */
export interface AlarmState {
  exists: boolean;
  ownerId: string | null;
  closed: boolean;
  deleted: boolean;
}

export const initialAlarmState = (): AlarmState => ({ exists: false, ownerId: null, closed: false, deleted: false });

export function evolveAlarm(s: AlarmState, e: EvolveEvent<AlarmEvent>): AlarmState {
  switch (e.type) {
    case 'AlarmSet':
      return { ...s, exists: true, ownerId: e.data.ownerId };
    case 'AlarmChanged':
      return s;
    case 'AlarmClosed':
      return { ...s, closed: true };
    case 'AlarmDeleted':
      return { ...s, deleted: true };
    default: {
      const _exhaustive: never = e;
      return s;
    }
  }
}

/** Reminders belong to the user who set them: to anyone else (and once deleted) they do not exist. */
export function requireOwnAlarm(s: AlarmState, alarmId: string, ctx: DecideContext) {
  if (!s.exists || s.deleted || s.ownerId !== ctx.userId) throw new DomainError('alarm_not_found', `Alarm ${alarmId} does not exist.`, 404);
}
