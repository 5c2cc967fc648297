import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { payMethodStreamId } from '@tradedesk/contracts/pos/pay-methods';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { payMethodDecider } from '../pay-method.decider.js';
import { answer } from '../pos-errors.js';
import { SetPayMethodStatusCommand } from './set-pay-method-status.command.js';

@CommandHandler(SetPayMethodStatusCommand)
export class SetPayMethodStatusHandler implements ICommandHandler<SetPayMethodStatusCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ payMethodId, active, env }: SetPayMethodStatusCommand) {
    const r = await this.runtime.run(payMethodDecider, payMethodStreamId(payMethodId), { type: 'SetPayMethodStatus', payMethodId, active }, env);
    return answer(payMethodId, r);
  }
}
