import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IdentityFactsLoader } from '../../identity-facts.loader.js';
import { UserRuntime } from '../../user-runtime.js';
import { UpdateProfileCommand } from './update-profile.command.js';

@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(
    private readonly users: UserRuntime,
    private readonly facts: IdentityFactsLoader,
  ) {}

  async execute({ userId, body, env }: UpdateProfileCommand) {
    const { language, ...changes } = body;
    const r = await this.users.run(
      userId,
      async () => ({ type: 'UpdateOwnProfile' as const, userId, changes, language, switchClosed: await this.facts.forUpdateProfile(language) }),
      env,
    );
    return { id: userId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, changed: r.events.length > 0 };
  }
}
