import type { CreateReplenishmentBody } from '@tradedesk/contracts/purchasing/replenishment';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class CreateReplenishmentCommand {
  constructor(
    readonly body: CreateReplenishmentBody,
    readonly env: CommandEnvelope,
  ) {}
}
