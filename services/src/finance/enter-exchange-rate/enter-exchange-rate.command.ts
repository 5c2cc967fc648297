import type { EnterExchangeRateBody } from '@tradedesk/contracts/finance/currencies';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class EnterExchangeRateCommand {
  constructor(
    readonly body: EnterExchangeRateBody,
    readonly env: CommandEnvelope,
  ) {}
}
