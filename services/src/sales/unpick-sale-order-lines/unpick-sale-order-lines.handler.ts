import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SaleOrders } from '../sale-orders.js';
import { UnpickSaleOrderLinesCommand } from './unpick-sale-order-lines.command.js';

@CommandHandler(UnpickSaleOrderLinesCommand)
export class UnpickSaleOrderLinesHandler implements ICommandHandler<UnpickSaleOrderLinesCommand> {
  constructor(private readonly orders: SaleOrders) {}

  execute({ body, env }: UnpickSaleOrderLinesCommand) {
    return this.orders.change(body, { type: 'UnpickSaleOrderLines', lineIds: body.lineIds }, env);
  }
}
