import type { ReverseMoneyTransferBody, TransferKind } from '@tradedesk/contracts/finance/money-transfers';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /be/api/finance/transfers/<kind>/:id/reverse: undo a transfer, an exchange or a transfer to China, with a reason. */
export class ReverseMoneyTransferCommand {
  constructor(
    readonly kind: TransferKind,
    readonly transferId: string,
    readonly body: ReverseMoneyTransferBody,
    readonly env: CommandEnvelope,
  ) {}
}
