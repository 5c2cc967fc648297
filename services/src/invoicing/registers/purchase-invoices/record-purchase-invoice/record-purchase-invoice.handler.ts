import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { purchaseInvoiceStreamId } from '@tradedesk/contracts/invoicing/purchase-invoices';
import { getSupplier } from '@tradedesk/projections/catalog/suppliers/suppliers.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { CommandRuntime } from '../../../../platform/cqrs/command-runtime.js';
import { DATABASE } from '../../../../platform/tokens.js';
import { withRegisterUniques } from '../../register-errors.js';
import { purchaseInvoiceDecider } from '../purchase-invoice.decider.js';
import { RecordPurchaseInvoiceCommand } from './record-purchase-invoice.command.js';

@CommandHandler(RecordPurchaseInvoiceCommand)
export class RecordPurchaseInvoiceHandler implements ICommandHandler<RecordPurchaseInvoiceCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({ body, env }: RecordPurchaseInvoiceCommand) {
    const { commandId, ...fields } = body;
    // The id derives from the command id: a retried request answers the same invoice.
    const purchaseInvoiceId = commandId ?? this.runtime.newId();
    const found = await getSupplier(this.db, fields.supplierId);
    const supplier = found ? { id: found.id, name: found.name } : null;
    const r = await withRegisterUniques(() =>
      this.runtime.run(purchaseInvoiceDecider, purchaseInvoiceStreamId(purchaseInvoiceId), { type: 'RecordPurchaseInvoice', purchaseInvoiceId, supplier, ...fields }, { ...env, commandId: commandId ?? env.commandId }),
    );
    return { id: purchaseInvoiceId, streamVersion: r.streamVersion, globalPosition: r.globalPosition };
  }
}
