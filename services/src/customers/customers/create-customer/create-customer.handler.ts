import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerStreamId } from '@tradedesk/contracts/customers/customers';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { commandAnswer } from '../../command-answer.js';
import { customerDecider } from '../../customer.decider.js';
import { CustomerFactsLoader } from '../../customer-facts.loader.js';
import { withCustomerUniques } from '../../customers-errors.js';
import { CreateCustomerCommand } from './create-customer.command.js';

@CommandHandler(CreateCustomerCommand)
export class CreateCustomerHandler implements ICommandHandler<CreateCustomerCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: CustomerFactsLoader,
  ) {}

  async execute({ body, env }: CreateCustomerCommand) {
    // The customer id derives from the command id, so a retried request targets the same stream.
    const customerId = body.commandId ?? this.runtime.newId();
    const { commandId, ...fields } = body;
    const r = await withCustomerUniques(() =>
      this.runtime.run(
        customerDecider,
        customerStreamId(customerId),
        async () => ({ type: 'CreateCustomer' as const, customerId, fields, facts: await this.facts.forCreateCustomer(fields) }),
        { ...env, commandId },
      ),
    );
    return commandAnswer(customerId, r);
  }
}
