import type { ReturnPurchaseGoodsBody } from '@tradedesk/contracts/purchasing/purchase-order';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class ReturnPurchaseGoodsCommand {
  constructor(
    readonly id: string,
    readonly body: ReturnPurchaseGoodsBody,
    readonly env: CommandEnvelope,
  ) {}
}
