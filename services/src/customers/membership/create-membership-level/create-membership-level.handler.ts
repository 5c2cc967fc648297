import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { membershipLevelStreamId } from '@tradedesk/contracts/customers/membership-levels';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { commandAnswer } from '../../command-answer.js';
import { withCustomerUniques } from '../../customers-errors.js';
import { membershipLevelDecider } from '../../membership-level.decider.js';
import { CreateMembershipLevelCommand } from './create-membership-level.command.js';

@CommandHandler(CreateMembershipLevelCommand)
export class CreateMembershipLevelHandler implements ICommandHandler<CreateMembershipLevelCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ body, env }: CreateMembershipLevelCommand) {
    // The level id derives from the command id, so a retried request targets the same stream.
    const levelId = body.commandId ?? this.runtime.newId();
    const { commandId, ...fields } = body;
    const r = await withCustomerUniques(() =>
      this.runtime.run(membershipLevelDecider, membershipLevelStreamId(levelId), { type: 'CreateMembershipLevel', levelId, fields }, { ...env, commandId }),
    );
    return commandAnswer(levelId, r);
  }
}
