import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PURCHASE_RETURN_PREFIX, type PurchaseOrderAnswer } from '@tradedesk/contracts/purchasing/purchase-order';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { PurchaseDocumentsWriter } from '../purchase-documents.writer.js';
import { PurchaseFactsLoader } from '../purchase-facts.loader.js';
import { ReturnPurchaseGoodsCommand } from './return-purchase-goods.command.js';

@CommandHandler(ReturnPurchaseGoodsCommand)
export class ReturnPurchaseGoodsHandler implements ICommandHandler<ReturnPurchaseGoodsCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly documents: PurchaseDocumentsWriter,
    private readonly facts: PurchaseFactsLoader,
  ) {}

  execute({ id, body, env }: ReturnPurchaseGoodsCommand): Promise<PurchaseOrderAnswer> {
    const { commandId, version, ...ret } = body;
    return this.documents.append(
      id,
      version,
      PURCHASE_RETURN_PREFIX,
      1,
      { ...env, commandId: commandId ?? env.commandId },
      async (state, [number]) => ({
        type: 'ReturnPurchaseGoods',
        ...ret,
        returnId: this.runtime.newId(),
        returnNumber: number,
        facts: await this.facts.forReceiving(state, [ret.warehouseId], [ret.returnedAt]),
      }),
      (c) => (c.type === 'ReturnPurchaseGoods' ? [{ id: c.returnId, number: c.returnNumber }] : []),
    );
  }
}
