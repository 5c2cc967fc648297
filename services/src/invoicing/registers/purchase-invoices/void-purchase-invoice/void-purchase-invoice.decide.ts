import type { PurchaseInvoiceEvent } from '@tradedesk/contracts/invoicing/purchase-invoices';
import type { DecideContext } from '../../../../platform/cqrs/decider.js';
import { DomainError } from '../../../../platform/event-store/errors.js';
import type { PurchaseInvoiceState } from '../purchase-invoice.state.js';

export interface VoidPurchaseInvoice {
  type: 'VoidPurchaseInvoice';
  purchaseInvoiceId: string;
  reason: string;
}

/** The one change a recorded purchase invoice takes: voided, with the reason, who and when; once. */
export function decideVoidPurchaseInvoice(c: VoidPurchaseInvoice, s: PurchaseInvoiceState, ctx: DecideContext): PurchaseInvoiceEvent[] {
  if (!s.document) throw new DomainError('purchase_invoice_not_found', `Purchase invoice ${c.purchaseInvoiceId} does not exist.`, 404);
  if (s.voided) throw new DomainError('purchase_invoice_voided', 'This purchase invoice is voided already.', 409);
  return [{ type: 'PurchaseInvoiceVoided', data: { purchaseInvoiceId: c.purchaseInvoiceId, reason: c.reason, by: ctx.userId, at: ctx.now.toISOString() } }];
}
