import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { productStreamId } from '@tradedesk/contracts/catalog/products';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { productDecider } from '../product.decider.js';
import { ChangePricesCommand } from './change-prices.command.js';

/**
 * Several product streams in one transaction: each product is decided on its own state, then all
 * ProductPricesChanged events are appended atomically (a version named by the screen is honoured).
 */
@CommandHandler(ChangePricesCommand)
export class ChangePricesHandler implements ICommandHandler<ChangePricesCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ body, env }: ChangePricesCommand) {
    const streams = body.items.map((item) => productStreamId(item.productId));
    const r = await this.runtime.runEach(
      productDecider,
      streams,
      (_, streamId, version) => ({ type: 'ChangeListedPrices' as const, items: body.items, index: streams.indexOf(streamId), streamVersion: version }),
      { ...env, commandId: body.commandId ?? env.commandId },
    );
    return { changed: r.results.length, globalPosition: r.results.at(-1)?.globalPosition ?? '0', duplicate: r.duplicate || r.results.some((x) => x.duplicate) };
  }
}
