import type { ReceivePurchaseOrderBody } from '@tradedesk/contracts/purchasing/purchase-order';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class ReceivePurchaseOrderCommand {
  constructor(
    readonly id: string,
    readonly body: ReceivePurchaseOrderBody,
    readonly env: CommandEnvelope,
  ) {}
}
