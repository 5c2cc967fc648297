import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { financeClassStreamId } from '@tradedesk/contracts/finance/money-accounts';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { answer, withFinanceUniques } from '../finance-accounts-errors.js';
import { FinanceAccountsFactsLoader } from '../finance-accounts-facts.loader.js';
import { financeClassDecider } from '../finance-class.decider.js';
import { CreateFinanceClassCommand } from './create-finance-class.command.js';

@CommandHandler(CreateFinanceClassCommand)
export class CreateFinanceClassHandler implements ICommandHandler<CreateFinanceClassCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: FinanceAccountsFactsLoader,
  ) {}

  async execute({ body: b, env }: CreateFinanceClassCommand) {
    const classId = b.commandId ?? this.runtime.newId();
    const r = await withFinanceUniques(() =>
      this.runtime.run(
        financeClassDecider,
        financeClassStreamId(classId),
        async () => ({ type: 'CreateFinanceClass' as const, classId, direction: b.direction, name: b.name, parentId: b.parentId, facts: await this.facts.forCreateFinanceClass(b.parentId) }),
        { ...env, commandId: b.commandId ?? env.commandId },
      ),
    );
    return answer(classId, r);
  }
}
