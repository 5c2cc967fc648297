import type { CloseDayBody } from '@tradedesk/contracts/finance/closings';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /be/api/finance/closings/days: close a past business day (/report/day-knot). */
export class CloseDayCommand {
  constructor(
    readonly body: CloseDayBody,
    readonly env: CommandEnvelope,
  ) {}
}
