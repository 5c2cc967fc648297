import { spec, testContext } from '../../platform/cqrs/decider-spec.js';
import { alarmDecider } from '../alarm.decider.js';

const set = { type: 'AlarmSet' as const, data: { alarmId: 'a1', ownerId: 'user-test', content: 'Call Mr. Wang about container 7', remindAt: '2026-01-16T09:00:00.000Z', soId: null, poId: 'PO-9' } };

describe('close alarms', () => {
  it('closing marks it read at the current time', () =>
    spec(alarmDecider).given([set]).when({ type: 'CloseAlarm', alarmId: 'a1' }).then([{ type: 'AlarmClosed', data: { alarmId: 'a1', closedAt: '2026-01-15T10:00:00.000Z' } }]));

  it('closing an already closed alarm changes nothing', () =>
    spec(alarmDecider)
      .given([set, { type: 'AlarmClosed', data: { alarmId: 'a1', closedAt: '2026-01-15T10:00:00.000Z' } }])
      .when({ type: 'CloseAlarm', alarmId: 'a1' })
      .thenNothing());

  it("another user cannot close someone's alarm", () =>
    spec(alarmDecider).given([set]).when({ type: 'CloseAlarm', alarmId: 'a1' }, testContext({ userId: 'someone-else' })).thenFails('alarm_not_found'));

  it('a deleted alarm cannot be closed', () =>
    spec(alarmDecider).given([set, { type: 'AlarmDeleted', data: { alarmId: 'a1' } }]).when({ type: 'CloseAlarm', alarmId: 'a1' }).thenFails('alarm_not_found'));
});
