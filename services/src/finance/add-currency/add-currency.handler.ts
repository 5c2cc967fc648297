import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { currencyStreamId } from '@tradedesk/contracts/finance/currencies';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { currencyDecider } from '../currency.decider.js';
import { AddCurrencyCommand } from './add-currency.command.js';

@CommandHandler(AddCurrencyCommand)
export class AddCurrencyHandler implements ICommandHandler<AddCurrencyCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ body, env }: AddCurrencyCommand) {
    const r = await this.runtime.run(
      currencyDecider,
      currencyStreamId(body.code),
      { type: 'AddCurrency', currencyId: body.code, code: body.code, name: body.name },
      { ...env, commandId: body.commandId ?? env.commandId },
    );
    return { id: body.code, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate };
  }
}
