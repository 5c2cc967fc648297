import type { SaleLineInput } from '@tradedesk/contracts/sales/sale-order';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

/** POST /sale/order/detail (one scanned or typed line; merge adds to an equal line) and /details (several lines). */
export class AddSaleOrderLinesCommand {
  constructor(
    readonly body: { id: string; version: number; commandId?: string; lines: SaleLineInput[]; merge: boolean },
    readonly env: CommandEnvelope,
  ) {}
}
