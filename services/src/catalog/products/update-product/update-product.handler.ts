import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { productStreamId } from '@tradedesk/contracts/catalog/products';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { withCatalogUniques } from '../../catalog-errors.js';
import { productDecider } from '../product.decider.js';
import { ProductFactsLoader } from '../product-facts.loader.js';
import { UpdateProductCommand } from './update-product.command.js';

/** Fields, packings and prices in one command: ProductChanged and/or ProductPricesChanged. */
@CommandHandler(UpdateProductCommand)
export class UpdateProductHandler implements ICommandHandler<UpdateProductCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: ProductFactsLoader,
  ) {}

  async execute({ productId, body, env }: UpdateProductCommand) {
    const { version, prices, ...changes } = body;
    const r = await withCatalogUniques(() =>
      this.runtime.run(
        productDecider,
        productStreamId(productId),
        async (state) => ({ type: 'ChangeProduct' as const, productId, changes, prices, facts: await this.facts.forUpdateProduct(state, { productId, changes, prices }) }),
        env,
        { expectedVersion: version },
      ),
    );
    return { id: productId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, changed: r.events.length > 0 };
  }
}
