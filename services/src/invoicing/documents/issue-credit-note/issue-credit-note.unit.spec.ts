import type { InvoiceView } from '@tradedesk/contracts/invoicing/invoice';
import { spec, testContext } from '../../../platform/cqrs/decider-spec.js';
import { issuedEvent, issueFacts } from '../../testing/invoice-fixtures.js';
import { invoiceDecider } from '../invoice.decider.js';
import { creditedBy, type IssueCreditNote } from './issue-credit-note.decide.js';

const ctx = testContext({ now: new Date('2026-11-26T08:00:00Z'), userId: 'u-ania' });
const issued = issuedEvent(invoiceDecider.decide(
  { type: 'IssueInvoice', invoiceId: 'i1', number: 'FV/2026/11/0001', sequence: 1, series: 'FV', facts: issueFacts(),
    body: { setupId: 's1', clientId: 'c1', kind: 'invoice', document: 'factura', exchangeRate: '1', deliveryDate: null, dueDate: null, paymentMeans: 'transfer', saleOrderIds: ['o1', 'o2'], saleOrderVatRate: '23', lines: [], notes: [] } },
  invoiceDecider.initialState(),
  ctx,
));
const view = (credited: Record<number, string> = {}, kind: InvoiceView['kind'] = 'invoice'): InvoiceView => ({
  id: 'i1', kind, number: 'FV/2026/11/0001', issueDate: '2026-11-25', clientId: 'c1', clientName: 'Sklep Kasia', clientTaxId: '5260250274', currency: 'PLN',
  net: '55.54', vat: '12.77', gross: '68.31', correctsNumber: null, issuedAt: '', issuedBy: 'u', country: 'PL', series: 'FV', sequence: 1, document: issued.data, creditNotes: [], credited,
});
const credit = (lines?: { lineNo: number; quantity: string }[], original: InvoiceView | null = view()): IssueCreditNote => ({
  type: 'IssueCreditNote', creditNoteId: 'k1', invoiceId: 'i1', number: 'KOR/2026/11/0001', sequence: 1, series: 'KOR', body: { reason: 'Zwrot towaru', lines }, facts: { today: '2026-11-26', original },
});

describe('issue credit note', () => {
  it('the whole invoice: every line negative, naming the original', () => {
    const e = issuedEvent(invoiceDecider.decide(credit(), invoiceDecider.initialState(), ctx));
    expect(e.type).toBe('CreditNoteIssued');
    expect(e.data).toMatchObject({
      kind: 'creditNote', number: 'KOR/2026/11/0001', issueDate: '2026-11-26', issuedBy: 'u-ania',
      corrects: { invoiceId: 'i1', number: 'FV/2026/11/0001', issueDate: '2026-11-25', reason: 'Zwrot towaru' },
      totals: { net: '-55.54', vat: '-12.77', gross: '-68.31' },
    });
  });

  it('one Kubek of three: 12.345 -> 12.35 net, 2.84 VAT', () => {
    const e = issuedEvent(invoiceDecider.decide(credit([{ lineNo: 1, quantity: '1' }]), invoiceDecider.initialState(), ctx));
    expect(e.data.lines).toEqual([expect.objectContaining({ lineNo: 1, correctsLineNo: 1, quantity: '-1', netAmount: '-12.35' })]);
    expect(e.data.vatTotals).toEqual([{ vatCategory: 'S', vatRate: '23', taxableAmount: '-12.35', vatAmount: '-2.84' }]);
  });

  it('leaves its mark on the invoice it corrects: the quantities taken back per line; the invoice stays as issued', () => {
    const e = issuedEvent(invoiceDecider.decide(credit([{ lineNo: 2, quantity: '1' }]), invoiceDecider.initialState(), ctx));
    const mark = creditedBy(e as Parameters<typeof creditedBy>[0]);
    expect(mark).toEqual({ type: 'InvoiceCredited', data: { invoiceId: 'i1', creditNoteId: 'k1', number: 'KOR/2026/11/0001', lines: [{ lineNo: 2, quantity: '1' }] } });
    const state = [issued, mark].reduce(invoiceDecider.evolve, invoiceDecider.initialState());
    expect(state).toEqual({ document: issued.data, credits: 1 });
  });

  it('no more than what is left after earlier credit notes', () => {
    spec(invoiceDecider).given([]).when(credit([{ lineNo: 1, quantity: '2' }], view({ 1: '2' }))).thenFails('over_credit');
    spec(invoiceDecider).given([]).when(credit(undefined, view({ 1: '3', 2: '2' }))).thenFails('nothing_to_credit');
    spec(invoiceDecider).given([]).when(credit([{ lineNo: 9, quantity: '1' }])).thenFails('line_not_found');
  });

  it('only an issued invoice is credited', () => {
    spec(invoiceDecider).given([]).when(credit(undefined, null)).thenFails('invoice_not_found');
    spec(invoiceDecider).given([]).when(credit(undefined, view({}, 'proforma'))).thenFails('not_an_invoice');
  });

  it('an advance invoice is not credited with an ordinary correction (its KOR_ZAL is not built)', () => {
    const advance = { saleOrderId: 'o1', saleOrderNumber: 'SO-20261120-0001', orderLines: [], orderTotals: { net: '100.00', vat: '23.00', gross: '123.00', discount: '0.00' }, earlier: [] };
    spec(invoiceDecider).given([]).when(credit(undefined, { ...view(), document: { ...issued.data, advance } })).thenFails('advance_not_credited');
  });

  it('a final invoice settling advances is not credited with an ordinary correction (its KOR_ROZ is not built)', () => {
    const settlement = { saleOrderId: 'o1', saleOrderNumber: 'SO-20261120-0001', orderVatTotals: [], orderTotals: { net: '100.00', vat: '23.00', gross: '123.00', discount: '0.00' }, advances: [] };
    spec(invoiceDecider).given([]).when(credit(undefined, { ...view(), document: { ...issued.data, settlement } })).thenFails('final_invoice_not_credited');
  });

  it('a boleta is not credited (its return is not built): 422, nothing decided', () => {
    const boleta = view();
    boleta.document = { ...issued.data, boleta: true };
    spec(invoiceDecider).given([]).when(credit(undefined, boleta)).thenFails('boleta_not_credited');
  });
});
