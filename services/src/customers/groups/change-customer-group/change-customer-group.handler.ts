import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerGroupStreamId } from '@tradedesk/contracts/customers/customer-groups';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { commandAnswer } from '../../command-answer.js';
import { customerGroupDecider } from '../../customer-group.decider.js';
import { withCustomerUniques } from '../../customers-errors.js';
import { ChangeCustomerGroupCommand } from './change-customer-group.command.js';

@CommandHandler(ChangeCustomerGroupCommand)
export class ChangeCustomerGroupHandler implements ICommandHandler<ChangeCustomerGroupCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ groupId, body, env }: ChangeCustomerGroupCommand) {
    const { version, ...changes } = body;
    const r = await withCustomerUniques(() =>
      this.runtime.run(customerGroupDecider, customerGroupStreamId(groupId), { type: 'ChangeCustomerGroup', groupId, changes }, env, { expectedVersion: version }),
    );
    return commandAnswer(groupId, r);
  }
}
