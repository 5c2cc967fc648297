import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { posRegisterStreamId } from '@tradedesk/contracts/pos/pos';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { answer, withPosUniques } from '../pos-errors.js';
import { PosFactsLoader } from '../pos-facts.loader.js';
import { registerDecider } from '../register.decider.js';
import { CreateRegisterCommand } from './create-register.command.js';

@CommandHandler(CreateRegisterCommand)
export class CreateRegisterHandler implements ICommandHandler<CreateRegisterCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: PosFactsLoader,
  ) {}

  async execute({ body: b, env }: CreateRegisterCommand) {
    const registerId = b.commandId ?? this.runtime.newId();
    const r = await withPosUniques(async () =>
      this.runtime.run(
        registerDecider,
        posRegisterStreamId(registerId),
        { type: 'CreateRegister', registerId, name: b.name, warehouseId: b.warehouseId, defaultCustomerId: b.defaultCustomerId, currency: b.currency, receiptHeader: b.receiptHeader, receiptFooter: b.receiptFooter, blindClose: b.blindClose, facts: await this.facts.forRegister(b) },
        { ...env, commandId: b.commandId ?? env.commandId },
      ),
    );
    return answer(registerId, r);
  }
}
