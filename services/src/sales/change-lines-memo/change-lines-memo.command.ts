import type { detailsMemoBody } from '@tradedesk/contracts/sales/sale-order';
import type { z } from 'zod';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

/** PUT /sale/order/details/memo: the memo of lines. */
export class ChangeLinesMemoCommand {
  constructor(
    readonly body: z.infer<typeof detailsMemoBody>,
    readonly env: CommandEnvelope,
  ) {}
}
