import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { COUNT_NUMBER_PREFIX, countStreamId } from '@tradedesk/contracts/inventory/count';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { NumberedDocumentWriter } from '../../../platform/documents/numbered-document.writer.js';
import { StockCountFactsLoader } from '../stock-count-facts.loader.js';
import { stockCountDecider } from '../stock-count.decider.js';
import { OpenCountCommand } from './open-count.command.js';

@CommandHandler(OpenCountCommand)
export class OpenCountHandler implements ICommandHandler<OpenCountCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: StockCountFactsLoader,
    private readonly writer: NumberedDocumentWriter,
  ) {}

  async execute({ body, env }: OpenCountCommand) {
    // The count id derives from the command id, so a retried request targets the same stream.
    const countId = body.commandId ?? this.runtime.newId();
    const commandEnv = { ...env, commandId: body.commandId ?? env.commandId };
    return this.writer.create(COUNT_NUMBER_PREFIX, countStreamId(countId), countId, commandEnv, async (number) =>
      stockCountDecider.decide(
        { type: 'OpenCount', countId, number, warehouseId: body.warehouseId, zoneId: body.zoneId ?? null, note: body.note, productIds: body.productIds, ...(await this.facts.forOpenCount(body)) },
        stockCountDecider.initialState(),
        this.runtime.context(commandEnv),
      ),
    );
  }
}
