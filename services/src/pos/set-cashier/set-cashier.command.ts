import type { SetCashierBody } from '@tradedesk/contracts/pos/pos';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class SetCashierCommand {
  constructor(
    readonly employeeId: string,
    readonly body: SetCashierBody,
    readonly env: CommandEnvelope,
  ) {}
}
