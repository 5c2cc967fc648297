import type { MoveTableOrderBody } from '@tradedesk/contracts/sales/table-orders';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class MoveTableOrderCommand {
  constructor(
    readonly fromDeskId: string,
    readonly body: MoveTableOrderBody,
    readonly env: CommandEnvelope,
  ) {}
}
