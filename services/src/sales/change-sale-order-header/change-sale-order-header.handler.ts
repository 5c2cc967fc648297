import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SaleFactsLoader } from '../sale-facts.loader.js';
import { SaleOrders } from '../sale-orders.js';
import { ChangeSaleOrderHeaderCommand } from './change-sale-order-header.command.js';

@CommandHandler(ChangeSaleOrderHeaderCommand)
export class ChangeSaleOrderHeaderHandler implements ICommandHandler<ChangeSaleOrderHeaderCommand> {
  constructor(
    private readonly orders: SaleOrders,
    private readonly facts: SaleFactsLoader,
  ) {}

  execute({ body, env }: ChangeSaleOrderHeaderCommand) {
    return this.orders.change(body, async (state) => ({ type: 'ChangeSaleOrderHeader', header: body.header, facts: await this.facts.forHeader(state, body.header) }), env);
  }
}
