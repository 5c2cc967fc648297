import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type HangSaleOrdersAnswer, saleOrderStreamId } from '@tradedesk/contracts/sales/sale-order';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { saleOrderDecider } from '../sale-order.decider.js';
import { orderIdOfStream } from '../sale-order.state.js';
import { UnhangSaleOrdersCommand } from './unhang-sale-orders.command.js';

@CommandHandler(UnhangSaleOrdersCommand)
export class UnhangSaleOrdersHandler implements ICommandHandler<UnhangSaleOrdersCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ body, env }: UnhangSaleOrdersCommand): Promise<HangSaleOrdersAnswer> {
    const r = await this.runtime.runEach(saleOrderDecider, body.ids.map(saleOrderStreamId), (_, streamId) => ({ type: 'UnhangSaleOrder' as const, orderId: orderIdOfStream(streamId) }), env);
    return { changed: r.results.map((x) => orderIdOfStream(x.streamId)), globalPosition: r.results.at(-1)?.globalPosition ?? null };
  }
}
