import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { payMethodStreamId } from '@tradedesk/contracts/pos/pay-methods';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { payMethodDecider } from '../pay-method.decider.js';
import { answer, withPosUniques } from '../pos-errors.js';
import { PosFactsLoader } from '../pos-facts.loader.js';
import { AddPayMethodCommand } from './add-pay-method.command.js';

@CommandHandler(AddPayMethodCommand)
export class AddPayMethodHandler implements ICommandHandler<AddPayMethodCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: PosFactsLoader,
  ) {}

  async execute({ body: b, env }: AddPayMethodCommand) {
    // The method's id derives from the command id: a retried request adds it once.
    const payMethodId = b.commandId ?? this.runtime.newId();
    const r = await withPosUniques(async () =>
      this.runtime.run(
        payMethodDecider,
        payMethodStreamId(payMethodId),
        { type: 'AddPayMethod', payMethodId, name: b.name, kind: b.kind, accounts: b.accounts, position: b.position, facts: await this.facts.forPayMethod(b.accounts) },
        { ...env, commandId: b.commandId ?? env.commandId },
      ),
    );
    return answer(payMethodId, r);
  }
}
