import type { detailNumberBody } from '@tradedesk/contracts/sales/sale-order';
import type { z } from 'zod';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

/** PUT /sale/order/detail/number: a line's quantity (and unit). */
export class ChangeLineQuantityCommand {
  constructor(
    readonly body: z.infer<typeof detailNumberBody>,
    readonly env: CommandEnvelope,
  ) {}
}
