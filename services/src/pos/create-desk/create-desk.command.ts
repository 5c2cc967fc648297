import type { CreateDeskBody } from '@tradedesk/contracts/pos/desks';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class CreateDeskCommand {
  constructor(
    readonly body: CreateDeskBody,
    readonly env: CommandEnvelope,
  ) {}
}
