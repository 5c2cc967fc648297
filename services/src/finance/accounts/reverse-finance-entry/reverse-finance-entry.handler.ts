import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { financeEntryStreamId } from '@tradedesk/contracts/finance/money-accounts';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { answer } from '../finance-accounts-errors.js';
import { FinanceAccountsFactsLoader } from '../finance-accounts-facts.loader.js';
import { financeEntryDecider } from '../finance-entry.decider.js';
import { ReverseFinanceEntryCommand } from './reverse-finance-entry.command.js';

@CommandHandler(ReverseFinanceEntryCommand)
export class ReverseFinanceEntryHandler implements ICommandHandler<ReverseFinanceEntryCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: FinanceAccountsFactsLoader,
  ) {}

  async execute({ entryId, body, env }: ReverseFinanceEntryCommand) {
    const r = await this.runtime.run(
      financeEntryDecider,
      financeEntryStreamId(entryId),
      async () => ({ type: 'ReverseFinanceEntry' as const, entryId, reason: body.reason, date: body.date, facts: await this.facts.forReverseFinanceEntry(body.date) }),
      { ...env, commandId: body.commandId ?? env.commandId },
    );
    return answer(entryId, r);
  }
}
