import type { AlarmIdsBody } from '@tradedesk/contracts/messaging/alarm-clock';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

/** DELETE /api/alarm-clock/alarms: delete several alarms at once, all of them or none. */
export class DeleteAlarmsCommand {
  constructor(
    readonly body: AlarmIdsBody,
    readonly env: CommandEnvelope,
  ) {}
}
