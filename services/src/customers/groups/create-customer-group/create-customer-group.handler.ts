import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerGroupStreamId } from '@tradedesk/contracts/customers/customer-groups';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { commandAnswer } from '../../command-answer.js';
import { customerGroupDecider } from '../../customer-group.decider.js';
import { withCustomerUniques } from '../../customers-errors.js';
import { CreateCustomerGroupCommand } from './create-customer-group.command.js';

@CommandHandler(CreateCustomerGroupCommand)
export class CreateCustomerGroupHandler implements ICommandHandler<CreateCustomerGroupCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ body, env }: CreateCustomerGroupCommand) {
    // The group id derives from the command id, so a retried request targets the same stream.
    const groupId = body.commandId ?? this.runtime.newId();
    const r = await withCustomerUniques(() =>
      this.runtime.run(customerGroupDecider, customerGroupStreamId(groupId), { type: 'CreateCustomerGroup', groupId, name: body.name, memo: body.memo }, { ...env, commandId: body.commandId }),
    );
    return commandAnswer(groupId, r);
  }
}
