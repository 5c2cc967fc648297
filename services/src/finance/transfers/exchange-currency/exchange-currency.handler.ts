import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { moneyTransferStreamId } from '@tradedesk/contracts/finance/money-transfers';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { answer } from '../../accounts/finance-accounts-errors.js';
import { MoneyTransferFactsLoader } from '../money-transfer-facts.loader.js';
import { moneyTransferDecider } from '../money-transfer.decider.js';
import { ExchangeCurrencyCommand } from './exchange-currency.command.js';

@CommandHandler(ExchangeCurrencyCommand)
export class ExchangeCurrencyHandler implements ICommandHandler<ExchangeCurrencyCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: MoneyTransferFactsLoader,
  ) {}

  async execute({ body, env }: ExchangeCurrencyCommand) {
    const transferId = body.commandId ?? this.runtime.newId();
    const r = await this.runtime.run(
      moneyTransferDecider,
      moneyTransferStreamId(transferId),
      async () => ({ type: 'ExchangeCurrency' as const, transferId, ...body, facts: await this.facts.forExchangeCurrency(body, this.runtime.clock()) }),
      { ...env, commandId: body.commandId ?? env.commandId },
    );
    return answer(transferId, r);
  }
}
