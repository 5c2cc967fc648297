import type { CreateProductBody } from '@tradedesk/contracts/catalog/products';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

export class CreateProductCommand {
  constructor(
    readonly body: CreateProductBody,
    readonly env: CommandEnvelope,
  ) {}
}
