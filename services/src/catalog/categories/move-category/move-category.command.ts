import type { MoveCategoryBody } from '@tradedesk/contracts/catalog/categories';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/categories/:id/move: under another category (parentId) or to the top (null). */
export class MoveCategoryCommand {
  constructor(
    readonly categoryId: string,
    readonly body: MoveCategoryBody,
    readonly env: CommandEnvelope,
  ) {}
}
