import type { CreateDriverBody } from '@tradedesk/contracts/invoicing/transport-registers';
import type { CommandEnvelope } from '../../../../platform/cqrs/command-runtime.js';

/** POST /api/invoicing/drivers: a new driver. */
export class CreateDriverCommand {
  constructor(
    readonly body: CreateDriverBody,
    readonly env: CommandEnvelope,
  ) {}
}
