import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { closingStreamId } from '@tradedesk/contracts/finance/closings';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { closingDecider } from '../closing.decider.js';
import { ReopenMonthCommand } from './reopen-month.command.js';

@CommandHandler(ReopenMonthCommand)
export class ReopenMonthHandler implements ICommandHandler<ReopenMonthCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ month, body: { commandId, reason }, env }: ReopenMonthCommand) {
    const r = await this.runtime.run(closingDecider, closingStreamId('month', month), { type: 'ReopenMonth', month, reason }, { ...env, commandId: commandId ?? env.commandId });
    return { kind: 'month' as const, period: month, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate };
  }
}
