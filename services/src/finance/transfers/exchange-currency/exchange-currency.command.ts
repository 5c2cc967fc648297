import type { ExchangeCurrencyBody } from '@tradedesk/contracts/finance/money-transfers';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /be/api/finance/transfers/exchange: change money between accounts of two currencies (/finance/currency-exchange). */
export class ExchangeCurrencyCommand {
  constructor(
    readonly body: ExchangeCurrencyBody,
    readonly env: CommandEnvelope,
  ) {}
}
