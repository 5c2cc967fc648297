import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { positionStreamId } from '@tradedesk/contracts/identity/positions';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { positionDecider } from '../../position.decider.js';
import { SetPositionStatusCommand } from './set-position-status.command.js';

@CommandHandler(SetPositionStatusCommand)
export class SetPositionStatusHandler implements ICommandHandler<SetPositionStatusCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ positionId, action, env }: SetPositionStatusCommand) {
    const type = action === 'disable' ? 'DisablePosition' : 'EnablePosition';
    const r = await this.runtime.run(positionDecider, positionStreamId(positionId), { type, positionId }, env);
    return { id: positionId, disabled: r.state.disabled, streamVersion: r.streamVersion, globalPosition: r.globalPosition };
  }
}
