import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PURCHASE_RECEIPT_PREFIX, type PurchaseOrderAnswer } from '@tradedesk/contracts/purchasing/purchase-order';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { PurchaseDocumentsWriter } from '../purchase-documents.writer.js';
import { PurchaseFactsLoader } from '../purchase-facts.loader.js';
import { ReceivePurchaseOrderCommand } from './receive-purchase-order.command.js';

@CommandHandler(ReceivePurchaseOrderCommand)
export class ReceivePurchaseOrderHandler implements ICommandHandler<ReceivePurchaseOrderCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly documents: PurchaseDocumentsWriter,
    private readonly facts: PurchaseFactsLoader,
  ) {}

  execute({ id, body, env }: ReceivePurchaseOrderCommand): Promise<PurchaseOrderAnswer> {
    const { commandId, version, ...receipt } = body;
    return this.documents.append(
      id,
      version,
      PURCHASE_RECEIPT_PREFIX,
      1,
      { ...env, commandId: commandId ?? env.commandId },
      async (state, [number]) => ({
        type: 'ReceivePurchaseOrder',
        receipt: { ...receipt, receiptId: this.runtime.newId(), receiptNumber: number },
        facts: await this.facts.forReceiving(state, [receipt.warehouseId], [receipt.receivedAt]),
      }),
      (c) => (c.type === 'ReceivePurchaseOrder' ? [{ id: c.receipt.receiptId, number: c.receipt.receiptNumber }] : []),
    );
  }
}
