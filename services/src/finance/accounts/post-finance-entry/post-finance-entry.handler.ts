import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { financeEntryStreamId } from '@tradedesk/contracts/finance/money-accounts';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { answer } from '../finance-accounts-errors.js';
import { FinanceAccountsFactsLoader } from '../finance-accounts-facts.loader.js';
import { financeEntryDecider } from '../finance-entry.decider.js';
import { PostFinanceEntryCommand } from './post-finance-entry.command.js';

@CommandHandler(PostFinanceEntryCommand)
export class PostFinanceEntryHandler implements ICommandHandler<PostFinanceEntryCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: FinanceAccountsFactsLoader,
  ) {}

  async execute({ body: { commandId, entry }, env }: PostFinanceEntryCommand) {
    // The entry id derives from the command id: a retried request posts once.
    const entryId = commandId ?? this.runtime.newId();
    const r = await this.runtime.run(
      financeEntryDecider,
      financeEntryStreamId(entryId),
      async () => ({ type: 'PostFinanceEntry' as const, entryId, ...entry, facts: (await this.facts.forPostFinanceEntries([entry]))[0] }),
      { ...env, commandId: commandId ?? env.commandId },
    );
    return answer(entryId, r);
  }
}
