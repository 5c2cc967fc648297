import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { productStreamId } from '@tradedesk/contracts/catalog/products';
import type { Database } from '@tradedesk/projections/platform/sql';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { DATABASE } from '../../../platform/tokens.js';
import { withCatalogUniques } from '../../catalog-errors.js';
import { productDecider } from '../../product.decider.js';
import { checkProductReferences } from '../references.js';
import { CreateProductCommand } from './create-product.command.js';

@CommandHandler(CreateProductCommand)
export class CreateProductHandler implements ICommandHandler<CreateProductCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({ body, env }: CreateProductCommand) {
    // The product id derives from the command id, so a retried request targets the same stream.
    const productId = body.commandId ?? this.runtime.newId();
    const commandEnv = { ...env, commandId: body.commandId ?? env.commandId };
    const { commandId: _c, packings, prices, ...data } = body;
    const retried = await this.runtime.prior(commandEnv);
    if (!retried) {
      const barcodes = [data.barcode, ...Object.values(packings).map((p) => p?.barcode ?? '')].filter(Boolean);
      await checkProductReferences(this.db, { code: data.code, barcodes, categoryId: data.categoryId, sizeGroupId: data.sizeGroupId, sizes: data.sizes }, {});
    }
    const r = await withCatalogUniques(() =>
      this.runtime.run(productDecider, productStreamId(productId), { type: 'CreateProduct', productId, data, packings, prices }, commandEnv),
    );
    return { id: productId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate };
  }
}
