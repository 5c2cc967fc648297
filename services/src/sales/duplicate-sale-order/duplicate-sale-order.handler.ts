import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SaleFactsLoader } from '../sale-facts.loader.js';
import { SaleOrderReader } from '../sale-order.reader.js';
import { SaleOrders } from '../sale-orders.js';
import { DuplicateSaleOrderCommand } from './duplicate-sale-order.command.js';

@CommandHandler(DuplicateSaleOrderCommand)
export class DuplicateSaleOrderHandler implements ICommandHandler<DuplicateSaleOrderCommand> {
  constructor(
    private readonly orders: SaleOrders,
    private readonly reader: SaleOrderReader,
    private readonly facts: SaleFactsLoader,
  ) {}

  async execute({ body, env }: DuplicateSaleOrderCommand) {
    const { doc: original } = await this.reader.load(body.id);
    const kind = body.kind ?? original.kind;
    return this.orders.create(kind, env, async (orderId, number) => ({ type: 'DuplicateSaleOrder', orderId, number, kind, original, facts: await this.facts.forDuplicate(original) }));
  }
}
