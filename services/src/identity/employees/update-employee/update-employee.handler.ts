import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Database } from '@tradedesk/projections/platform/sql';
import { DATABASE } from '../../../platform/tokens.js';
import { UserCommands } from '../../user-commands.js';
import { checkReferences } from '../references.js';
import { UpdateEmployeeCommand } from './update-employee.command.js';

/** Profile, language, rights and tags in one command: one event per kind of change. */
@CommandHandler(UpdateEmployeeCommand)
export class UpdateEmployeeHandler implements ICommandHandler<UpdateEmployeeCommand> {
  constructor(
    private readonly users: UserCommands,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({ userId, body, env, actorIsRoot }: UpdateEmployeeCommand) {
    const { version, ...changes } = body;
    const current = await this.users.load(userId);
    if (current.exists) await checkReferences(this.db, changes, current);
    const r = await this.users.run(userId, { type: 'UpdateEmployee', userId, changes, actorIsRoot }, env, { expectedVersion: version });
    return { id: userId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, changed: r.events.length > 0 };
  }
}
