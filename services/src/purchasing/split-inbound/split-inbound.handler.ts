import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PURCHASE_RECEIPT_PREFIX, type PurchaseOrderAnswer } from '@tradedesk/contracts/purchasing/purchase-order';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { PurchaseDocumentsWriter } from '../purchase-documents.writer.js';
import { PurchaseFactsLoader } from '../purchase-facts.loader.js';
import { SplitInboundCommand } from './split-inbound.command.js';

@CommandHandler(SplitInboundCommand)
export class SplitInboundHandler implements ICommandHandler<SplitInboundCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly documents: PurchaseDocumentsWriter,
    private readonly facts: PurchaseFactsLoader,
  ) {}

  execute({ id, body, env }: SplitInboundCommand): Promise<PurchaseOrderAnswer> {
    return this.documents.append(
      id,
      body.version,
      PURCHASE_RECEIPT_PREFIX,
      body.receipts.length,
      { ...env, commandId: body.commandId ?? env.commandId },
      async (state, numbers) => ({
        type: 'SplitInbound',
        receipts: body.receipts.map((r, i) => ({ ...r, receiptId: this.runtime.newId(), receiptNumber: numbers[i] })),
        facts: await this.facts.forReceiving(state, body.receipts.map((r) => r.warehouseId), body.receipts.map((r) => r.receivedAt)),
      }),
      (c) => (c.type === 'SplitInbound' ? c.receipts.map((r) => ({ id: r.receiptId, number: r.receiptNumber })) : []),
    );
  }
}
