import { spec } from '../../../../platform/cqrs/decider-spec.js';
import { purchaseInvoiceDecider } from '../purchase-invoice.decider.js';

const command = {
  type: 'RecordPurchaseInvoice' as const, purchaseInvoiceId: 'p1', supplier: { id: 's1', name: 'Hurtownia Papier' }, supplierId: 's1', number: 'FV/11/2026/17',
  issueDate: '2026-11-02', receiptDate: '2026-11-04', currency: 'PLN', exchangeRate: '1', purchaseOrderId: null, receiptId: 'r9', note: '',
  // 8 %: 123.45 x 0.08 = 9.876 -> 9.88; 23 %: VAT as stated on the invoice.
  lines: [{ vatRate: '8', net: '123.45' }, { vatRate: '23', net: '1000', vat: '230.00' }],
};

describe('record purchase invoice', () => {
  it('records the lines per rate (highest first), VAT computed when not stated, the totals, who and when', () =>
    spec(purchaseInvoiceDecider)
      .given([])
      .when(command)
      .then([
        {
          type: 'PurchaseInvoiceRecorded',
          data: {
            purchaseInvoiceId: 'p1', supplierId: 's1', supplierName: 'Hurtownia Papier', number: 'FV/11/2026/17', issueDate: '2026-11-02', receiptDate: '2026-11-04', currency: 'PLN', exchangeRate: '1',
            lines: [{ vatRate: '23', net: '1000.00', vat: '230.00', gross: '1230.00' }, { vatRate: '8', net: '123.45', vat: '9.88', gross: '133.33' }],
            totals: { net: '1123.45', vat: '239.88', gross: '1363.33' },
            purchaseOrderId: null, receiptId: 'r9', note: '', recordedBy: 'user-test', recordedAt: '2026-01-15T10:00:00.000Z',
          },
        },
      ]));

  it('rounds to the currency: forints have no decimals (27 % of 1001 = 270.27 -> 270)', () =>
    spec(purchaseInvoiceDecider)
      .given([])
      .when({ ...command, currency: 'HUF', lines: [{ vatRate: '27', net: '1001' }] })
      .then((events) => expect((events[0]!.data as { totals: unknown }).totals).toEqual({ net: '1001', vat: '270', gross: '1271' })));

  it('refuses an unknown supplier', () => spec(purchaseInvoiceDecider).given([]).when({ ...command, supplier: null }).thenFails('supplier_not_found'));
});
