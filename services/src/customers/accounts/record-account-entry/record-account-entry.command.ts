import type { RecordAccountEntryBody } from '@tradedesk/contracts/customers/customer-accounts';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/customers/:id/account/entries: an opening balance, payment, adjustment or refund recorded by hand. */
export class RecordAccountEntryCommand {
  constructor(
    readonly customerId: string,
    readonly body: RecordAccountEntryBody,
    readonly env: CommandEnvelope,
  ) {}
}
