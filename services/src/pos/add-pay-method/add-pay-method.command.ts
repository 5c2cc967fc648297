import type { AddPayMethodBody } from '@tradedesk/contracts/pos/pay-methods';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class AddPayMethodCommand {
  constructor(
    readonly body: AddPayMethodBody,
    readonly env: CommandEnvelope,
  ) {}
}
