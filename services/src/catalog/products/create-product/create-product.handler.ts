import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { productStreamId } from '@tradedesk/contracts/catalog/products';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { withCatalogUniques } from '../../catalog-errors.js';
import { productDecider } from '../product.decider.js';
import { ProductFactsLoader } from '../product-facts.loader.js';
import { CreateProductCommand } from './create-product.command.js';

@CommandHandler(CreateProductCommand)
export class CreateProductHandler implements ICommandHandler<CreateProductCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: ProductFactsLoader,
  ) {}

  async execute({ body, env }: CreateProductCommand) {
    // The product id derives from the command id, so a retried request targets the same stream.
    const productId = body.commandId ?? this.runtime.newId();
    const { commandId: _c, packings, prices, ...data } = body;
    const product = { productId, data, packings, prices };
    const r = await withCatalogUniques(() =>
      this.runtime.run(
        productDecider,
        productStreamId(productId),
        async () => ({ type: 'CreateProduct' as const, ...product, facts: await this.facts.forCreateProduct(product) }),
        { ...env, commandId: body.commandId ?? env.commandId },
      ),
    );
    return { id: productId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate };
  }
}
