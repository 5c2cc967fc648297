import type { duplicateBody } from '@tradedesk/contracts/sales/sale-order';
import type { z } from 'zod';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

/** POST /sale/order/duplicate: a new draft with the lines and terms of an order (kind: turn a quote or order form into a sale). */
export class DuplicateSaleOrderCommand {
  constructor(
    readonly body: z.infer<typeof duplicateBody>,
    readonly env: CommandEnvelope,
  ) {}
}
