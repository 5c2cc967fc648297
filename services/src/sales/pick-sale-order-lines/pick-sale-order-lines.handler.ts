import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SaleFactsLoader } from '../sale-facts.loader.js';
import { SaleOrders } from '../sale-orders.js';
import { PickSaleOrderLinesCommand } from './pick-sale-order-lines.command.js';

@CommandHandler(PickSaleOrderLinesCommand)
export class PickSaleOrderLinesHandler implements ICommandHandler<PickSaleOrderLinesCommand> {
  constructor(
    private readonly orders: SaleOrders,
    private readonly facts: SaleFactsLoader,
  ) {}

  execute({ body, env }: PickSaleOrderLinesCommand) {
    return this.orders.change(body, async (state) => ({ type: 'PickSaleOrderLines', lines: body.lines, facts: await this.facts.forOrder(state) }), env);
  }
}
