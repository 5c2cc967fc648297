import { spec, testContext } from '../platform/cqrs/decider-spec.js';
import { alarmDecider } from './alarm.decider.js';

const set = { type: 'AlarmSet' as const, data: { alarmId: 'a1', ownerId: 'user-test', content: 'Call Mr. Wang about container 7', remindAt: '2026-01-16T09:00:00.000Z', soId: null, poId: 'PO-9' } };

describe('alarm decider', () => {
  it('sets a reminder owned by the user who set it', () =>
    spec(alarmDecider)
      .given([])
      .when({ type: 'SetAlarm', alarmId: 'a1', content: 'Call Mr. Wang about container 7', remindAt: '2026-01-16T09:00:00.000Z', soId: null, poId: 'PO-9' })
      .then([set]));

  it('refuses to set the same alarm twice', () =>
    spec(alarmDecider).given([set]).when({ type: 'SetAlarm', alarmId: 'a1', content: 'x', remindAt: '2026-01-16T09:00:00.000Z', soId: null, poId: null }).thenFails('alarm_exists'));

  it('the owner can change the text and time', () =>
    spec(alarmDecider)
      .given([set])
      .when({ type: 'ChangeAlarm', alarmId: 'a1', content: 'Call Mr. Wang tomorrow', remindAt: '2026-01-17T09:00:00.000Z' })
      .then([{ type: 'AlarmChanged', data: { alarmId: 'a1', content: 'Call Mr. Wang tomorrow', remindAt: '2026-01-17T09:00:00.000Z' } }]));

  it('closing marks it read at the current time', () =>
    spec(alarmDecider).given([set]).when({ type: 'CloseAlarm', alarmId: 'a1' }).then([{ type: 'AlarmClosed', data: { alarmId: 'a1', closedAt: '2026-01-15T10:00:00.000Z' } }]));

  it('closing an already closed alarm changes nothing', () =>
    spec(alarmDecider)
      .given([set, { type: 'AlarmClosed', data: { alarmId: 'a1', closedAt: '2026-01-15T10:00:00.000Z' } }])
      .when({ type: 'CloseAlarm', alarmId: 'a1' })
      .thenNothing());

  it("another user cannot close or delete someone's alarm", () => {
    spec(alarmDecider).given([set]).when({ type: 'CloseAlarm', alarmId: 'a1' }, testContext({ userId: 'someone-else' })).thenFails('alarm_not_found');
    spec(alarmDecider).given([set]).when({ type: 'DeleteAlarm', alarmId: 'a1' }, testContext({ userId: 'someone-else' })).thenFails('alarm_not_found');
  });

  it('a deleted alarm can be neither closed nor deleted again', () => {
    const deleted = { type: 'AlarmDeleted' as const, data: { alarmId: 'a1' } };
    spec(alarmDecider).given([set, deleted]).when({ type: 'CloseAlarm', alarmId: 'a1' }).thenFails('alarm_not_found');
    spec(alarmDecider).given([set, deleted]).when({ type: 'DeleteAlarm', alarmId: 'a1' }).thenFails('alarm_not_found');
  });
});
