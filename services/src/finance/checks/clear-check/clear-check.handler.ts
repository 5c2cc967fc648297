import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkStreamId } from '@tradedesk/contracts/finance/checks';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { answer } from '../../accounts/finance-accounts-errors.js';
import { checkDecider } from '../check.decider.js';
import { CheckFactsLoader } from '../check-facts.loader.js';
import { ClearCheckCommand } from './clear-check.command.js';

@CommandHandler(ClearCheckCommand)
export class ClearCheckHandler implements ICommandHandler<ClearCheckCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: CheckFactsLoader,
  ) {}

  async execute({ checkId, body, env }: ClearCheckCommand) {
    const r = await this.runtime.run(
      checkDecider,
      checkStreamId(checkId),
      async (state) => ({ type: 'ClearCheck' as const, checkId, date: body.date, facts: await this.facts.forCheckTransition(state, checkId, body.date) }),
      { ...env, commandId: body.commandId ?? env.commandId },
    );
    return answer(checkId, r);
  }
}
