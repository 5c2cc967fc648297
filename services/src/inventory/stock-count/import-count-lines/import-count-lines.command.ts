import type { ImportCountLinesBody } from '@tradedesk/contracts/inventory/count';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/stock/counts/:id/import, run by its queue job: counted lines from a spreadsheet, added to those before. */
export class ImportCountLinesCommand {
  constructor(
    readonly countId: string,
    readonly body: ImportCountLinesBody,
    readonly env: CommandEnvelope,
  ) {}
}
