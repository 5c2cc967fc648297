import type { priceBody } from '@tradedesk/contracts/sales/sale-order';
import type { z } from 'zod';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

/** PUT /sale/order/price: prices, discounts or gift flags of lines. */
export class ChangeLinePricesCommand {
  constructor(
    readonly body: z.infer<typeof priceBody>,
    readonly env: CommandEnvelope,
  ) {}
}
