import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkStreamId } from '@tradedesk/contracts/finance/checks';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { answer } from '../../accounts/finance-accounts-errors.js';
import { checkDecider } from '../check.decider.js';
import { CheckFactsLoader } from '../check-facts.loader.js';
import { BounceCheckCommand } from './bounce-check.command.js';

@CommandHandler(BounceCheckCommand)
export class BounceCheckHandler implements ICommandHandler<BounceCheckCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: CheckFactsLoader,
  ) {}

  async execute({ checkId, body, env }: BounceCheckCommand) {
    const r = await this.runtime.run(
      checkDecider,
      checkStreamId(checkId),
      async (state) => ({ type: 'BounceCheck' as const, checkId, reason: body.reason, date: body.date, facts: await this.facts.forCheckTransition(state, checkId, body.date) }),
      { ...env, commandId: body.commandId ?? env.commandId },
    );
    return answer(checkId, r);
  }
}
