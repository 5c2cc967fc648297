import type { UpdateCustomerBody } from '@tradedesk/contracts/customers/customers';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** PUT /api/customers/:id: the fields given change; a stale `version` is a 409, a taken code too. */
export class ChangeCustomerCommand {
  constructor(
    readonly customerId: string,
    readonly body: UpdateCustomerBody,
    readonly env: CommandEnvelope,
  ) {}
}
