import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { IdentityFactsLoader } from '../../identity-facts.loader.js';
import { hashPassword } from '../../passwords.js';
import { UserRuntime } from '../../user-runtime.js';
import { CreateEmployeeCommand } from './create-employee.command.js';

@CommandHandler(CreateEmployeeCommand)
export class CreateEmployeeHandler implements ICommandHandler<CreateEmployeeCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly users: UserRuntime,
    private readonly facts: IdentityFactsLoader,
  ) {}

  async execute({ body, env, actorIsRoot, userId: givenId }: CreateEmployeeCommand) {
    // The user id derives from the command id, so a retried request targets the same stream.
    const userId = givenId ?? body.commandId ?? this.runtime.newId();
    const { password, username, name, language, roles, commandId: _c, ...extra } = body;
    const r = await this.users.run(
      userId,
      async () => ({
        type: 'CreateEmployee' as const,
        userId,
        username,
        name,
        passwordHash: await hashPassword(password),
        roles,
        language,
        actorIsRoot,
        extra,
        facts: await this.facts.forCreateEmployee(body),
      }),
      { ...env, commandId: body.commandId ?? env.commandId },
    );
    return { id: userId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate };
  }
}
