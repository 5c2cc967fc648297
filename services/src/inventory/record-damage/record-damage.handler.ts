import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { damageStreamId } from '@tradedesk/contracts/inventory/stock';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { damageDecider } from '../damage.decider.js';
import { NumberedDocumentWriter } from '../../platform/documents/numbered-document.writer.js';
import { StockFactsLoader } from '../stock-facts.js';
import { RecordDamageCommand } from './record-damage.command.js';

@CommandHandler(RecordDamageCommand)
export class RecordDamageHandler implements ICommandHandler<RecordDamageCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: StockFactsLoader,
    private readonly writer: NumberedDocumentWriter,
  ) {}

  async execute({ body, env }: RecordDamageCommand) {
    const damageId = body.commandId ?? this.runtime.newId();
    const commandEnv = { ...env, commandId: body.commandId ?? env.commandId };
    return this.writer.create('DM', damageStreamId(damageId), damageId, commandEnv, async (number) => {
      const { facts, allowNegative } = await this.facts.load([body.warehouseId], body.lines.map((l) => l.productId));
      return damageDecider.decide(
        { type: 'RecordDamage', damageId, number, warehouseId: body.warehouseId, zoneId: body.zoneId ?? null, reason: body.reason, note: body.note, lines: body.lines, facts, allowNegative },
        damageDecider.initialState(),
        this.runtime.context(commandEnv),
      );
    });
  }
}
