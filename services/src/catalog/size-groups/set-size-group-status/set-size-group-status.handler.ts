import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { sizeGroupStreamId } from '@tradedesk/contracts/catalog/categories';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { changedAnswer } from '../../command-answer.js';
import { sizeGroupDecider } from '../size-group.decider.js';
import { SetSizeGroupStatusCommand } from './set-size-group-status.command.js';

@CommandHandler(SetSizeGroupStatusCommand)
export class SetSizeGroupStatusHandler implements ICommandHandler<SetSizeGroupStatusCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ sizeGroupId, action, env }: SetSizeGroupStatusCommand) {
    const type = action === 'disable' ? 'DisableSizeGroup' : 'EnableSizeGroup';
    return changedAnswer(sizeGroupId, await this.runtime.run(sizeGroupDecider, sizeGroupStreamId(sizeGroupId), { type, sizeGroupId }, env));
  }
}
