import type { PostFinanceEntryBody } from '@tradedesk/contracts/finance/money-accounts';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /be/api/finance/entries: one income or expense (/finance/newFinance). */
export class PostFinanceEntryCommand {
  constructor(
    readonly body: PostFinanceEntryBody,
    readonly env: CommandEnvelope,
  ) {}
}
