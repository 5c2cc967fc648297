import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type PurchaseOrderAnswer, purchaseOrderStreamId } from '@tradedesk/contracts/purchasing/purchase-order';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { PurchaseFactsLoader } from '../purchase-facts.loader.js';
import { purchaseOrderDecider } from '../purchase-order.decider.js';
import { PurchaseOrderReader } from '../purchase-order.reader.js';
import { CommitPurchaseOrderCommand } from './commit-purchase-order.command.js';

@CommandHandler(CommitPurchaseOrderCommand)
export class CommitPurchaseOrderHandler implements ICommandHandler<CommitPurchaseOrderCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: PurchaseFactsLoader,
    private readonly reader: PurchaseOrderReader,
  ) {}

  async execute({ id, body, env }: CommitPurchaseOrderCommand): Promise<PurchaseOrderAnswer> {
    await this.reader.load(id);
    const r = await this.runtime.run(
      purchaseOrderDecider,
      purchaseOrderStreamId(id),
      async (state) => ({ type: 'CommitPurchaseOrder' as const, rate: body.rate, facts: await this.facts.forCommit(state) }),
      { ...env, commandId: body.commandId ?? env.commandId },
      { expectedVersion: body.version },
    );
    return this.reader.answer(id, r.state.number, r);
  }
}
