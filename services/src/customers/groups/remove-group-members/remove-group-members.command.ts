import type { GroupMembersBody } from '@tradedesk/contracts/customers/customer-groups';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** DELETE /api/customers/groups/:id/members: several customers leave the group, all or none. */
export class RemoveGroupMembersCommand {
  constructor(
    readonly groupId: string,
    readonly body: GroupMembersBody,
    readonly env: CommandEnvelope,
  ) {}
}
