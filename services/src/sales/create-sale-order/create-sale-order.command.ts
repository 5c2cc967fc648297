import type { CreateSaleOrderBody } from '@tradedesk/contracts/sales/sale-order';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

/** POST /sale/order: a new draft (scan sale starts one with no lines). */
export class CreateSaleOrderCommand {
  constructor(
    readonly body: CreateSaleOrderBody,
    readonly env: CommandEnvelope,
  ) {}
}
