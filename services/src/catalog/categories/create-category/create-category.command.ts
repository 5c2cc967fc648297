import type { CreateCategoryBody } from '@tradedesk/contracts/catalog/categories';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/categories: a category at the top or under parentId. */
export class CreateCategoryCommand {
  constructor(
    readonly body: CreateCategoryBody,
    readonly env: CommandEnvelope,
  ) {}
}
