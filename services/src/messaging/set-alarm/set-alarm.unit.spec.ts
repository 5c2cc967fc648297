import { spec } from '../../platform/cqrs/decider-spec.js';
import { alarmDecider } from '../alarm.decider.js';

const set = { type: 'AlarmSet' as const, data: { alarmId: 'a1', ownerId: 'user-test', content: 'Call Mr. Wang about container 7', remindAt: '2026-01-16T09:00:00.000Z', soId: null, poId: 'PO-9' } };

describe('set alarm', () => {
  it('sets a reminder owned by the user who set it', () =>
    spec(alarmDecider)
      .given([])
      .when({ type: 'SetAlarm', alarmId: 'a1', content: 'Call Mr. Wang about container 7', remindAt: '2026-01-16T09:00:00.000Z', soId: null, poId: 'PO-9' })
      .then([set]));

  it('refuses to set the same alarm twice', () =>
    spec(alarmDecider).given([set]).when({ type: 'SetAlarm', alarmId: 'a1', content: 'x', remindAt: '2026-01-16T09:00:00.000Z', soId: null, poId: null }).thenFails('alarm_exists'));
});
