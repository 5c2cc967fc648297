import type { CancelPurchaseOrderBody } from '@tradedesk/contracts/purchasing/purchase-order';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class CancelPurchaseOrderCommand {
  constructor(
    readonly id: string,
    readonly body: CancelPurchaseOrderBody,
    readonly env: CommandEnvelope,
  ) {}
}
