import type { RenameCategoryBody } from '@tradedesk/contracts/catalog/categories';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** PUT /api/categories/:id: a new name (409 on a stale `version` or a name taken under the same parent). */
export class RenameCategoryCommand {
  constructor(
    readonly categoryId: string,
    readonly body: RenameCategoryBody,
    readonly env: CommandEnvelope,
  ) {}
}
