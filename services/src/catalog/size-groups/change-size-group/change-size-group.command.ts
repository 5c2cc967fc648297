import type { UpdateSizeGroupBody } from '@tradedesk/contracts/catalog/categories';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** PUT /api/size-groups/:id: a new name or new sizes (409 on a stale `version` or a removed size in use). */
export class ChangeSizeGroupCommand {
  constructor(
    readonly sizeGroupId: string,
    readonly body: UpdateSizeGroupBody,
    readonly env: CommandEnvelope,
  ) {}
}
