import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SaleOrders } from '../sale-orders.js';
import { ChangeLinePricesCommand } from './change-line-prices.command.js';

@CommandHandler(ChangeLinePricesCommand)
export class ChangeLinePricesHandler implements ICommandHandler<ChangeLinePricesCommand> {
  constructor(private readonly orders: SaleOrders) {}

  execute({ body, env }: ChangeLinePricesCommand) {
    return this.orders.change(body, { type: 'ChangeLinePrices', lines: body.lines }, env);
  }
}
