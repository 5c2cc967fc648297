import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IdentityFactsLoader } from '../../identity-facts.loader.js';
import { hashPassword } from '../../passwords.js';
import { UserRuntime } from '../../user-runtime.js';
import { ChangeOwnPasswordCommand } from './change-own-password.command.js';

@CommandHandler(ChangeOwnPasswordCommand)
export class ChangeOwnPasswordHandler implements ICommandHandler<ChangeOwnPasswordCommand> {
  constructor(
    private readonly users: UserRuntime,
    private readonly facts: IdentityFactsLoader,
  ) {}

  async execute({ session, body, address, env }: ChangeOwnPasswordCommand) {
    // Checked once, before the run: every check of the old password is a recorded sign-in attempt.
    const facts = await this.facts.forChangeOwnPassword(session, body, address);
    const r = await this.users.run(
      session.userId,
      async () => ({ type: 'ChangeOwnPassword' as const, userId: session.userId, passwordHash: await hashPassword(body.newPassword), facts }),
      env,
      { endSessions: { reason: 'password_changed', except: session.tokenId } },
    );
    return { changed: true, streamVersion: r.streamVersion, globalPosition: r.globalPosition };
  }
}
