import type { InvoiceView } from '@tradedesk/contracts/invoicing/invoice';
import { Decimal } from 'decimal.js';
import { spec, testContext } from '../../../platform/cqrs/decider-spec.js';
import type { InvoiceSetup } from '@tradedesk/contracts/invoicing/invoice-setup';
import { issuedEvent, issueFacts, plClient, plSetup } from '../../testing/invoice-fixtures.js';
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

  describe('Chile: a nota de crédito annulling a factura of guías frees them', () => {
    const guias = [{ waybillId: 'w1', folio: 4, issueDate: '2026-11-20' }, { waybillId: 'w2', folio: 5, issueDate: '2026-11-21' }];
    const clView = (over: Partial<InvoiceView> = {}, doc: object = {}): InvoiceView => {
      const v = view();
      return { ...v, country: 'CL', currency: 'CLP', number: '12', ...over, document: { ...v.document, country: 'CL', currency: 'CLP', number: '12', waybills: guias, ...doc } };
    };
    const decide = (lines: { lineNo: number; quantity: string }[] | undefined, original: InvoiceView) => issuedEvent(invoiceDecider.decide(credit(lines, original), invoiceDecider.initialState(), ctx));

    it('the whole factura at once (CodRef 1): every guía it billed and the orders it took whole are freed; the note bills no guía', () => {
      const e = decide(undefined, clView());
      expect(e.data.corrects?.cancels).toBe(true);
      expect(e.data.frees).toEqual({ waybills: guias, saleOrders: issued.data.saleOrders });
      expect([e.data.waybills, e.data.fromWaybills]).toEqual([undefined, undefined]);
      // A factura of chosen guías took no order whole: only its guías are freed.
      expect(decide(undefined, clView({}, { saleOrders: [], fromWaybills: true })).data.frees).toEqual({ waybills: guias, saleOrders: [] });
    });

    it('a partial note frees nothing, nor does the note that credits the rest after it (not an anulación)', () => {
      expect(decide([{ lineNo: 1, quantity: '3' }], clView()).data.frees).toBeUndefined();
      const rest = decide(undefined, clView({ credited: { 1: '3' }, creditNotes: [{ id: 'k0', number: '3', issueDate: '2026-11-25', gross: '-1' } as InvoiceView['creditNotes'][number]] }));
      expect([rest.data.corrects?.cancels, rest.data.frees]).toEqual([undefined, undefined]);
    });

    it('a factura without guías, or an invoice of another country, annulled: nothing to free', () => {
      expect(decide(undefined, clView({}, { waybills: undefined })).data.frees).toBeUndefined();
      expect(decide(undefined, view()).data.frees).toBeUndefined();
    });
  });

  describe('Poland: correcting an advance invoice (KOR_ZAL) and a final invoice (KOR_ROZ)', () => {
    // Stół 100 at 23 %, 2 x Krzesło 25 at 8 %, Książka 10 at 5 %: 187.50 gross.
    const order = { id: 'o9', number: 'SO-20261110-0004', status: 'committed', currency: 'PLN', invoicedBy: null, lines: [
      { code: 'STO-1', name: 'Stół', unit: 'unit', quantity: '1', price: '100', amount: '100', gift: false },
      { code: 'KRZ-2', name: 'Krzesło', unit: 'unit', quantity: '2', price: '25', amount: '50', gift: false },
      { code: 'KSI-3', name: 'Książka', unit: 'unit', quantity: '1', price: '10', amount: '10', gift: false },
    ] };
    const advanceDoc = issuedEvent(invoiceDecider.decide(
      { type: 'IssueAdvanceInvoice', invoiceId: 'a1', number: 'FV/2026/11/0003', sequence: 3, series: 'FV',
        facts: { today: '2026-11-25', setup: plSetup, client: plClient, rates: ['23', '8', '5'], saleOrder: order, earlier: [] },
        body: { setupId: 's1', clientId: 'c1', saleOrderId: 'o9', amount: '100', receivedOn: '2026-11-24', vatRates: ['23', '8', '5'], exchangeRate: '1', paymentMeans: 'transfer' } },
      invoiceDecider.initialState(), ctx,
    )).data;
    const advanceView = (creditNotes: InvoiceView['creditNotes'] = []): InvoiceView => ({ ...view(), id: 'a1', number: advanceDoc.number, gross: '100.00', document: advanceDoc, creditNotes });
    const korZal = (advanceAmount?: string, original = advanceView(), settledBy: string | null = null): IssueCreditNote => ({
      ...credit(undefined, original), invoiceId: 'a1', body: { reason: 'Zwrot części zaliczki', advanceAmount }, facts: { today: '2026-11-26', original, advanceOrderInvoicedBy: settledBy },
    });
    const decide = (c: IssueCreditNote) => issuedEvent(invoiceDecider.decide(c, invoiceDecider.initialState(), ctx));

    it('KOR_ZAL: the advance of 100.00 lowered to 40.00: the differences per rate, as the advance was split, naming the advance and its order', () => {
      const e = decide(korZal('40'));
      // 40 split like 100 was: 23 %: 26.24 (VAT 4.91), 8 %: 11.52 (0.85), 5 %: 2.24 (0.11); less 53.33 / 12.27, 26.67 / 2.13, 5.33 / 0.27.
      expect(e.data.vatTotals).toEqual([
        { vatCategory: 'S', vatRate: '23', taxableAmount: '-32.00', vatAmount: '-7.36' },
        { vatCategory: 'S', vatRate: '8', taxableAmount: '-16.00', vatAmount: '-1.28' },
        { vatCategory: 'S', vatRate: '5', taxableAmount: '-3.20', vatAmount: '-0.16' },
      ]);
      expect(e.data.totals).toMatchObject({ gross: '-60.00' });
      expect(e.data).toMatchObject({
        kind: 'creditNote', corrects: { invoiceId: 'a1', number: 'FV/2026/11/0003', reason: 'Zwrot części zaliczki' },
        plCorrection: { of: 'advance', grossBefore: '100.00', advance: { saleOrderId: 'o9', saleOrderNumber: 'SO-20261110-0004' } },
      });
      expect(e.data.corrects?.cancels).toBeUndefined();
      expect('advance' in e.data).toBe(false);
      // It takes back an amount, no quantities: the advance's lines stay open to no one.
      expect(creditedBy(e as Parameters<typeof creditedBy>[0]).data.lines).toEqual([]);
    });

    it('KOR_ZAL after an earlier one: from what the advance is now; cancelled (no amount) takes the rest back to exactly 0 per rate', () => {
      const first = decide(korZal('40'));
      const after = decide(korZal(undefined, advanceView([{ id: 'k0', number: 'KOR/2026/11/0001', issueDate: '2026-11-26', gross: first.data.totals.gross }])));
      expect(after.data.totals.gross).toBe('-40.00');
      const sum = (rate: string, f: 'taxableAmount' | 'vatAmount') =>
        [advanceDoc, first.data, after.data].reduce((t, d) => t.plus(d.vatTotals.find((x) => x.vatRate === rate)![f]), new Decimal(0)).toFixed(2);
      expect(['23', '8', '5'].flatMap((r) => [sum(r, 'taxableAmount'), sum(r, 'vatAmount')])).toEqual(['0.00', '0.00', '0.00', '0.00', '0.00', '0.00']);
      expect(decide(korZal('0')).data.corrects?.cancels).toBe(true);
    });

    it('KOR_ZAL refused: not lowering it, lines instead of an amount, an advance cancelled already, an order its final invoice settled; an amount on an ordinary invoice', () => {
      spec(invoiceDecider).given([]).when(korZal('100')).thenFails('advance_not_lowered');
      spec(invoiceDecider).given([]).when(korZal('120')).thenFails('advance_not_lowered');
      spec(invoiceDecider).given([]).when({ ...korZal(), body: { reason: 'x', lines: [{ lineNo: 1, quantity: '1' }] } }).thenFails('advance_by_amount');
      spec(invoiceDecider).given([]).when(korZal('0', advanceView([{ id: 'k0', number: 'KOR/1', issueDate: '2026-11-26', gross: '-100.00' }]))).thenFails('nothing_to_credit');
      spec(invoiceDecider).given([]).when(korZal('10', advanceView(), 'FV/2026/11/0009')).thenFails('advance_settled');
      spec(invoiceDecider).given([]).when({ ...credit(), body: { reason: 'x', advanceAmount: '1' } }).thenFails('amount_not_advance');
    });

    const finalDoc = issuedEvent(invoiceDecider.decide(
      { type: 'IssueInvoice', invoiceId: 'f1', number: 'FV/2026/11/0009', sequence: 9, series: 'FV',
        facts: issueFacts({ saleOrders: [{ ...order, advances: [{ invoiceId: 'a1', number: advanceDoc.number, issueDate: '2026-11-25', gross: '100.00', vatRates: ['23', '8', '5'], vatTotals: advanceDoc.vatTotals, ksefNumber: null, ksefPending: false }] }] }),
        body: { setupId: 's1', clientId: 'c1', kind: 'invoice', document: 'factura', exchangeRate: '1', deliveryDate: null, dueDate: null, paymentMeans: 'transfer', saleOrderIds: ['o9'], saleOrderVatRate: '23', lines: [], notes: [] } },
      invoiceDecider.initialState(), ctx,
    )).data;
    const finalView = (over: Partial<InvoiceView> = {}): InvoiceView => ({ ...view(), id: 'f1', number: finalDoc.number, gross: finalDoc.totals.gross, document: finalDoc, ...over });
    const korRoz = (lines?: { lineNo: number; quantity: string }[], original = finalView()): IssueCreditNote => ({ ...credit(lines, original), invoiceId: 'f1' });

    it('KOR_ROZ, cancelled whole: every line back, and per rate exactly what was left to pay (87.50) so it goes to 0; the advance stays deducted', () => {
      expect(finalDoc.totals.gross).toBe('87.50');
      const e = decide(korRoz());
      expect(e.data.vatTotals).toEqual(finalDoc.vatTotals.map((t) => ({ ...t, taxableAmount: `-${t.taxableAmount}`, vatAmount: `-${t.vatAmount}` })));
      expect(e.data.totals).toMatchObject({ net: `-${finalDoc.totals.net}`, vat: `-${finalDoc.totals.vat}`, gross: '-87.50' });
      expect(e.data.lines.map((l) => [l.correctsLineNo, l.quantity])).toEqual([[1, '-1'], [2, '-2'], [3, '-1']]);
      expect(e.data).toMatchObject({ corrects: { invoiceId: 'f1', cancels: true }, plCorrection: { of: 'final', grossBefore: '87.50', voids: true, settlement: { saleOrderId: 'o9', advances: [{ number: 'FV/2026/11/0003' }] } } });
      expect('settlement' in e.data).toBe(false);
    });

    it('KOR_ROZ of one Krzesło: its value comes off what was left to pay, the advances kept; not cancelled; a correction already made stops the cancellation', () => {
      const e = decide(korRoz([{ lineNo: 2, quantity: '1' }]));
      expect(e.data.vatTotals).toEqual([{ vatCategory: 'S', vatRate: '8', taxableAmount: '-25.00', vatAmount: '-2.00' }]);
      expect(e.data).toMatchObject({ totals: { gross: '-27.00' }, plCorrection: { of: 'final', grossBefore: '87.50', voids: false } });
      const corrected = finalView({ creditNotes: [{ id: 'k1', number: 'KOR/2026/11/0002', issueDate: '2026-11-26', gross: '-27.00' }], credited: { 2: '1' } });
      expect(decide(korRoz([{ lineNo: 1, quantity: '1' }], corrected)).data.plCorrection).toMatchObject({ grossBefore: '60.50' });
      spec(invoiceDecider).given([]).when(korRoz(undefined, corrected)).thenFails('final_invoice_corrected');
      spec(invoiceDecider).given([]).when(korRoz([{ lineNo: 2, quantity: '2' }], corrected)).thenFails('over_credit');
    });
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
