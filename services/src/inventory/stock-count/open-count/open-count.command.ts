import type { OpenCountBody } from '@tradedesk/contracts/inventory/count';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/stock/counts: a new count order of a warehouse (of some products, or of all with stock). */
export class OpenCountCommand {
  constructor(
    readonly body: OpenCountBody,
    readonly env: CommandEnvelope,
  ) {}
}
