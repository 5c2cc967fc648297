import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invoiceKeysStreamId } from '@tradedesk/contracts/invoicing/invoice-keys';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { invoiceKeysDecider } from '../invoice-keys.decider.js';
import { SetCafSettingsCommand } from './set-caf-settings.command.js';

@CommandHandler(SetCafSettingsCommand)
export class SetCafSettingsHandler implements ICommandHandler<SetCafSettingsCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ setupId, body, env }: SetCafSettingsCommand) {
    const { commandId, ...settings } = body;
    const r = await this.runtime.run(invoiceKeysDecider, invoiceKeysStreamId(setupId), { type: 'SetCafSettings', setupId, settings }, { ...env, commandId: commandId ?? env.commandId });
    return { id: setupId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, changed: r.events.length > 0 };
  }
}
