import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkStreamId } from '@tradedesk/contracts/finance/checks';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { answer } from '../../accounts/finance-accounts-errors.js';
import { checkDecider } from '../check.decider.js';
import { CheckFactsLoader } from '../check-facts.loader.js';
import { DepositCheckCommand } from './deposit-check.command.js';

@CommandHandler(DepositCheckCommand)
export class DepositCheckHandler implements ICommandHandler<DepositCheckCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: CheckFactsLoader,
  ) {}

  async execute({ checkId, body, env }: DepositCheckCommand) {
    const r = await this.runtime.run(
      checkDecider,
      checkStreamId(checkId),
      async (state) => ({ type: 'DepositCheck' as const, checkId, accountId: body.accountId, date: body.date, facts: await this.facts.forDepositCheck(state, checkId, body.accountId, body.date) }),
      { ...env, commandId: body.commandId ?? env.commandId },
    );
    return answer(checkId, r);
  }
}
