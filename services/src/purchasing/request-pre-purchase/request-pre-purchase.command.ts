import type { PrePurchaseBody } from '@tradedesk/contracts/purchasing/replenishment';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class RequestPrePurchaseCommand {
  constructor(
    readonly body: PrePurchaseBody,
    readonly env: CommandEnvelope,
  ) {}
}
