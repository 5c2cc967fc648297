import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SaleFactsLoader } from '../sale-facts.loader.js';
import { SaleOrders } from '../sale-orders.js';
import { AssignShelvesCommand } from './assign-shelves.command.js';

@CommandHandler(AssignShelvesCommand)
export class AssignShelvesHandler implements ICommandHandler<AssignShelvesCommand> {
  constructor(
    private readonly orders: SaleOrders,
    private readonly facts: SaleFactsLoader,
  ) {}

  execute({ body, env }: AssignShelvesCommand) {
    return this.orders.change(body, async (state) => ({ type: 'AssignShelves', lines: body.lines, facts: await this.facts.forOrder(state) }), env);
  }
}
