import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { tagStreamId } from '@tradedesk/contracts/identity/tags';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { tagDecider } from '../../tag.decider.js';
import { SetTagStatusCommand } from './set-tag-status.command.js';

@CommandHandler(SetTagStatusCommand)
export class SetTagStatusHandler implements ICommandHandler<SetTagStatusCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ tagId, action, env }: SetTagStatusCommand) {
    const type = action === 'disable' ? 'DisableTag' : 'EnableTag';
    const r = await this.runtime.run(tagDecider, tagStreamId(tagId), { type, tagId }, env);
    return { id: tagId, disabled: r.state.disabled, streamVersion: r.streamVersion, globalPosition: r.globalPosition };
  }
}
