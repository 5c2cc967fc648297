import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { positionStreamId } from '@tradedesk/contracts/identity/positions';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { withUniqueNames } from '../../unique-names.js';
import { positionDecider } from '../../position.decider.js';
import { UpdatePositionCommand } from './update-position.command.js';

/** Renaming a position renames the role of everyone holding it; new page privileges count at their next request. */
@CommandHandler(UpdatePositionCommand)
export class UpdatePositionHandler implements ICommandHandler<UpdatePositionCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ positionId, body, env }: UpdatePositionCommand) {
    const { version, ...changes } = body;
    const r = await withUniqueNames(() =>
      this.runtime.run(positionDecider, positionStreamId(positionId), { type: 'ChangePosition', positionId, ...changes }, env, { expectedVersion: version }),
    );
    return { id: positionId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, changed: r.events.length > 0 };
  }
}
