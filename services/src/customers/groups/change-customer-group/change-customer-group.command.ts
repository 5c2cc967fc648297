import type { UpdateCustomerGroupBody } from '@tradedesk/contracts/customers/customer-groups';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** PUT /api/customers/groups/:id: rename or change the memo (409 on a stale version or a taken name). */
export class ChangeCustomerGroupCommand {
  constructor(
    readonly groupId: string,
    readonly body: UpdateCustomerGroupBody,
    readonly env: CommandEnvelope,
  ) {}
}
