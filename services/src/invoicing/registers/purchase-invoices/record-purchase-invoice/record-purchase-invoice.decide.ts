import { type PurchaseInvoiceEvent, type PurchaseLineInput, pricePurchaseLines, purchaseTotals } from '@tradedesk/contracts/invoicing/purchase-invoices';
import type { DecideContext } from '../../../../platform/cqrs/decider.js';
import { DomainError } from '../../../../platform/event-store/errors.js';
import type { PurchaseInvoiceState } from '../purchase-invoice.state.js';

export interface RecordPurchaseInvoice {
  type: 'RecordPurchaseInvoice';
  purchaseInvoiceId: string;
  /** The supplier as the handler read it through the suppliers query (null: no such supplier). */
  supplier: { id: string; name: string } | null;
  supplierId: string;
  number: string;
  issueDate: string;
  receiptDate: string;
  currency: string;
  exchangeRate: string;
  lines: PurchaseLineInput[];
  purchaseOrderId: string | null;
  receiptId: string | null;
  note: string;
}

/**
 * Records a supplier's invoice as received: the lines per rate rounded to the currency (VAT as
 * stated, or net x rate when not given), the totals, who and when. The number's uniqueness per
 * supplier is the read model's index (a 409 inside the append).
 */
export function decideRecordPurchaseInvoice(c: RecordPurchaseInvoice, s: PurchaseInvoiceState, ctx: DecideContext): PurchaseInvoiceEvent[] {
  if (s.document) throw new DomainError('purchase_invoice_exists', `Purchase invoice ${c.purchaseInvoiceId} is recorded already.`, 409);
  if (!c.supplier) throw new DomainError('supplier_not_found', `supplierId: no supplier ${c.supplierId}.`, 422, { field: 'supplierId' });
  const lines = pricePurchaseLines(c.currency, c.lines);
  return [
    {
      type: 'PurchaseInvoiceRecorded',
      data: {
        purchaseInvoiceId: c.purchaseInvoiceId, supplierId: c.supplier.id, supplierName: c.supplier.name, number: c.number, issueDate: c.issueDate, receiptDate: c.receiptDate,
        currency: c.currency, exchangeRate: c.exchangeRate, lines, totals: purchaseTotals(c.currency, lines), purchaseOrderId: c.purchaseOrderId, receiptId: c.receiptId, note: c.note,
        recordedBy: ctx.userId, recordedAt: ctx.now.toISOString(),
      },
    },
  ];
}
