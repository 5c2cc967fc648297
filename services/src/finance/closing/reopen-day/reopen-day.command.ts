import type { ReopenPeriodBody } from '@tradedesk/contracts/finance/closings';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /be/api/finance/closings/days/:day/reopen: Root reopens a closed day with a reason. */
export class ReopenDayCommand {
  constructor(
    readonly day: string,
    readonly body: ReopenPeriodBody,
    readonly env: CommandEnvelope,
  ) {}
}
