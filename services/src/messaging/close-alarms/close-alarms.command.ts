import type { AlarmIdsBody } from '@tradedesk/contracts/messaging/alarm-clock';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

/** Close (mark read) or delete several alarms at once: all of them, or none. */
export class ChangeAlarmsCommand {
  constructor(
    readonly action: 'CloseAlarm' | 'DeleteAlarm',
    readonly body: AlarmIdsBody,
    readonly env: CommandEnvelope,
  ) {}
}
