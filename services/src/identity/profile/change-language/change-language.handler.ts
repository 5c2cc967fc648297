import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IdentityFactsLoader } from '../../identity-facts.loader.js';
import { UserRuntime } from '../../user-runtime.js';
import { ChangeLanguageCommand } from './change-language.command.js';

@CommandHandler(ChangeLanguageCommand)
export class ChangeLanguageHandler implements ICommandHandler<ChangeLanguageCommand> {
  constructor(
    private readonly users: UserRuntime,
    private readonly facts: IdentityFactsLoader,
  ) {}

  async execute({ userId, language, env }: ChangeLanguageCommand) {
    await this.users.run(userId, async () => ({ type: 'ChangeLanguage' as const, userId, language, switchClosed: await this.facts.forChangeLanguage() }), env);
    return { language };
  }
}
