import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** An administrator sets a user's password; the user's sessions end. */
export class ResetPasswordCommand {
  constructor(
    readonly userId: string,
    readonly newPassword: string,
    readonly env: CommandEnvelope,
    readonly actorIsRoot: boolean,
  ) {}
}
