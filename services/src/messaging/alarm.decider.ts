import type { AlarmEvent } from '@tradedesk/contracts/messaging/alarm-clock';
import type { Decider } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';

export interface AlarmState {
  exists: boolean;
  ownerId: string | null;
  closed: boolean;
  deleted: boolean;
}

export type AlarmCommand =
  | { type: 'SetAlarm'; alarmId: string; content: string; remindAt: string; soId: string | null; poId: string | null }
  | { type: 'ChangeAlarm'; alarmId: string; content: string; remindAt: string }
  | { type: 'CloseAlarm'; alarmId: string }
  | { type: 'DeleteAlarm'; alarmId: string };

const notFound = (id: string) => new DomainError('alarm_not_found', `Alarm ${id} does not exist.`, 404);

/** Reminders belong to the user who set them: nobody else may close or delete them. */
export const alarmDecider: Decider<AlarmCommand, AlarmState, AlarmEvent> = {
  initialState: () => ({ exists: false, ownerId: null, closed: false, deleted: false }),

  decide(cmd, s, ctx) {
    switch (cmd.type) {
      case 'SetAlarm':
        if (s.exists) throw new DomainError('alarm_exists', `Alarm ${cmd.alarmId} already exists.`, 409);
        return [{ type: 'AlarmSet', data: { alarmId: cmd.alarmId, ownerId: ctx.userId, content: cmd.content, remindAt: cmd.remindAt, soId: cmd.soId, poId: cmd.poId } }];
      case 'ChangeAlarm':
        if (!s.exists || s.deleted || s.ownerId !== ctx.userId) throw notFound(cmd.alarmId);
        return [{ type: 'AlarmChanged', data: { alarmId: cmd.alarmId, content: cmd.content, remindAt: cmd.remindAt } }];
      case 'CloseAlarm':
        if (!s.exists || s.deleted || s.ownerId !== ctx.userId) throw notFound(cmd.alarmId);
        if (s.closed) return [];
        return [{ type: 'AlarmClosed', data: { alarmId: cmd.alarmId, closedAt: ctx.now.toISOString() } }];
      case 'DeleteAlarm':
        if (!s.exists || s.deleted || s.ownerId !== ctx.userId) throw notFound(cmd.alarmId);
        return [{ type: 'AlarmDeleted', data: { alarmId: cmd.alarmId } }];
    }
  },

  evolve(s, e) {
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
  },
};
