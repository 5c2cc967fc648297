import type { transformPoBody } from '@tradedesk/contracts/sales/sale-order';
import type { z } from 'zod';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

/** POST /sale/order/transform-po: a purchase order draft with the order's lines, linked to the order. */
export class TransformToPurchaseCommand {
  constructor(
    readonly body: z.infer<typeof transformPoBody>,
    readonly env: CommandEnvelope,
  ) {}
}
