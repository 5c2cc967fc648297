import type { ReopenPeriodBody } from '@tradedesk/contracts/finance/closings';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /be/api/finance/closings/months/:month/reopen: Root reopens a closed month with a reason. */
export class ReopenMonthCommand {
  constructor(
    readonly month: string,
    readonly body: ReopenPeriodBody,
    readonly env: CommandEnvelope,
  ) {}
}
