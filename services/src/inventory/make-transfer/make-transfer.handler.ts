import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { transferStreamId } from '@tradedesk/contracts/inventory/stock';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { NumberedDocumentWriter } from '../../platform/documents/numbered-document.writer.js';
import { StockFactsLoader } from '../stock-facts.loader.js';
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
    // The transfer id derives from the command id, so a retried request targets the same stream.
    const transferId = body.commandId ?? this.runtime.newId();
    const commandEnv = { ...env, commandId: body.commandId ?? env.commandId };
    return this.writer.create('TR', transferStreamId(transferId), transferId, commandEnv, async (number) =>
      transferDecider.decide(
        { type: 'MakeTransfer', transferId, number, fromWarehouseId: body.fromWarehouseId, toWarehouseId: body.toWarehouseId, note: body.note, lines: body.lines, ...(await this.facts.forTransfer(body)) },
        transferDecider.initialState(),
        this.runtime.context(commandEnv),
      ),
    );
  }
}
