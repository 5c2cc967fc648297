import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { moneyTransferStreamId } from '@tradedesk/contracts/finance/money-transfers';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { answer } from '../../accounts/finance-accounts-errors.js';
import { MoneyTransferFactsLoader } from '../money-transfer-facts.loader.js';
import { moneyTransferDecider } from '../money-transfer.decider.js';
import { SendDomesticTransferCommand } from './send-domestic-transfer.command.js';

@CommandHandler(SendDomesticTransferCommand)
export class SendDomesticTransferHandler implements ICommandHandler<SendDomesticTransferCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: MoneyTransferFactsLoader,
  ) {}

  async execute({ body, env }: SendDomesticTransferCommand) {
    // The transfer id is the command id: a retried request sends once.
    const transferId = body.commandId ?? this.runtime.newId();
    const r = await this.runtime.run(
      moneyTransferDecider,
      moneyTransferStreamId(transferId),
      async () => ({ type: 'SendDomesticTransfer' as const, transferId, ...body, facts: await this.facts.forSendDomesticTransfer(body) }),
      { ...env, commandId: body.commandId ?? env.commandId },
    );
    return answer(transferId, r);
  }
}
