import type { ChangeDeskBody } from '@tradedesk/contracts/pos/desks';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class ChangeDeskCommand {
  constructor(
    readonly deskId: string,
    readonly body: ChangeDeskBody,
    readonly env: CommandEnvelope,
  ) {}
}
