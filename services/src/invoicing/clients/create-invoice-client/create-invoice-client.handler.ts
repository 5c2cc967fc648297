import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invoiceClientStreamId } from '@tradedesk/contracts/invoicing/invoice-clients';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { invoiceClientDecider } from '../invoice-client.decider.js';
import { CreateInvoiceClientCommand } from './create-invoice-client.command.js';

@CommandHandler(CreateInvoiceClientCommand)
export class CreateInvoiceClientHandler implements ICommandHandler<CreateInvoiceClientCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ body, env }: CreateInvoiceClientCommand) {
    const { commandId, ...fields } = body;
    // The id derives from the command id: a retried request targets the same stream.
    const clientId = commandId ?? this.runtime.newId();
    const r = await this.runtime.run(invoiceClientDecider, invoiceClientStreamId(clientId), { type: 'CreateInvoiceClient', clientId, fields }, { ...env, commandId: commandId ?? env.commandId });
    return { id: clientId, streamVersion: r.streamVersion, globalPosition: r.globalPosition };
  }
}
