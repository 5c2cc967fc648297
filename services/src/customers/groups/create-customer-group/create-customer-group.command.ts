import type { CreateCustomerGroupBody } from '@tradedesk/contracts/customers/customer-groups';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/customers/groups: a new group (409 when the name is taken). */
export class CreateCustomerGroupCommand {
  constructor(
    readonly body: CreateCustomerGroupBody,
    readonly env: CommandEnvelope,
  ) {}
}
