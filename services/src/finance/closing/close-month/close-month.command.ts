import type { CloseMonthBody } from '@tradedesk/contracts/finance/closings';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /be/api/finance/closings/months: close a past month (/report/month-knot). */
export class CloseMonthCommand {
  constructor(
    readonly body: CloseMonthBody,
    readonly env: CommandEnvelope,
  ) {}
}
