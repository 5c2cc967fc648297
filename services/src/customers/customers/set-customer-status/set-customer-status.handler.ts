import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerStreamId } from '@tradedesk/contracts/customers/customers';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { commandAnswer } from '../../command-answer.js';
import { customerDecider } from '../../customer.decider.js';
import { SetCustomerStatusCommand } from './set-customer-status.command.js';

@CommandHandler(SetCustomerStatusCommand)
export class SetCustomerStatusHandler implements ICommandHandler<SetCustomerStatusCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ customerId, action, env }: SetCustomerStatusCommand) {
    const type = action === 'disable' ? 'DisableCustomer' : 'EnableCustomer';
    return commandAnswer(customerId, await this.runtime.run(customerDecider, customerStreamId(customerId), { type, customerId }, env));
  }
}
