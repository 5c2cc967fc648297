import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SaleFactsLoader } from '../sale-facts.loader.js';
import { SaleOrders } from '../sale-orders.js';
import { CreateSaleOrderCommand } from './create-sale-order.command.js';

@CommandHandler(CreateSaleOrderCommand)
export class CreateSaleOrderHandler implements ICommandHandler<CreateSaleOrderCommand> {
  constructor(
    private readonly orders: SaleOrders,
    private readonly facts: SaleFactsLoader,
  ) {}

  execute({ body, env }: CreateSaleOrderCommand) {
    const { commandId: _commandId, kind, source, lines, ...header } = body;
    return this.orders.create(kind, env, async (orderId, number) => ({
      type: 'CreateSaleOrder', orderId, number, kind, source, header, lines, duplicatedFrom: null, importId: null, facts: await this.facts.forNewOrder(body),
    }));
  }
}
