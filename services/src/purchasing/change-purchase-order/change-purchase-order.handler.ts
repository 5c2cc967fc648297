import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type PurchaseOrderAnswer, purchaseOrderStreamId } from '@tradedesk/contracts/purchasing/purchase-order';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { PurchaseFactsLoader } from '../purchase-facts.loader.js';
import { purchaseOrderDecider } from '../purchase-order.decider.js';
import { PurchaseOrderReader } from '../purchase-order.reader.js';
import { ChangePurchaseOrderCommand } from './change-purchase-order.command.js';

@CommandHandler(ChangePurchaseOrderCommand)
export class ChangePurchaseOrderHandler implements ICommandHandler<ChangePurchaseOrderCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: PurchaseFactsLoader,
    private readonly reader: PurchaseOrderReader,
  ) {}

  async execute({ id, body, env }: ChangePurchaseOrderCommand): Promise<PurchaseOrderAnswer> {
    await this.reader.load(id);
    const { commandId: _c, version, ...header } = body;
    const r = await this.runtime.run(
      purchaseOrderDecider,
      purchaseOrderStreamId(id),
      async () => ({ type: 'ChangePurchaseOrder' as const, ...header, facts: await this.facts.forDraft(body) }),
      { ...env, commandId: body.commandId ?? env.commandId },
      { expectedVersion: version },
    );
    return this.reader.answer(id, r.state.number, r);
  }
}
