import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashPassword } from '../../passwords.js';
import { UserRuntime } from '../../user-runtime.js';
import { ResetPasswordCommand } from './reset-password.command.js';

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(private readonly users: UserRuntime) {}

  async execute({ userId, newPassword, env, actorIsRoot }: ResetPasswordCommand) {
    const passwordHash = await hashPassword(newPassword);
    const r = await this.users.run(userId, { type: 'ResetPassword', userId, passwordHash, actorIsRoot }, env, { endSessions: { reason: 'password_changed' } });
    return { id: userId, streamVersion: r.streamVersion, globalPosition: r.globalPosition };
  }
}
