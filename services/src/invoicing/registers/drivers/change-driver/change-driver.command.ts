import type { UpdateDriverBody } from '@tradedesk/contracts/invoicing/transport-registers';
import type { CommandEnvelope } from '../../../../platform/cqrs/command-runtime.js';

/** PUT /api/invoicing/drivers/:id: change a driver (409 on a stale version). */
export class ChangeDriverCommand {
  constructor(
    readonly driverId: string,
    readonly body: UpdateDriverBody,
    readonly env: CommandEnvelope,
  ) {}
}
