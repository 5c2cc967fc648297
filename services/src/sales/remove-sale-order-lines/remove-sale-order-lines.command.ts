import type { deleteDetailsBody } from '@tradedesk/contracts/sales/sale-order';
import type { z } from 'zod';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

/** DELETE /sale/order/details: lines of a draft removed. */
export class RemoveSaleOrderLinesCommand {
  constructor(
    readonly body: z.infer<typeof deleteDetailsBody>,
    readonly env: CommandEnvelope,
  ) {}
}
