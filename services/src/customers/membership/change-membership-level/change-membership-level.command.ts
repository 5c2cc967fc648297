import type { UpdateMembershipLevelBody } from '@tradedesk/contracts/customers/membership-levels';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** PUT /api/customers/membership-levels/:id (409 on a stale version or a taken name). */
export class ChangeMembershipLevelCommand {
  constructor(
    readonly levelId: string,
    readonly body: UpdateMembershipLevelBody,
    readonly env: CommandEnvelope,
  ) {}
}
