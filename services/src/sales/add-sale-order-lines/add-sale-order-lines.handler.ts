import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SaleFactsLoader } from '../sale-facts.loader.js';
import { SaleOrders } from '../sale-orders.js';
import { AddSaleOrderLinesCommand } from './add-sale-order-lines.command.js';

@CommandHandler(AddSaleOrderLinesCommand)
export class AddSaleOrderLinesHandler implements ICommandHandler<AddSaleOrderLinesCommand> {
  constructor(
    private readonly orders: SaleOrders,
    private readonly facts: SaleFactsLoader,
  ) {}

  execute({ body, env }: AddSaleOrderLinesCommand) {
    return this.orders.change(body, async (state) => ({ type: 'AddSaleOrderLines', lines: body.lines, merge: body.merge, facts: await this.facts.forLines(state, body.lines) }), env);
  }
}
