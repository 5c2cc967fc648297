import type { CreateTagBody } from '@tradedesk/contracts/identity/tags';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

export class CreateTagCommand {
  constructor(
    readonly body: CreateTagBody,
    readonly env: CommandEnvelope,
  ) {}
}
