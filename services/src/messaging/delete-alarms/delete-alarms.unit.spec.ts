import { spec, testContext } from '../../platform/cqrs/decider-spec.js';
import { alarmDecider } from '../alarm.decider.js';

const set = { type: 'AlarmSet' as const, data: { alarmId: 'a1', ownerId: 'user-test', content: 'Call Mr. Wang about container 7', remindAt: '2026-01-16T09:00:00.000Z', soId: null, poId: 'PO-9' } };

describe('delete alarms', () => {
  it('the owner deletes it', () =>
    spec(alarmDecider).given([set]).when({ type: 'DeleteAlarm', alarmId: 'a1' }).then([{ type: 'AlarmDeleted', data: { alarmId: 'a1' } }]));

  it("another user cannot delete someone's alarm", () =>
    spec(alarmDecider).given([set]).when({ type: 'DeleteAlarm', alarmId: 'a1' }, testContext({ userId: 'someone-else' })).thenFails('alarm_not_found'));

  it('a deleted alarm cannot be deleted again', () =>
    spec(alarmDecider).given([set, { type: 'AlarmDeleted', data: { alarmId: 'a1' } }]).when({ type: 'DeleteAlarm', alarmId: 'a1' }).thenFails('alarm_not_found'));
});
