import type { RecordReturnWithoutReceiptBody } from '@tradedesk/contracts/pos/pos-returns';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';
import type { TillContext } from '../../platform/http/auth.guard.js';

export class RecordReturnWithoutReceiptCommand {
  constructor(
    readonly body: RecordReturnWithoutReceiptBody,
    readonly till: TillContext,
    readonly env: CommandEnvelope,
  ) {}
}
