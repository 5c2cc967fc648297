import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { productStreamId } from '@tradedesk/contracts/catalog/products';
import type { Database } from '@tradedesk/projections/platform/sql';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { DATABASE } from '../../../platform/tokens.js';
import { withCatalogUniques } from '../../catalog-errors.js';
import { barcodesOf, mergePackings, productDecider } from '../../product.decider.js';
import { checkProductReferences } from '../references.js';
import { UpdateProductCommand } from './update-product.command.js';

/** Fields, packings and prices in one command: ProductChanged and/or ProductPricesChanged. */
@CommandHandler(UpdateProductCommand)
export class UpdateProductHandler implements ICommandHandler<UpdateProductCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({ productId, body, env }: UpdateProductCommand) {
    const { version, prices, ...changes } = body;
    const current = await this.runtime.load(productDecider, productStreamId(productId));
    if (current.exists && current.data) {
      const packings = mergePackings(current.data.packings, changes.packings);
      const barcodes = barcodesOf({ barcode: changes.barcode ?? current.data.barcode, packings }).map((b) => b.barcode);
      await checkProductReferences(
        this.db,
        {
          code: changes.code && changes.code !== current.data.code ? changes.code : undefined,
          barcodes,
          categoryId: changes.categoryId,
          sizeGroupId: changes.sizeGroupId ?? (changes.sizes ? current.data.sizeGroupId : undefined),
          sizes: changes.sizes ?? current.data.sizes,
        },
        { productId, categoryId: current.data.categoryId, sizeGroupId: current.data.sizeGroupId },
      );
    }
    const r = await withCatalogUniques(() =>
      this.runtime.run(productDecider, productStreamId(productId), { type: 'ChangeProduct', productId, changes, prices }, env, { expectedVersion: version }),
    );
    return { id: productId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, changed: r.events.length > 0 };
  }
}
