import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { moneyAccountStreamId } from '@tradedesk/contracts/finance/money-accounts';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { answer, withFinanceUniques } from '../finance-accounts-errors.js';
import { FinanceAccountsFactsLoader } from '../finance-accounts-facts.loader.js';
import { moneyAccountDecider } from '../money-account.decider.js';
import { OpenMoneyAccountCommand } from './open-money-account.command.js';

@CommandHandler(OpenMoneyAccountCommand)
export class OpenMoneyAccountHandler implements ICommandHandler<OpenMoneyAccountCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: FinanceAccountsFactsLoader,
  ) {}

  async execute({ body: b, env }: OpenMoneyAccountCommand) {
    // The account id derives from the command id: a retried request opens the same account once.
    const accountId = b.commandId ?? this.runtime.newId();
    const r = await withFinanceUniques(() =>
      this.runtime.run(
        moneyAccountDecider,
        moneyAccountStreamId(accountId),
        { type: 'OpenMoneyAccount', accountId, kind: b.kind, name: b.name, currency: b.currency, openingBalance: b.openingBalance, bankName: b.bankName, accountNumber: b.accountNumber, facts: this.facts.forOpenMoneyAccount(b.currency) },
        { ...env, commandId: b.commandId ?? env.commandId },
      ),
    );
    return answer(accountId, r);
  }
}
