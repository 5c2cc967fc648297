import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SaleOrders } from '../sale-orders.js';
import { PaySaleOrderCommand } from './pay-sale-order.command.js';

@CommandHandler(PaySaleOrderCommand)
export class PaySaleOrderHandler implements ICommandHandler<PaySaleOrderCommand> {
  constructor(private readonly orders: SaleOrders) {}

  execute({ body, env }: PaySaleOrderCommand) {
    return this.orders.change(body, { type: 'PaySaleOrder', payments: body.payments }, env);
  }
}
