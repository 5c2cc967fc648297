import type { unsaveBody } from '@tradedesk/contracts/sales/sale-order';
import type { z } from 'zod';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

/** POST /sale/order/unsave: back to draft (stock returns, the receivable is reversed; payments stay). */
export class UnsaveSaleOrderCommand {
  constructor(
    readonly body: z.infer<typeof unsaveBody>,
    readonly env: CommandEnvelope,
  ) {}
}
