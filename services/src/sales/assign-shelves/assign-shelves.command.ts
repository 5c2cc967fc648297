import type { shelfBody } from '@tradedesk/contracts/sales/sale-order';
import type { z } from 'zod';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

/** POST /sale/order/shelf: the shelf (zone of the order's warehouse) each line is picked from. */
export class AssignShelvesCommand {
  constructor(
    readonly body: z.infer<typeof shelfBody>,
    readonly env: CommandEnvelope,
  ) {}
}
