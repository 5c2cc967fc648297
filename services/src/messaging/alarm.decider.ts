import type { AlarmEvent } from '@tradedesk/contracts/messaging/alarm-clock';
import { decideByType, type Decider } from '../platform/cqrs/decider.js';
import { type AlarmState, evolveAlarm, initialAlarmState } from './alarm.state.js';
import { type ChangeAlarm, decideChangeAlarm } from './change-alarm/change-alarm.decide.js';
import { type CloseAlarm, decideCloseAlarm } from './close-alarms/close-alarms.decide.js';
import { decideDeleteAlarm, type DeleteAlarm } from './delete-alarms/delete-alarms.decide.js';
import { decideSetAlarm, type SetAlarm } from './set-alarm/set-alarm.decide.js';

export type AlarmCommand = SetAlarm | ChangeAlarm | CloseAlarm | DeleteAlarm;

/** A reminder: each command's rule is in the use-case folder named after it. */
export const alarmDecider: Decider<AlarmCommand, AlarmState, AlarmEvent> = {
  initialState: initialAlarmState,
  evolve: evolveAlarm,
  decide: decideByType<AlarmCommand, AlarmState, AlarmEvent>({
    SetAlarm: decideSetAlarm,
    ChangeAlarm: decideChangeAlarm,
    CloseAlarm: decideCloseAlarm,
    DeleteAlarm: decideDeleteAlarm,
  }),
};
