import { spec, testContext } from '../../platform/cqrs/decider-spec.js';
import { alarmDecider } from '../alarm.decider.js';

const set = { type: 'AlarmSet' as const, data: { alarmId: 'a1', ownerId: 'user-test', content: 'Call Mr. Wang about container 7', remindAt: '2026-01-16T09:00:00.000Z', soId: null, poId: 'PO-9' } };

describe('change alarm', () => {
  it('the owner can change the text and time', () =>
    spec(alarmDecider)
      .given([set])
      .when({ type: 'ChangeAlarm', alarmId: 'a1', content: 'Call Mr. Wang tomorrow', remindAt: '2026-01-17T09:00:00.000Z' })
      .then([{ type: 'AlarmChanged', data: { alarmId: 'a1', content: 'Call Mr. Wang tomorrow', remindAt: '2026-01-17T09:00:00.000Z' } }]));

  it("another user cannot change someone's alarm", () =>
    spec(alarmDecider)
      .given([set])
      .when({ type: 'ChangeAlarm', alarmId: 'a1', content: 'x', remindAt: '2026-01-17T09:00:00.000Z' }, testContext({ userId: 'someone-else' }))
      .thenFails('alarm_not_found'));
});
