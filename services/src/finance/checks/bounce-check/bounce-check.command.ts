import type { BounceCheckBody } from '@tradedesk/contracts/finance/checks';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /be/api/finance/checks/:id/bounce: the bank refused the check. */
export class BounceCheckCommand {
  constructor(
    readonly checkId: string,
    readonly body: BounceCheckBody,
    readonly env: CommandEnvelope,
  ) {}
}
