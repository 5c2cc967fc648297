import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { closingStreamId } from '@tradedesk/contracts/finance/closings';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { ClosingFactsLoader } from '../closing-facts.loader.js';
import { closingDecider } from '../closing.decider.js';
import { CloseMonthCommand } from './close-month.command.js';

@CommandHandler(CloseMonthCommand)
export class CloseMonthHandler implements ICommandHandler<CloseMonthCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: ClosingFactsLoader,
  ) {}

  async execute({ body: { commandId, month }, env }: CloseMonthCommand) {
    const r = await this.runtime.run(
      closingDecider,
      closingStreamId('month', month),
      async () => ({ type: 'CloseMonth' as const, month, facts: await this.facts.forCloseMonth(month) }),
      { ...env, commandId: commandId ?? env.commandId },
    );
    return { kind: 'month' as const, period: month, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate };
  }
}
