import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SaleOrders } from '../sale-orders.js';
import { ChangeLinesMemoCommand } from './change-lines-memo.command.js';

@CommandHandler(ChangeLinesMemoCommand)
export class ChangeLinesMemoHandler implements ICommandHandler<ChangeLinesMemoCommand> {
  constructor(private readonly orders: SaleOrders) {}

  execute({ body, env }: ChangeLinesMemoCommand) {
    return this.orders.change(body, { type: 'ChangeLinesMemo', lineIds: body.lineIds, memo: body.memo }, env);
  }
}
