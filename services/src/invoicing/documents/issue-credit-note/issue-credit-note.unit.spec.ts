import type { InvoiceView } from '@tradedesk/contracts/invoicing/invoice';
import { spec, testContext } from '../../../platform/cqrs/decider-spec.js';
import type { InvoiceSetup } from '@tradedesk/contracts/invoicing/invoice-setup';
import { issuedEvent, issueFacts, plSetup } from '../../testing/invoice-fixtures.js';
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

  describe('a credit note of a boleta (docs/invoicing-es-latam.md "Credit notes of boletas")', () => {
    const clSetup: InvoiceSetup = { ...plSetup, id: 'cl', country: 'CL', taxId: '76123456-K', vatId: '', localCurrency: 'CLP', series: { invoice: '33', creditNote: '61', proforma: 'PRO' } };
    const peSetup: InvoiceSetup = { ...plSetup, id: 'pe', country: 'PE', taxId: '20100070970', vatId: '', localCurrency: 'PEN', series: { invoice: 'F001', creditNote: 'FC01', proforma: 'P001', boleta: 'B001' } };
    const typed = (description: string, quantity: string, unitPrice: string, vatRate: string, vatCategory: 'S' | 'E' = 'S') =>
      ({ description, productCode: '', unitName: 'un', unitCode: 'H87', quantity, unitPrice, discount: '0', vatRate, vatCategory, exemptionReason: '' });
    const boletaOf = (setup: InvoiceSetup, rates: string[], series: string, number: string, lines: ReturnType<typeof typed>[]) => {
      const e = issuedEvent(invoiceDecider.decide(
        { type: 'IssueInvoice', invoiceId: 'b1', number, sequence: 1001, series, facts: issueFacts({ setup, client: null, rates }),
          body: { setupId: setup.id, clientId: '', kind: 'invoice', document: 'boleta', exchangeRate: '1', deliveryDate: null, dueDate: null, paymentMeans: 'cash', saleOrderIds: [], lines, notes: [] } },
        invoiceDecider.initialState(), ctx,
      ));
      return { ...view(), id: 'b1', number, country: setup.country, series, currency: setup.localCurrency, document: e.data };
    };
    // 2 x 1190 + 3 x 2500 with IVA = 9880 (net 8303, IVA 1577); 5000 exempt.
    const cl = boletaOf(clSetup, ['19'], '39', '1001', [typed('Pan amasado', '2', '1190', '19'), typed('Queso', '3', '2500', '19'), typed('Servicio exento', '1', '5000', '0', 'E')]);
    const clCredit = (lines?: { lineNo: number; quantity: string }[], original: InvoiceView = cl): IssueCreditNote =>
      ({ ...credit(lines, original), number: '7', sequence: 7, series: '61', body: { reason: 'Devolución', lines } });

    it('Chile, the whole boleta: the amounts with IVA as the boleta had them, negative; it names the boleta (type 39) and cancels it; the note is no boleta', () => {
      const e = issuedEvent(invoiceDecider.decide(clCredit(), invoiceDecider.initialState(), ctx));
      expect(e.data).toMatchObject({
        kind: 'creditNote', series: '61', number: '7', currency: 'CLP', buyer: { name: '', taxId: '' },
        totals: { net: '-13303', vat: '-1577', gross: '-14880' },
        corrects: { invoiceId: 'b1', number: '1001', reason: 'Devolución', boleta: true, series: '39', cancels: true },
      });
      expect(e.data.lines.map((l) => l.grossAmount)).toEqual(['-2380', '-7500', '-5000']);
      expect('boleta' in e.data).toBe(false);
    });

    it('Chile, one Queso of three: 2500 with IVA, net 2101 derived from it, IVA 399; not a cancellation', () => {
      const e = issuedEvent(invoiceDecider.decide(clCredit([{ lineNo: 2, quantity: '1' }]), invoiceDecider.initialState(), ctx));
      expect(e.data.vatTotals).toEqual([{ vatCategory: 'S', vatRate: '19', taxableAmount: '-2101', vatAmount: '-399' }]);
      expect(e.data.totals.gross).toBe('-2500');
      expect(e.data.corrects).toEqual({ invoiceId: 'b1', number: '1001', issueDate: cl.document.issueDate, reason: 'Devolución', boleta: true, series: '39' });
    });

    it('Chile: no more than the boleta still has (the same rules as a factura)', () => {
      spec(invoiceDecider).given([]).when(clCredit([{ lineNo: 2, quantity: '3' }], { ...cl, credited: { 2: '1' } })).thenFails('over_credit');
      spec(invoiceDecider).given([]).when(clCredit(undefined, { ...cl, credited: { 1: '2', 2: '3', 3: '1' } })).thenFails('nothing_to_credit');
      // What is left after an earlier note is taken, and the second note is not a cancellation.
      const rest = issuedEvent(invoiceDecider.decide(clCredit(undefined, { ...cl, credited: { 2: '1' }, creditNotes: [{ id: 'k0', number: '6', issueDate: '2026-11-26', gross: '-2500' }] }), invoiceDecider.initialState(), ctx));
      expect([rest.data.totals.gross, rest.data.corrects?.cancels]).toEqual(['-12380', undefined]);
    });

    it('Peru: a B-series boleta credited on the series the handler chose, priced as the boleta (IGV added), naming it', () => {
      const pe = boletaOf(peSetup, ['18'], 'B001', 'B001-00000004', [typed('Arroz', '2', '4.50', '18')]);
      const e = issuedEvent(invoiceDecider.decide({ ...credit([{ lineNo: 1, quantity: '1' }], pe), number: 'BC01-00000001', series: 'BC01' }, invoiceDecider.initialState(), ctx));
      expect(e.data).toMatchObject({ series: 'BC01', number: 'BC01-00000001', totals: { net: '-4.50', vat: '-0.81', gross: '-5.31' }, corrects: { number: 'B001-00000004', boleta: true, series: 'B001' } });
      expect(e.data.corrects?.cancels).toBeUndefined();
    });
  });
});
