import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { purchaseInvoiceStreamId } from '@tradedesk/contracts/invoicing/purchase-invoices';
import { CommandRuntime } from '../../../../platform/cqrs/command-runtime.js';
import { purchaseInvoiceDecider } from '../purchase-invoice.decider.js';
import { VoidPurchaseInvoiceCommand } from './void-purchase-invoice.command.js';

@CommandHandler(VoidPurchaseInvoiceCommand)
export class VoidPurchaseInvoiceHandler implements ICommandHandler<VoidPurchaseInvoiceCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ purchaseInvoiceId, reason, version, env }: VoidPurchaseInvoiceCommand) {
    const r = await this.runtime.run(purchaseInvoiceDecider, purchaseInvoiceStreamId(purchaseInvoiceId), { type: 'VoidPurchaseInvoice', purchaseInvoiceId, reason }, env, { expectedVersion: version });
    return { id: purchaseInvoiceId, streamVersion: r.streamVersion, globalPosition: r.globalPosition };
  }
}
