import type { SetAlarmBody } from '@tradedesk/contracts/messaging/alarm-clock';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class SetAlarmCommand {
  constructor(
    readonly body: SetAlarmBody,
    readonly env: CommandEnvelope,
  ) {}
}
