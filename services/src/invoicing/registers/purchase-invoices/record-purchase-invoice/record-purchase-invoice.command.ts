import type { RecordPurchaseInvoiceBody } from '@tradedesk/contracts/invoicing/purchase-invoices';
import type { CommandEnvelope } from '../../../../platform/cqrs/command-runtime.js';

/** POST /api/invoicing/purchase-invoices: record a supplier's invoice. */
export class RecordPurchaseInvoiceCommand {
  constructor(
    readonly body: RecordPurchaseInvoiceBody,
    readonly env: CommandEnvelope,
  ) {}
}
