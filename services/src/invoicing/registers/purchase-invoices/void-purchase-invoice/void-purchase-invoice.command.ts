import type { CommandEnvelope } from '../../../../platform/cqrs/command-runtime.js';

/** POST /api/invoicing/purchase-invoices/:id/void. */
export class VoidPurchaseInvoiceCommand {
  constructor(
    readonly purchaseInvoiceId: string,
    readonly reason: string,
    readonly version: number | undefined,
    readonly env: CommandEnvelope,
  ) {}
}
