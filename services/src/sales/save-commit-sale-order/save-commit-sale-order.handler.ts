import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SaleFactsLoader } from '../sale-facts.loader.js';
import { SaleOrders } from '../sale-orders.js';
import { SaveCommitSaleOrderCommand } from './save-commit-sale-order.command.js';

@CommandHandler(SaveCommitSaleOrderCommand)
export class SaveCommitSaleOrderHandler implements ICommandHandler<SaveCommitSaleOrderCommand> {
  constructor(
    private readonly orders: SaleOrders,
    private readonly facts: SaleFactsLoader,
  ) {}

  execute({ body, env }: SaveCommitSaleOrderCommand) {
    const { payments, order } = body;
    if (!body.id) {
      const { kind, source, lines, ...header } = order!;
      return this.orders.create(kind, env, async (orderId, number) => ({
        type: 'SaveCommitSaleOrder', create: { orderId, number, kind, source, header, lines, duplicatedFrom: null, importId: null }, payments, facts: await this.facts.forSaveCommit(null, order),
      }));
    }
    // The order form's whole content replaces the draft's; its kind and source stay the draft's.
    const content = order && (({ kind: _kind, source: _source, lines, ...header }) => ({ header, lines }))(order);
    return this.orders.change(
      { id: body.id, version: body.version },
      async (state) => ({ type: 'SaveCommitSaleOrder', content, payments, facts: await this.facts.forSaveCommit(state, order) }),
      env,
    );
  }
}
