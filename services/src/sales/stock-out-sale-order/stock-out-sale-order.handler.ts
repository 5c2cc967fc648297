import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SaleFactsLoader } from '../sale-facts.loader.js';
import { SaleOrders } from '../sale-orders.js';
import { StockOutSaleOrderCommand } from './stock-out-sale-order.command.js';

@CommandHandler(StockOutSaleOrderCommand)
export class StockOutSaleOrderHandler implements ICommandHandler<StockOutSaleOrderCommand> {
  constructor(
    private readonly orders: SaleOrders,
    private readonly facts: SaleFactsLoader,
  ) {}

  execute({ body, env }: StockOutSaleOrderCommand) {
    return this.orders.change(body, async (state) => ({ type: 'StockOutSaleOrder', facts: await this.facts.forOrder(state) }), env);
  }
}
