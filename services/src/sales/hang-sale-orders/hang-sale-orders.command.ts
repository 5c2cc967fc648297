import type { hangBody } from '@tradedesk/contracts/sales/sale-order';
import type { z } from 'zod';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

/** POST /sale/orders/hang: Park drafts to serve the next customer (recall them with unhang), several at once, all of them or none. */
export class HangSaleOrdersCommand {
  constructor(
    readonly body: z.infer<typeof hangBody>,
    readonly env: CommandEnvelope,
  ) {}
}
