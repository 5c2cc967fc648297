import type { UpdateProfileBody } from '@tradedesk/contracts/identity/identity';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** PUT /api/user/profile: the signed-in user's name, avatar, introduction or language. */
export class UpdateProfileCommand {
  constructor(
    readonly userId: string,
    readonly body: UpdateProfileBody,
    readonly env: CommandEnvelope,
  ) {}
}
