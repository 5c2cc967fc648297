import type { DepositCheckBody } from '@tradedesk/contracts/finance/checks';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /be/api/finance/checks/:id/deposit: a received check into a bank account of its currency. */
export class DepositCheckCommand {
  constructor(
    readonly checkId: string,
    readonly body: DepositCheckBody,
    readonly env: CommandEnvelope,
  ) {}
}
