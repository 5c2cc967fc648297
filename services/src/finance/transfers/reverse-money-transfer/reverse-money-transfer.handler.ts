import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { moneyTransferStreamId } from '@tradedesk/contracts/finance/money-transfers';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { answer } from '../../accounts/finance-accounts-errors.js';
import { MoneyTransferFactsLoader } from '../money-transfer-facts.loader.js';
import { moneyTransferDecider } from '../money-transfer.decider.js';
import { ReverseMoneyTransferCommand } from './reverse-money-transfer.command.js';

@CommandHandler(ReverseMoneyTransferCommand)
export class ReverseMoneyTransferHandler implements ICommandHandler<ReverseMoneyTransferCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: MoneyTransferFactsLoader,
  ) {}

  async execute({ kind, transferId, body, env }: ReverseMoneyTransferCommand) {
    const r = await this.runtime.run(
      moneyTransferDecider,
      moneyTransferStreamId(transferId),
      async () => ({ type: 'ReverseMoneyTransfer' as const, kind, transferId, reason: body.reason, date: body.date, facts: await this.facts.forReverseMoneyTransfer(body.date) }),
      { ...env, commandId: body.commandId ?? env.commandId },
    );
    return answer(transferId, r);
  }
}
