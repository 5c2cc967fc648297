import type { CreateMembershipLevelBody } from '@tradedesk/contracts/customers/membership-levels';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/customers/membership-levels: a new level (409 when the name is taken). */
export class CreateMembershipLevelCommand {
  constructor(
    readonly body: CreateMembershipLevelBody,
    readonly env: CommandEnvelope,
  ) {}
}
