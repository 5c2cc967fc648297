import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { moneyTransferStreamId } from '@tradedesk/contracts/finance/money-transfers';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { answer } from '../../accounts/finance-accounts-errors.js';
import { MoneyTransferFactsLoader } from '../money-transfer-facts.loader.js';
import { moneyTransferDecider } from '../money-transfer.decider.js';
import { SendTransferToChinaCommand } from './send-transfer-to-china.command.js';

@CommandHandler(SendTransferToChinaCommand)
export class SendTransferToChinaHandler implements ICommandHandler<SendTransferToChinaCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: MoneyTransferFactsLoader,
  ) {}

  async execute({ body, env }: SendTransferToChinaCommand) {
    const transferId = body.commandId ?? this.runtime.newId();
    const r = await this.runtime.run(
      moneyTransferDecider,
      moneyTransferStreamId(transferId),
      async () => ({ type: 'SendTransferToChina' as const, transferId, ...body, facts: await this.facts.forSendTransferToChina(body) }),
      { ...env, commandId: body.commandId ?? env.commandId },
    );
    return answer(transferId, r);
  }
}
