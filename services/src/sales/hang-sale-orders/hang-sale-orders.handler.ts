import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type HangSaleOrdersAnswer, saleOrderStreamId } from '@tradedesk/contracts/sales/sale-order';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { saleOrderDecider } from '../sale-order.decider.js';
import { orderIdOfStream } from '../sale-order.state.js';
import { HangSaleOrdersCommand } from './hang-sale-orders.command.js';

@CommandHandler(HangSaleOrdersCommand)
export class HangSaleOrdersHandler implements ICommandHandler<HangSaleOrdersCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ body, env }: HangSaleOrdersCommand): Promise<HangSaleOrdersAnswer> {
    const r = await this.runtime.runEach(saleOrderDecider, body.ids.map(saleOrderStreamId), (_, streamId) => ({ type: 'HangSaleOrder' as const, orderId: orderIdOfStream(streamId) }), env);
    return { changed: r.results.map((x) => orderIdOfStream(x.streamId)), globalPosition: r.results.at(-1)?.globalPosition ?? null };
  }
}
