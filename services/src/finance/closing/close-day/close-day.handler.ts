import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { closingStreamId } from '@tradedesk/contracts/finance/closings';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { ClosingFactsLoader } from '../closing-facts.loader.js';
import { closingDecider } from '../closing.decider.js';
import { CloseDayCommand } from './close-day.command.js';

@CommandHandler(CloseDayCommand)
export class CloseDayHandler implements ICommandHandler<CloseDayCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: ClosingFactsLoader,
  ) {}

  async execute({ body: { commandId, day }, env }: CloseDayCommand) {
    const r = await this.runtime.run(
      closingDecider,
      closingStreamId('day', day),
      async () => ({ type: 'CloseDay' as const, day, facts: await this.facts.forCloseDay(day) }),
      { ...env, commandId: commandId ?? env.commandId },
    );
    return { kind: 'day' as const, period: day, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate };
  }
}
