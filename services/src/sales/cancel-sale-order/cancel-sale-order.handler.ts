import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SaleOrders } from '../sale-orders.js';
import { CancelSaleOrderCommand } from './cancel-sale-order.command.js';

@CommandHandler(CancelSaleOrderCommand)
export class CancelSaleOrderHandler implements ICommandHandler<CancelSaleOrderCommand> {
  constructor(private readonly orders: SaleOrders) {}

  execute({ body, env }: CancelSaleOrderCommand) {
    return this.orders.change(body, { type: 'CancelSaleOrder', reason: body.reason }, env);
  }
}
