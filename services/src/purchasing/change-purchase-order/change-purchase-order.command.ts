import type { ChangePurchaseOrderBody } from '@tradedesk/contracts/purchasing/purchase-order';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class ChangePurchaseOrderCommand {
  constructor(
    readonly id: string,
    readonly body: ChangePurchaseOrderBody,
    readonly env: CommandEnvelope,
  ) {}
}
