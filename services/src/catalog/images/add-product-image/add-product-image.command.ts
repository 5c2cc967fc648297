import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** Image import: one uploaded file, named after the product's code or barcode. */
export class AddProductImageCommand {
  constructor(
    readonly fileName: string,
    readonly bytes: Buffer,
    readonly env: CommandEnvelope,
  ) {}
}
