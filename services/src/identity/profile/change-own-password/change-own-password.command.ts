import type { ChangePasswordBody } from '@tradedesk/contracts/identity/identity';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';
import type { Session } from '../../../platform/http/request-context.js';

/** POST /api/user/password: the old password is required; the user's other sessions end, this one stays. */
export class ChangeOwnPasswordCommand {
  constructor(
    readonly session: Session,
    readonly body: ChangePasswordBody,
    /** Where the request comes from: the check of the old password counts towards the sign-in throttle. */
    readonly address: string | null,
    readonly env: CommandEnvelope,
  ) {}
}
