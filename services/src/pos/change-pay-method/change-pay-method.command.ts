import type { ChangePayMethodBody } from '@tradedesk/contracts/pos/pay-methods';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class ChangePayMethodCommand {
  constructor(
    readonly payMethodId: string,
    readonly body: ChangePayMethodBody,
    readonly env: CommandEnvelope,
  ) {}
}
