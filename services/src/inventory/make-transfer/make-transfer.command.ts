import type { TransferBody } from '@tradedesk/contracts/inventory/stock';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class MakeTransferCommand {
  constructor(
    readonly body: TransferBody,
    readonly env: CommandEnvelope,
  ) {}
}
