import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invoiceClientStreamId } from '@tradedesk/contracts/invoicing/invoice-clients';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { invoiceClientDecider } from '../invoice-client.decider.js';
import { ChangeInvoiceClientCommand } from './change-invoice-client.command.js';

@CommandHandler(ChangeInvoiceClientCommand)
export class ChangeInvoiceClientHandler implements ICommandHandler<ChangeInvoiceClientCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ clientId, body, env }: ChangeInvoiceClientCommand) {
    const { version, ...changes } = body;
    const r = await this.runtime.run(invoiceClientDecider, invoiceClientStreamId(clientId), { type: 'ChangeInvoiceClient', clientId, changes }, env, { expectedVersion: version });
    return { id: clientId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, changed: r.events.length > 0 };
  }
}
