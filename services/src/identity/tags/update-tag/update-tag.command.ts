import type { UpdateTagBody } from '@tradedesk/contracts/identity/tags';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

export class UpdateTagCommand {
  constructor(
    readonly tagId: string,
    readonly body: UpdateTagBody,
    readonly env: CommandEnvelope,
  ) {}
}
