import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { countStreamId } from '@tradedesk/contracts/inventory/count';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { StockCountFactsLoader } from '../stock-count-facts.loader.js';
import { stockCountDecider } from '../stock-count.decider.js';
import { RecordCountLinesCommand } from './record-count-lines.command.js';

@CommandHandler(RecordCountLinesCommand)
export class RecordCountLinesHandler implements ICommandHandler<RecordCountLinesCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: StockCountFactsLoader,
  ) {}

  async execute({ countId, body, env }: RecordCountLinesCommand) {
    const r = await this.runtime.run(
      stockCountDecider,
      countStreamId(countId),
      async (count) => ({ type: 'RecordCountLines' as const, countId, lines: body.lines, facts: await this.facts.forCountLines(count, body.lines) }),
      { ...env, commandId: body.commandId ?? env.commandId },
      { expectedVersion: body.version },
    );
    return { id: countId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate };
  }
}
