import type { CommitPurchaseOrderBody } from '@tradedesk/contracts/purchasing/purchase-order';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class CommitPurchaseOrderCommand {
  constructor(
    readonly id: string,
    readonly body: CommitPurchaseOrderBody,
    readonly env: CommandEnvelope,
  ) {}
}
