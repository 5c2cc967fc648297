import type { ConvertReplenishmentBody } from '@tradedesk/contracts/purchasing/replenishment';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class ConvertReplenishmentCommand {
  constructor(
    readonly id: string,
    readonly body: ConvertReplenishmentBody,
    readonly env: CommandEnvelope,
  ) {}
}
