import type { IssueLoginCodeBody } from '@tradedesk/contracts/identity/identity';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/user/login-codes: a code for one sign-in of a user (e.g. a shop device). Shown once. */
export class IssueLoginCodeCommand {
  constructor(
    readonly body: IssueLoginCodeBody,
    readonly env: CommandEnvelope,
    readonly actorIsRoot: boolean,
  ) {}
}
