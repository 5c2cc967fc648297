import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UserRuntime } from '../../user-runtime.js';
import { SetEmployeeStatusCommand } from './set-employee-status.command.js';

@CommandHandler(SetEmployeeStatusCommand)
export class SetEmployeeStatusHandler implements ICommandHandler<SetEmployeeStatusCommand> {
  constructor(private readonly users: UserRuntime) {}

  async execute({ userId, action, env, actorIsRoot }: SetEmployeeStatusCommand) {
    const r =
      action === 'disable'
        ? await this.users.run(userId, { type: 'DisableUser', userId, actorIsRoot }, env, { endSessions: { reason: 'user_disabled' } })
        : await this.users.run(userId, { type: 'EnableUser', userId, actorIsRoot }, env);
    return { id: userId, disabled: r.state.disabled, streamVersion: r.streamVersion, globalPosition: r.globalPosition };
  }
}
