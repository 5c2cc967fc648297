import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SaleOrders } from '../sale-orders.js';
import { UnsaveSaleOrderCommand } from './unsave-sale-order.command.js';

@CommandHandler(UnsaveSaleOrderCommand)
export class UnsaveSaleOrderHandler implements ICommandHandler<UnsaveSaleOrderCommand> {
  constructor(private readonly orders: SaleOrders) {}

  execute({ body, env }: UnsaveSaleOrderCommand) {
    return this.orders.change(body, { type: 'UnsaveSaleOrder', reason: body.reason }, env);
  }
}
