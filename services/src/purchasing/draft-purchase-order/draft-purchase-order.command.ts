import type { CreatePurchaseOrderBody } from '@tradedesk/contracts/purchasing/purchase-order';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class DraftPurchaseOrderCommand {
  constructor(
    readonly body: CreatePurchaseOrderBody,
    readonly env: CommandEnvelope,
  ) {}
}
