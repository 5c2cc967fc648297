import type { cancelBody } from '@tradedesk/contracts/sales/sale-order';
import type { z } from 'zod';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

/** POST /sale/order/cancel: a committed order returns its stock; payments stay as the customer's credit. */
export class CancelSaleOrderCommand {
  constructor(
    readonly body: z.infer<typeof cancelBody>,
    readonly env: CommandEnvelope,
  ) {}
}
