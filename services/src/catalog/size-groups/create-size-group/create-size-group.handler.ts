import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { sizeGroupStreamId } from '@tradedesk/contracts/catalog/categories';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { changedAnswer } from '../../command-answer.js';
import { sizeGroupDecider } from '../size-group.decider.js';
import { CreateSizeGroupCommand } from './create-size-group.command.js';

@CommandHandler(CreateSizeGroupCommand)
export class CreateSizeGroupHandler implements ICommandHandler<CreateSizeGroupCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ body: b, env }: CreateSizeGroupCommand) {
    // The group id derives from the command id, so a retried request targets the same stream.
    const sizeGroupId = b.commandId ?? this.runtime.newId();
    const r = await this.runtime.run(sizeGroupDecider, sizeGroupStreamId(sizeGroupId), { type: 'CreateSizeGroup', sizeGroupId, name: b.name, sizes: b.sizes }, { ...env, commandId: b.commandId });
    return changedAnswer(sizeGroupId, r);
  }
}
