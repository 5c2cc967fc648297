import type { BatchFinanceEntriesBody } from '@tradedesk/contracts/finance/money-accounts';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /be/api/finance/entries/batch: many entries in one grid (/finance/batchAdd), all or nothing. */
export class BatchFinanceEntriesCommand {
  constructor(
    readonly body: BatchFinanceEntriesBody,
    readonly env: CommandEnvelope,
  ) {}
}
