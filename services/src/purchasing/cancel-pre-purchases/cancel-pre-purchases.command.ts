import type { PrePurchaseIdsBody } from '@tradedesk/contracts/purchasing/replenishment';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class CancelPrePurchasesCommand {
  constructor(
    readonly body: PrePurchaseIdsBody,
    readonly env: CommandEnvelope,
  ) {}
}
