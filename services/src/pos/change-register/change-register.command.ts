import type { ChangeRegisterBody } from '@tradedesk/contracts/pos/pos';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class ChangeRegisterCommand {
  constructor(
    readonly registerId: string,
    readonly body: ChangeRegisterBody,
    readonly env: CommandEnvelope,
  ) {}
}
