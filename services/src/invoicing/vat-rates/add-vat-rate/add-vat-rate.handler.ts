import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { vatRatesStreamId } from '@tradedesk/contracts/invoicing/vat-rates';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { vatRatesDecider } from '../vat-rates.decider.js';
import { AddVatRateCommand } from './add-vat-rate.command.js';

@CommandHandler(AddVatRateCommand)
export class AddVatRateHandler implements ICommandHandler<AddVatRateCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ body, env }: AddVatRateCommand) {
    const { commandId, ...rate } = body;
    const rateId = commandId ?? this.runtime.newId();
    const r = await this.runtime.run(vatRatesDecider, vatRatesStreamId(rate.country), { type: 'AddVatRate', rateId, rate }, { ...env, commandId: commandId ?? env.commandId });
    return { id: rateId, streamVersion: r.streamVersion, globalPosition: r.globalPosition };
  }
}
