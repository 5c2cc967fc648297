import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type PurchaseOrderAnswer, purchaseOrderStreamId } from '@tradedesk/contracts/purchasing/purchase-order';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { purchaseOrderDecider } from '../purchase-order.decider.js';
import { PurchaseOrderReader } from '../purchase-order.reader.js';
import { CancelPurchaseOrderCommand } from './cancel-purchase-order.command.js';

@CommandHandler(CancelPurchaseOrderCommand)
export class CancelPurchaseOrderHandler implements ICommandHandler<CancelPurchaseOrderCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly reader: PurchaseOrderReader,
  ) {}

  async execute({ id, body, env }: CancelPurchaseOrderCommand): Promise<PurchaseOrderAnswer> {
    await this.reader.load(id);
    const r = await this.runtime.run(
      purchaseOrderDecider,
      purchaseOrderStreamId(id),
      { type: 'CancelPurchaseOrder', reason: body.reason },
      { ...env, commandId: body.commandId ?? env.commandId },
      { expectedVersion: body.version },
    );
    return this.reader.answer(id, r.state.number, r);
  }
}
