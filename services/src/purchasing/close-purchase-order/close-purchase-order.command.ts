import type { ClosePurchaseOrderBody } from '@tradedesk/contracts/purchasing/purchase-order';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class ClosePurchaseOrderCommand {
  constructor(
    readonly id: string,
    readonly body: ClosePurchaseOrderBody,
    readonly env: CommandEnvelope,
  ) {}
}
