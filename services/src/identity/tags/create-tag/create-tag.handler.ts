import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { tagStreamId } from '@tradedesk/contracts/identity/tags';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { withUniqueNames } from '../../unique-names.js';
import { tagDecider } from '../../tag.decider.js';
import { CreateTagCommand } from './create-tag.command.js';

@CommandHandler(CreateTagCommand)
export class CreateTagHandler implements ICommandHandler<CreateTagCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ body, env }: CreateTagCommand) {
    const tagId = body.commandId ?? this.runtime.newId();
    const r = await withUniqueNames(() =>
      this.runtime.run(
        tagDecider,
        tagStreamId(tagId),
        { type: 'CreateTag', tagId, name: body.name, color: body.color },
        { ...env, commandId: body.commandId ?? env.commandId },
      ),
    );
    return { id: tagId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate };
  }
}
