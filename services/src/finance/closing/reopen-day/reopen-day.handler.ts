import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { closingStreamId } from '@tradedesk/contracts/finance/closings';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { ClosingFactsLoader } from '../closing-facts.loader.js';
import { closingDecider } from '../closing.decider.js';
import { ReopenDayCommand } from './reopen-day.command.js';

@CommandHandler(ReopenDayCommand)
export class ReopenDayHandler implements ICommandHandler<ReopenDayCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: ClosingFactsLoader,
  ) {}

  async execute({ day, body: { commandId, reason }, env }: ReopenDayCommand) {
    const r = await this.runtime.run(
      closingDecider,
      closingStreamId('day', day),
      async () => ({ type: 'ReopenDay' as const, day, reason, facts: await this.facts.forReopenDay(day) }),
      { ...env, commandId: commandId ?? env.commandId },
    );
    return { kind: 'day' as const, period: day, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate };
  }
}
