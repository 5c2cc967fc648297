import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';
import type { ImageType } from '../product-images.js';

/** Image import: one uploaded picture (its type read from its first bytes), named after the product's code or barcode. */
export class AddProductImageCommand {
  constructor(
    readonly fileName: string,
    readonly bytes: Buffer,
    readonly contentType: ImageType,
    readonly env: CommandEnvelope,
  ) {}
}
