import type { payBody } from '@tradedesk/contracts/sales/sale-order';
import type { z } from 'zod';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

/** POST /sale/order/pay: payments for a committed order (the version is optional: a payment may follow any change). */
export class PaySaleOrderCommand {
  constructor(
    readonly body: z.infer<typeof payBody>,
    readonly env: CommandEnvelope,
  ) {}
}
