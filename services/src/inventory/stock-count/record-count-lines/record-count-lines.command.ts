import type { RecordCountLinesBody } from '@tradedesk/contracts/inventory/count';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** PUT /api/stock/counts/:id/lines: the counted lines, replacing those before; a stale `version` is a 409. */
export class RecordCountLinesCommand {
  constructor(
    readonly countId: string,
    readonly body: RecordCountLinesBody,
    readonly env: CommandEnvelope,
  ) {}
}
