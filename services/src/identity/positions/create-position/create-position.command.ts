import type { CreatePositionBody } from '@tradedesk/contracts/identity/positions';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

export class CreatePositionCommand {
  constructor(
    readonly body: CreatePositionBody,
    readonly env: CommandEnvelope,
  ) {}
}
