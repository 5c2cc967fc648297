import type { AlarmIdsBody } from '@tradedesk/contracts/messaging/alarm-clock';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

/** POST /api/alarm-clock/alarms/close: mark several alarms read at once, all of them or none. */
export class CloseAlarmsCommand {
  constructor(
    readonly body: AlarmIdsBody,
    readonly env: CommandEnvelope,
  ) {}
}
