import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { membershipLevelStreamId } from '@tradedesk/contracts/customers/membership-levels';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { commandAnswer } from '../../command-answer.js';
import { membershipLevelDecider } from '../../membership-level.decider.js';
import { SetMembershipLevelStatusCommand } from './set-membership-level-status.command.js';

@CommandHandler(SetMembershipLevelStatusCommand)
export class SetMembershipLevelStatusHandler implements ICommandHandler<SetMembershipLevelStatusCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ levelId, action, env }: SetMembershipLevelStatusCommand) {
    const type = action === 'disable' ? 'DisableMembershipLevel' : 'EnableMembershipLevel';
    return commandAnswer(levelId, await this.runtime.run(membershipLevelDecider, membershipLevelStreamId(levelId), { type, levelId }, env));
  }
}
