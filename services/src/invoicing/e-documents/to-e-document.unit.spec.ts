import { eDocumentSchema } from '@tradedesk/contracts/invoicing/e-document';
import { testContext } from '../../platform/cqrs/decider-spec.js';
import { invoiceDecider } from '../documents/invoice.decider.js';
import { issuedEvent, issueFacts, plClient, plSetup } from '../testing/invoice-fixtures.js';
import { toEDocument } from './to-e-document.js';

const ctx = testContext({ now: new Date('2026-11-25T09:00:00Z') });
const issue = (currency?: string) =>
  issuedEvent(invoiceDecider.decide(
    { type: 'IssueInvoice', invoiceId: 'i1', number: 'FV/2026/11/0001', sequence: 1, series: 'FV', facts: issueFacts(),
      body: { setupId: 's1', clientId: 'c1', kind: 'invoice', document: 'factura', currency, exchangeRate: '4.2512', deliveryDate: null, dueDate: '2026-12-09', paymentMeans: 'transfer', saleOrderIds: [], notes: ['Dziękujemy'],
        lines: [{ description: 'Kubek', productCode: 'KUB-1', unitName: 'szt.', unitCode: 'H87', quantity: '3', unitPrice: '12.345', discount: '0', vatRate: '23', vatCategory: 'S', exemptionReason: '' }] } },
    invoiceDecider.initialState(),
    ctx,
  )).data;

describe('toEDocument', () => {
  it('an issued Polish invoice as the generators read it (schema-valid, figures as issued)', () => {
    const doc = toEDocument(issue(), plSetup, plClient);
    expect(eDocumentSchema.parse(doc)).toEqual(doc);
    expect(doc).toMatchObject({
      country: 'PL', kind: 'invoice', documentId: 'i1', number: 'FV/2026/11/0001', series: 'FV', sequence: 1, issueDate: '2026-11-25', currency: 'PLN', localCurrency: 'PLN', exchangeRate: '1',
      seller: { name: 'Hurtownia Wisła sp. z o.o.', taxId: '1234563218', vatId: 'PL1234563218' }, buyer: { name: 'Sklep Kasia', email: 'kasia@sklep.pl' },
      lines: [{ lineNo: 1, quantity: '3', unitPrice: '12.345', netAmount: '37.04', vatAmount: '8.52', grossAmount: '45.56', gtin: '' }],
      vatTotals: [{ vatCategory: 'S', vatRate: '23', taxableAmount: '37.04', vatAmount: '8.52', vatAmountLocal: '8.52' }],
      totals: { net: '37.04', vat: '8.52', gross: '45.56', discount: '0.00', payable: '45.56' },
      payment: { means: 'transfer', iban: 'PL61109010140000071219812874' }, corrects: null, notes: ['Dziękujemy'],
    });
  });

  it('in euros: the VAT in złoty at the document’s rate (8.52 x 4.2512 = 36.220224 -> 36.22)', () => {
    const doc = toEDocument(issue('EUR'), plSetup, plClient);
    expect(doc.vatTotals[0]).toMatchObject({ vatAmount: '8.52', vatAmountLocal: '36.22' });
    expect(doc.exchangeRate).toBe('4.2512');
  });

  it('a proforma has no e-document', () => {
    expect(() => toEDocument({ ...issue(), kind: 'proforma' }, plSetup, plClient)).toThrow(/proforma/);
  });
});
