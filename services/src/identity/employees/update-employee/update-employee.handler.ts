import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IdentityFactsLoader } from '../../identity-facts.loader.js';
import { UserRuntime } from '../../user-runtime.js';
import { UpdateEmployeeCommand } from './update-employee.command.js';

/** Profile, language, rights and tags in one command: one event per kind of change. */
@CommandHandler(UpdateEmployeeCommand)
export class UpdateEmployeeHandler implements ICommandHandler<UpdateEmployeeCommand> {
  constructor(
    private readonly users: UserRuntime,
    private readonly facts: IdentityFactsLoader,
  ) {}

  async execute({ userId, body, env, actorIsRoot }: UpdateEmployeeCommand) {
    const { version, ...changes } = body;
    const r = await this.users.run(
      userId,
      async () => ({ type: 'UpdateEmployee' as const, userId, changes, actorIsRoot, facts: await this.facts.forUpdateEmployee(changes) }),
      env,
      { expectedVersion: version },
    );
    return { id: userId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, changed: r.events.length > 0 };
  }
}
