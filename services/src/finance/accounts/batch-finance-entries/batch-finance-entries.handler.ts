import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { financeEntryStreamId } from '@tradedesk/contracts/finance/money-accounts';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { FinanceAccountsFactsLoader } from '../finance-accounts-facts.loader.js';
import { financeEntryDecider } from '../finance-entry.decider.js';
import { BatchFinanceEntriesCommand } from './batch-finance-entries.command.js';
import type { PostBatchEntry } from './batch-finance-entries.decide.js';

@CommandHandler(BatchFinanceEntriesCommand)
export class BatchFinanceEntriesHandler implements ICommandHandler<BatchFinanceEntriesCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: FinanceAccountsFactsLoader,
  ) {}

  async execute({ body: { commandId, entries }, env }: BatchFinanceEntriesCommand) {
    // Entry ids derive from the command id and the row: a retried batch is the same entries.
    const base = commandId ?? this.runtime.newId();
    const facts = await this.facts.forPostFinanceEntries(entries);
    const byStream = new Map<string, PostBatchEntry>(
      entries.map((entry, i) => {
        const entryId = `${base}-${i + 1}`;
        return [financeEntryStreamId(entryId), { type: 'PostBatchEntry', row: i + 1, entryId, ...entry, facts: facts[i] }];
      }),
    );
    const r = await this.runtime.runEach(financeEntryDecider, [...byStream.keys()], (_state, streamId) => byStream.get(streamId)!, { ...env, commandId: commandId ?? env.commandId });
    const last = r.results.reduce((m, x) => (BigInt(x.globalPosition) > BigInt(m) ? x.globalPosition : m), '0');
    return { ids: [...byStream.values()].map((c) => c.entryId), posted: r.results.length, globalPosition: last, duplicate: r.duplicate };
  }
}
