import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { tagStreamId } from '@tradedesk/contracts/identity/tags';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { withUniqueNames } from '../../unique-names.js';
import { tagDecider } from '../../tag.decider.js';
import { UpdateTagCommand } from './update-tag.command.js';

/** Employees carrying the tag show the new name and colour at once. */
@CommandHandler(UpdateTagCommand)
export class UpdateTagHandler implements ICommandHandler<UpdateTagCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ tagId, body, env }: UpdateTagCommand) {
    const { version, ...changes } = body;
    const r = await withUniqueNames(() =>
      this.runtime.run(tagDecider, tagStreamId(tagId), { type: 'ChangeTag', tagId, ...changes }, env, { expectedVersion: version }),
    );
    return { id: tagId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, changed: r.events.length > 0 };
  }
}
