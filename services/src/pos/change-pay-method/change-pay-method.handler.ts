import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { payMethodStreamId } from '@tradedesk/contracts/pos/pay-methods';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { payMethodDecider } from '../pay-method.decider.js';
import { answer, withPosUniques } from '../pos-errors.js';
import { PosFactsLoader } from '../pos-facts.loader.js';
import { ChangePayMethodCommand } from './change-pay-method.command.js';

@CommandHandler(ChangePayMethodCommand)
export class ChangePayMethodHandler implements ICommandHandler<ChangePayMethodCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: PosFactsLoader,
  ) {}

  async execute({ payMethodId, body: b, env }: ChangePayMethodCommand) {
    const r = await withPosUniques(async () =>
      this.runtime.run(
        payMethodDecider,
        payMethodStreamId(payMethodId),
        { type: 'ChangePayMethod', payMethodId, name: b.name, accounts: b.accounts, position: b.position, facts: await this.facts.forPayMethod(b.accounts) },
        env,
        { expectedVersion: b.version },
      ),
    );
    return answer(payMethodId, r);
  }
}
