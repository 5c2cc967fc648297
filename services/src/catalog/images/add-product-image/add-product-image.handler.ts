import { createHash } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { productImageUrl, productStreamId } from '@tradedesk/contracts/catalog/products';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { productDecider } from '../../products/product.decider.js';
import { ProductImageFactsLoader } from '../product-image-facts.loader.js';
import { storeImage } from '../product-images.js';
import { AddProductImageCommand } from './add-product-image.command.js';

/**
 * Finds the product the file is named after, keeps the bytes (once, by SHA-256) and records
 * ProductImageAdded on the product's stream, both in one transaction. A file that names no
 * product is refused naming the file, and nothing is stored.
 */
@CommandHandler(AddProductImageCommand)
export class AddProductImageHandler implements ICommandHandler<AddProductImageCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: ProductImageFactsLoader,
  ) {}

  async execute({ fileName, bytes, contentType, env }: AddProductImageCommand) {
    const product = await this.facts.forAddProductImage(fileName);
    const imageId = createHash('sha256').update(bytes).digest('hex');
    const url = productImageUrl(product.id, imageId);
    const r = await this.runtime.run(
      productDecider,
      productStreamId(product.id),
      { type: 'AddImage', productId: product.id, imageId, url, fileName, contentType, size: bytes.length },
      env,
      { within: (tx) => storeImage(tx, imageId, contentType, bytes) },
    );
    return { productId: product.id, code: product.code, matchedBy: product.by, imageId, url, added: r.events.length > 0, streamVersion: r.streamVersion, globalPosition: r.globalPosition };
  }
}
