import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { membershipLevelStreamId } from '@tradedesk/contracts/customers/membership-levels';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { commandAnswer } from '../../command-answer.js';
import { withCustomerUniques } from '../../customers-errors.js';
import { membershipLevelDecider } from '../../membership-level.decider.js';
import { ChangeMembershipLevelCommand } from './change-membership-level.command.js';

@CommandHandler(ChangeMembershipLevelCommand)
export class ChangeMembershipLevelHandler implements ICommandHandler<ChangeMembershipLevelCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ levelId, body, env }: ChangeMembershipLevelCommand) {
    const { version, ...changes } = body;
    const r = await withCustomerUniques(() =>
      this.runtime.run(membershipLevelDecider, membershipLevelStreamId(levelId), { type: 'ChangeMembershipLevel', levelId, changes }, env, { expectedVersion: version }),
    );
    return commandAnswer(levelId, r);
  }
}
