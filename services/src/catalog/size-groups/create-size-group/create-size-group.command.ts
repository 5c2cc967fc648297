import type { CreateSizeGroupBody } from '@tradedesk/contracts/catalog/categories';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/size-groups: a name and its sizes in order. */
export class CreateSizeGroupCommand {
  constructor(
    readonly body: CreateSizeGroupBody,
    readonly env: CommandEnvelope,
  ) {}
}
