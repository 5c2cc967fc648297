import type { BatchImportCountsBody } from '@tradedesk/contracts/inventory/count';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/stock/counts/batch-import, run by its queue job: one count order per warehouse of a spreadsheet. */
export class BatchImportCountsCommand {
  constructor(
    readonly body: BatchImportCountsBody,
    readonly env: CommandEnvelope,
  ) {}
}
