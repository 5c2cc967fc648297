import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerGroupStreamId } from '@tradedesk/contracts/customers/customer-groups';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { commandAnswer } from '../../command-answer.js';
import { customerGroupDecider } from '../../customer-group.decider.js';
import { SetCustomerGroupStatusCommand } from './set-customer-group-status.command.js';

@CommandHandler(SetCustomerGroupStatusCommand)
export class SetCustomerGroupStatusHandler implements ICommandHandler<SetCustomerGroupStatusCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ groupId, action, env }: SetCustomerGroupStatusCommand) {
    const type = action === 'disable' ? 'DisableCustomerGroup' : 'EnableCustomerGroup';
    return commandAnswer(groupId, await this.runtime.run(customerGroupDecider, customerGroupStreamId(groupId), { type, groupId }, env));
  }
}
