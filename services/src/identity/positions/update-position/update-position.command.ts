import type { UpdatePositionBody } from '@tradedesk/contracts/identity/positions';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

export class UpdatePositionCommand {
  constructor(
    readonly positionId: string,
    readonly body: UpdatePositionBody,
    readonly env: CommandEnvelope,
  ) {}
}
