import type { clearGiftsBody } from '@tradedesk/contracts/sales/sale-order';
import type { z } from 'zod';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

/** POST /sale/order/clear-gifts: the gift lines removed. */
export class ClearGiftLinesCommand {
  constructor(
    readonly body: z.infer<typeof clearGiftsBody>,
    readonly env: CommandEnvelope,
  ) {}
}
