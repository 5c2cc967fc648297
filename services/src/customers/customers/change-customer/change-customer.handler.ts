import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerStreamId } from '@tradedesk/contracts/customers/customers';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { commandAnswer } from '../../command-answer.js';
import { customerDecider } from '../../customer.decider.js';
import { CustomerFactsLoader } from '../../customer-facts.loader.js';
import { withCustomerUniques } from '../../customers-errors.js';
import { ChangeCustomerCommand } from './change-customer.command.js';

@CommandHandler(ChangeCustomerCommand)
export class ChangeCustomerHandler implements ICommandHandler<ChangeCustomerCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: CustomerFactsLoader,
  ) {}

  async execute({ customerId, body, env }: ChangeCustomerCommand) {
    const { version, ...changes } = body;
    const r = await withCustomerUniques(() =>
      this.runtime.run(
        customerDecider,
        customerStreamId(customerId),
        async () => ({ type: 'ChangeCustomer' as const, customerId, changes, facts: await this.facts.forChangeCustomer(customerId, changes) }),
        env,
        { expectedVersion: version },
      ),
    );
    return commandAnswer(customerId, r);
  }
}
