import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { posRegisterStreamId } from '@tradedesk/contracts/pos/pos';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { answer, withPosUniques } from '../pos-errors.js';
import { PosFactsLoader } from '../pos-facts.loader.js';
import { registerDecider } from '../register.decider.js';
import { ChangeRegisterCommand } from './change-register.command.js';

@CommandHandler(ChangeRegisterCommand)
export class ChangeRegisterHandler implements ICommandHandler<ChangeRegisterCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: PosFactsLoader,
  ) {}

  async execute({ registerId, body: b, env }: ChangeRegisterCommand) {
    const { commandId: _c, ...changes } = b;
    const r = await withPosUniques(async () =>
      this.runtime.run(registerDecider, posRegisterStreamId(registerId), { type: 'ChangeRegister', registerId, ...changes, facts: await this.facts.forRegister(changes) }, env),
    );
    return answer(registerId, r);
  }
}
