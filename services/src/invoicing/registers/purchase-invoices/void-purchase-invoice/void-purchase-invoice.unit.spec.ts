import { spec } from '../../../../platform/cqrs/decider-spec.js';
import { purchaseInvoiceDecider } from '../purchase-invoice.decider.js';

const recorded = {
  type: 'PurchaseInvoiceRecorded' as const,
  data: {
    purchaseInvoiceId: 'p1', supplierId: 's1', supplierName: 'Hurtownia Papier', number: 'FV/1', issueDate: '2026-11-02', receiptDate: '2026-11-04', currency: 'PLN', exchangeRate: '1',
    lines: [{ vatRate: '23', net: '100.00', vat: '23.00', gross: '123.00' }], totals: { net: '100.00', vat: '23.00', gross: '123.00' }, purchaseOrderId: null, receiptId: null, note: '',
    recordedBy: 'u', recordedAt: '2026-11-04T08:00:00.000Z',
  },
};
const voided = { type: 'PurchaseInvoiceVoided' as const, data: { purchaseInvoiceId: 'p1', reason: 'Entered twice', by: 'user-test', at: '2026-01-15T10:00:00.000Z' } };

describe('void purchase invoice', () => {
  it('voids with the reason, who and when', () => spec(purchaseInvoiceDecider).given([recorded]).when({ type: 'VoidPurchaseInvoice', purchaseInvoiceId: 'p1', reason: 'Entered twice' }).then([voided]));
  it('voids once', () => spec(purchaseInvoiceDecider).given([recorded, voided]).when({ type: 'VoidPurchaseInvoice', purchaseInvoiceId: 'p1', reason: 'again' }).thenFails('purchase_invoice_voided'));
  it('refuses an invoice never recorded', () => spec(purchaseInvoiceDecider).given([]).when({ type: 'VoidPurchaseInvoice', purchaseInvoiceId: 'p9', reason: 'x' }).thenFails('purchase_invoice_not_found'));
});
