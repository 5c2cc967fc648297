import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { transferStreamId } from '@tradedesk/contracts/inventory/stock';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { NumberedDocumentWriter } from '../../platform/documents/numbered-document.writer.js';
import { StockFactsLoader } from '../stock-facts.js';
import { transferDecider } from '../transfer.decider.js';
import { MakeTransferCommand } from './make-transfer.command.js';

@CommandHandler(MakeTransferCommand)
export class MakeTransferHandler implements ICommandHandler<MakeTransferCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: StockFactsLoader,
    private readonly writer: NumberedDocumentWriter,
  ) {}

  async execute({ body, env }: MakeTransferCommand) {
    const transferId = body.commandId ?? this.runtime.newId();
    const commandEnv = { ...env, commandId: body.commandId ?? env.commandId };
    return this.writer.create('TR', transferStreamId(transferId), transferId, commandEnv, async (number) => {
      const { facts, allowNegative } = await this.facts.load([body.fromWarehouseId, body.toWarehouseId], body.lines.map((l) => l.productId));
      return transferDecider.decide(
        { type: 'MakeTransfer', transferId, number, fromWarehouseId: body.fromWarehouseId, toWarehouseId: body.toWarehouseId, note: body.note, lines: body.lines, facts, allowNegative },
        transferDecider.initialState(),
        this.runtime.context(commandEnv),
      );
    });
  }
}
