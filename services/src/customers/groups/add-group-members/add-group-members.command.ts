import type { GroupMembersBody } from '@tradedesk/contracts/customers/customer-groups';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/customers/groups/:id/members: several customers join the group, all or none. */
export class AddGroupMembersCommand {
  constructor(
    readonly groupId: string,
    readonly body: GroupMembersBody,
    readonly env: CommandEnvelope,
  ) {}
}
