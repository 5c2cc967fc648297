import type { stockoutBody } from '@tradedesk/contracts/sales/sale-order';
import type { z } from 'zod';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

/** PUT /sale/order/dist/stockout: the goods of a distribution order leave the warehouse. */
export class StockOutSaleOrderCommand {
  constructor(
    readonly body: z.infer<typeof stockoutBody>,
    readonly env: CommandEnvelope,
  ) {}
}
