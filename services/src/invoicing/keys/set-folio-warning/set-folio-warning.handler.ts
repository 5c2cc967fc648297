import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invoiceKeysStreamId } from '@tradedesk/contracts/invoicing/invoice-keys';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { invoiceKeysDecider } from '../invoice-keys.decider.js';
import { SetFolioWarningCommand } from './set-folio-warning.command.js';

@CommandHandler(SetFolioWarningCommand)
export class SetFolioWarningHandler implements ICommandHandler<SetFolioWarningCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ setupId, body, env }: SetFolioWarningCommand) {
    const r = await this.runtime.run(invoiceKeysDecider, invoiceKeysStreamId(setupId), { type: 'SetFolioWarning', setupId, warnAt: body.warnAt }, { ...env, commandId: body.commandId ?? env.commandId });
    return { id: setupId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, changed: r.events.length > 0 };
  }
}
