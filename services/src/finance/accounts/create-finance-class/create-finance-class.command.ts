import type { CreateFinanceClassBody } from '@tradedesk/contracts/finance/money-accounts';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /be/api/finance/classes: a new income or expense class, at the root or under a parent. */
export class CreateFinanceClassCommand {
  constructor(
    readonly body: CreateFinanceClassBody,
    readonly env: CommandEnvelope,
  ) {}
}
