import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { positionStreamId } from '@tradedesk/contracts/identity/positions';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { withUniqueNames } from '../../unique-names.js';
import { positionDecider } from '../../position.decider.js';
import { CreatePositionCommand } from './create-position.command.js';

@CommandHandler(CreatePositionCommand)
export class CreatePositionHandler implements ICommandHandler<CreatePositionCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ body, env }: CreatePositionCommand) {
    const positionId = body.commandId ?? this.runtime.newId();
    const r = await withUniqueNames(() =>
      this.runtime.run(
        positionDecider,
        positionStreamId(positionId),
        { type: 'CreatePosition', positionId, name: body.name, description: body.description, pagePrivileges: body.pagePrivileges },
        { ...env, commandId: body.commandId ?? env.commandId },
      ),
    );
    return { id: positionId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate };
  }
}
