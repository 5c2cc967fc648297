import { createHash } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { productImageUrl, productStreamId } from '@tradedesk/contracts/catalog/products';
import type { Database } from '@tradedesk/projections/platform/sql';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { DATABASE } from '../../../platform/tokens.js';
import { productDecider } from '../../product.decider.js';
import { productForFile, sniffImage, storeImage } from '../product-images.js';
import { AddProductImageCommand } from './add-product-image.command.js';

/**
 * Finds the product the file is named after, keeps the bytes (once, by SHA-256) and records
 * ProductImageAdded on the product's stream, both in one transaction. A file that names no
 * product, or is not a picture, is refused naming the file, and nothing is stored.
 */
@CommandHandler(AddProductImageCommand)
export class AddProductImageHandler implements ICommandHandler<AddProductImageCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({ fileName, bytes, env }: AddProductImageCommand) {
    const contentType = sniffImage(bytes);
    if (!contentType) throw new DomainError('not_an_image', `${fileName}: not a JPEG, PNG, GIF or WebP picture.`, 400, { field: 'file' });
    const product = await productForFile(this.db, fileName);
    if (!product) throw new DomainError('no_product_for_file', `${fileName}: no product has this code or barcode.`, 404, { field: 'fileName' });
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
