import type { hangBody } from '@tradedesk/contracts/sales/sale-order';
import type { z } from 'zod';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

/** POST /sale/orders/unhang: Recall parked drafts, several at once, all of them or none. */
export class UnhangSaleOrdersCommand {
  constructor(
    readonly body: z.infer<typeof hangBody>,
    readonly env: CommandEnvelope,
  ) {}
}
