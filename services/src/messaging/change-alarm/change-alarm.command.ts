import type { ChangeAlarmBody } from '@tradedesk/contracts/messaging/alarm-clock';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

/** PUT /api/alarm-clock/alarm: new text and time; a stale `version` is a 409. */
export class ChangeAlarmCommand {
  constructor(
    readonly body: ChangeAlarmBody,
    readonly env: CommandEnvelope,
  ) {}
}
