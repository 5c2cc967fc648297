import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SaleFactsLoader } from '../sale-facts.loader.js';
import { SaleOrders } from '../sale-orders.js';
import { PaySaleOrderCommand } from './pay-sale-order.command.js';

@CommandHandler(PaySaleOrderCommand)
export class PaySaleOrderHandler implements ICommandHandler<PaySaleOrderCommand> {
  constructor(
    private readonly orders: SaleOrders,
    private readonly facts: SaleFactsLoader,
  ) {}

  execute({ body, env }: PaySaleOrderCommand) {
    return this.orders.change(body, async () => ({ type: 'PaySaleOrder', payments: body.payments, facts: await this.facts.forPay() }), env);
  }
}
