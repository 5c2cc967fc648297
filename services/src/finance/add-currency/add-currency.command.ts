import type { AddCurrencyBody } from '@tradedesk/contracts/finance/currencies';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class AddCurrencyCommand {
  constructor(
    readonly body: AddCurrencyBody,
    readonly env: CommandEnvelope,
  ) {}
}
