import type { ChangeReplenishmentBody } from '@tradedesk/contracts/purchasing/replenishment';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class ChangeReplenishmentCommand {
  constructor(
    readonly id: string,
    readonly body: ChangeReplenishmentBody,
    readonly env: CommandEnvelope,
  ) {}
}
