import type { OpenMoneyAccountBody } from '@tradedesk/contracts/finance/money-accounts';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /be/api/finance/accounts: a new cash box or bank account (409 when its name is taken). */
export class OpenMoneyAccountCommand {
  constructor(
    readonly body: OpenMoneyAccountBody,
    readonly env: CommandEnvelope,
  ) {}
}
