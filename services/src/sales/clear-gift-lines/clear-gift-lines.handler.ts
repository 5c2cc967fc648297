import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SaleOrders } from '../sale-orders.js';
import { ClearGiftLinesCommand } from './clear-gift-lines.command.js';

@CommandHandler(ClearGiftLinesCommand)
export class ClearGiftLinesHandler implements ICommandHandler<ClearGiftLinesCommand> {
  constructor(private readonly orders: SaleOrders) {}

  execute({ body, env }: ClearGiftLinesCommand) {
    return this.orders.change(body, { type: 'ClearGiftLines' }, env);
  }
}
