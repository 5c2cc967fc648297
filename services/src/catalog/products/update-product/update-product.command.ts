import type { UpdateProductBody } from '@tradedesk/contracts/catalog/products';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** Names the version the screen edited: a stale edit answers 409. */
export class UpdateProductCommand {
  constructor(
    readonly productId: string,
    readonly body: UpdateProductBody,
    readonly env: CommandEnvelope,
  ) {}
}
