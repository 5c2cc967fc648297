import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invoiceSetupStreamId } from '@tradedesk/contracts/invoicing/invoice-setup';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { invoiceSetupDecider } from '../invoice-setup.decider.js';
import { SaveInvoiceSetupCommand } from './save-invoice-setup.command.js';

@CommandHandler(SaveInvoiceSetupCommand)
export class SaveInvoiceSetupHandler implements ICommandHandler<SaveInvoiceSetupCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ setupId, body, env }: SaveInvoiceSetupCommand) {
    const r = await this.runtime.run(invoiceSetupDecider, invoiceSetupStreamId(setupId), { type: 'SaveInvoiceSetup', setupId, setup: body.setup }, { ...env, commandId: body.commandId ?? env.commandId }, {
      expectedVersion: body.version,
    });
    return { id: setupId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, changed: r.events.length > 0 };
  }
}
