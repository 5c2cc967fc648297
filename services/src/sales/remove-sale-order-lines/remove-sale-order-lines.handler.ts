import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SaleOrders } from '../sale-orders.js';
import { RemoveSaleOrderLinesCommand } from './remove-sale-order-lines.command.js';

@CommandHandler(RemoveSaleOrderLinesCommand)
export class RemoveSaleOrderLinesHandler implements ICommandHandler<RemoveSaleOrderLinesCommand> {
  constructor(private readonly orders: SaleOrders) {}

  execute({ body, env }: RemoveSaleOrderLinesCommand) {
    return this.orders.change(body, { type: 'RemoveSaleOrderLines', lineIds: body.lineIds }, env);
  }
}
