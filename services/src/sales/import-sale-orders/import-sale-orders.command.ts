import type { BatchImportBody } from '@tradedesk/contracts/sales/sale-order';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

/** POST /sale/order/batch-import (run by its queue job): orders from one spreadsheet, all or nothing. */
export class ImportSaleOrdersCommand {
  constructor(
    readonly body: BatchImportBody,
    readonly env: CommandEnvelope,
  ) {}
}
