import type { ReverseFinanceEntryBody } from '@tradedesk/contracts/finance/money-accounts';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /be/api/finance/entries/:id/reverse: undo a posted entry, with a reason. */
export class ReverseFinanceEntryCommand {
  constructor(
    readonly entryId: string,
    readonly body: ReverseFinanceEntryBody,
    readonly env: CommandEnvelope,
  ) {}
}
