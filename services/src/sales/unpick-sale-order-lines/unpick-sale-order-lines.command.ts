import type { unpickBody } from '@tradedesk/contracts/sales/sale-order';
import type { z } from 'zod';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

/** POST /sale/order/dists/unpick: picks taken back. */
export class UnpickSaleOrderLinesCommand {
  constructor(
    readonly body: z.infer<typeof unpickBody>,
    readonly env: CommandEnvelope,
  ) {}
}
