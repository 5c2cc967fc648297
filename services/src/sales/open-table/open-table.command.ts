import type { OpenTableBody } from '@tradedesk/contracts/sales/table-orders';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class OpenTableCommand {
  constructor(
    readonly body: OpenTableBody,
    readonly env: CommandEnvelope,
  ) {}
}
