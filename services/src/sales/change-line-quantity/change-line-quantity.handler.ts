import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SaleFactsLoader } from '../sale-facts.loader.js';
import { SaleOrders } from '../sale-orders.js';
import { ChangeLineQuantityCommand } from './change-line-quantity.command.js';

@CommandHandler(ChangeLineQuantityCommand)
export class ChangeLineQuantityHandler implements ICommandHandler<ChangeLineQuantityCommand> {
  constructor(
    private readonly orders: SaleOrders,
    private readonly facts: SaleFactsLoader,
  ) {}

  execute({ body, env }: ChangeLineQuantityCommand) {
    return this.orders.change(body, async (state) => ({ type: 'ChangeLineQuantity', lineId: body.lineId, quantity: body.quantity, unit: body.unit, facts: await this.facts.forOrder(state) }), env);
  }
}
