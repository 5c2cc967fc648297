import type { ClearCheckBody } from '@tradedesk/contracts/finance/checks';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /be/api/finance/checks/:id/clear: the bank paid the check. */
export class ClearCheckCommand {
  constructor(
    readonly checkId: string,
    readonly body: ClearCheckBody,
    readonly env: CommandEnvelope,
  ) {}
}
