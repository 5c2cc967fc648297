import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkStreamId } from '@tradedesk/contracts/finance/checks';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { answer } from '../../accounts/finance-accounts-errors.js';
import { checkDecider } from '../check.decider.js';
import { CheckFactsLoader } from '../check-facts.loader.js';
import { EndorseCheckCommand } from './endorse-check.command.js';

@CommandHandler(EndorseCheckCommand)
export class EndorseCheckHandler implements ICommandHandler<EndorseCheckCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: CheckFactsLoader,
  ) {}

  async execute({ checkId, body, env }: EndorseCheckCommand) {
    const r = await this.runtime.run(
      checkDecider,
      checkStreamId(checkId),
      async (state) => ({ type: 'EndorseCheck' as const, checkId, supplierId: body.supplierId, memo: body.memo, date: body.date, facts: await this.facts.forEndorseCheck(state, checkId, body.supplierId, body.date) }),
      { ...env, commandId: body.commandId ?? env.commandId },
    );
    return answer(checkId, r);
  }
}
