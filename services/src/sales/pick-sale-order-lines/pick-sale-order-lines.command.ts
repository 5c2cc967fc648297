import type { pickBody } from '@tradedesk/contracts/sales/sale-order';
import type { z } from 'zod';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

/** POST /sale/order/dists/pick: picked quantities (base units; default the whole line) and their shelves. */
export class PickSaleOrderLinesCommand {
  constructor(
    readonly body: z.infer<typeof pickBody>,
    readonly env: CommandEnvelope,
  ) {}
}
