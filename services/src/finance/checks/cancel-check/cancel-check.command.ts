import type { CancelCheckBody } from '@tradedesk/contracts/finance/checks';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /be/api/finance/checks/:id/cancel: a check given back or torn up, with a reason. */
export class CancelCheckCommand {
  constructor(
    readonly checkId: string,
    readonly body: CancelCheckBody,
    readonly env: CommandEnvelope,
  ) {}
}
