import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { findUserByUsername } from '@tradedesk/projections/identity/users/users.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { DATABASE } from '../../../platform/tokens.js';
import { hashPassword } from '../../passwords.js';
import { UserCommands } from '../../user-commands.js';
import { checkReferences } from '../references.js';
import { CreateEmployeeCommand } from './create-employee.command.js';

@CommandHandler(CreateEmployeeCommand)
export class CreateEmployeeHandler implements ICommandHandler<CreateEmployeeCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly users: UserCommands,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({ body, env, actorIsRoot }: CreateEmployeeCommand) {
    // The user id derives from the command id, so a retried request targets the same stream.
    const userId = body.commandId ?? this.runtime.newId();
    const commandEnv = { ...env, commandId: body.commandId ?? env.commandId };
    const retried = await this.runtime.prior(commandEnv);
    if (!retried) {
      // The unique index decides in the end; this answers the common case without hashing a password.
      if (await findUserByUsername(this.db, body.username)) throw new DomainError('username_taken', 'This user name is taken; choose another.', 409);
      await checkReferences(this.db, body, { positionIds: [], tagIds: [] });
    }
    const { password, username, name, language, roles, commandId: _c, ...extra } = body;
    const passwordHash = await hashPassword(password);
    const r = await this.users.run(userId, { type: 'CreateUser', userId, username, name, passwordHash, roles, language, actorIsRoot, extra }, commandEnv);
    return { id: userId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate };
  }
}
