import type { ReorderDesksBody } from '@tradedesk/contracts/pos/desks';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class ReorderDesksCommand {
  constructor(
    readonly body: ReorderDesksBody,
    readonly env: CommandEnvelope,
  ) {}
}
