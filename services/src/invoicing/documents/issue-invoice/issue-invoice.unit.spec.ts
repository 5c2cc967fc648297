import type { IssueInvoiceBody } from '@tradedesk/contracts/invoicing/invoice';
import type { WaybillToBill } from '@tradedesk/contracts/invoicing/waybill';
import { priceAdvanceOrder, splitAdvance } from '@tradedesk/contracts/invoicing/invoice-amounts';
import { spec } from '../../../platform/cqrs/decider-spec.js';
import { issuedEvent, issueFacts, plClient, plSetup } from '../../testing/invoice-fixtures.js';
import { boletaSeriesFor, type InvoiceSetup } from '@tradedesk/contracts/invoicing/invoice-setup';
import { invoiceDecider } from '../invoice.decider.js';
import type { IssueInvoice } from './issue-invoice.decide.js';

const body = (over: Partial<IssueInvoiceBody> = {}): IssueInvoice['body'] => ({
  setupId: 's1', clientId: 'c1', kind: 'invoice', document: 'factura', exchangeRate: '1', deliveryDate: null, dueDate: '2026-12-09', paymentMeans: 'transfer', saleOrderIds: [], lines: [], notes: [], ...over,
});
const issue = (over: Partial<IssueInvoiceBody> = {}, facts = issueFacts()): IssueInvoice => ({
  type: 'IssueInvoice', invoiceId: 'i1', number: 'FV/2026/11/0001', sequence: 1, series: 'FV', body: body(over), facts,
});
const typed = { description: 'Usługa transportowa', productCode: '', unitName: 'usł.', unitCode: 'C62', quantity: '1', unitPrice: '19.99', discount: '0', vatRate: '8', vatCategory: 'S' as const, exemptionReason: '' };

describe('issue invoice', () => {
  it('from two sale orders (gift lines left out) and a typed line: totals per rate', () => {
    const e = issuedEvent(invoiceDecider.decide(issue({ saleOrderIds: ['o1', 'o2'], saleOrderVatRate: '23', lines: [typed] }), invoiceDecider.initialState(), { now: new Date('2026-11-25T09:00:00Z'), userId: 'u-ania', newId: () => 'x' }));
    expect(e.type).toBe('InvoiceIssued');
    expect(e.data).toMatchObject({
      number: 'FV/2026/11/0001', sequence: 1, series: 'FV', issueDate: '2026-11-25', issuedAt: '2026-11-25T09:00:00.000Z', issuedBy: 'u-ania', currency: 'PLN',
      seller: { name: plSetup.legalName, taxId: '1234563218' }, buyer: { name: plClient.name, taxId: '5260250274' },
      saleOrders: [{ id: 'o1', number: 'SO-20261120-0001' }, { id: 'o2', number: 'SO-20261121-0001' }],
      payment: { means: 'transfer', iban: plSetup.iban },
    });
    // Kubek 3 x 12.345 = 37.04; Talerz 2 x 10 less 1.50 = 18.50; transport 19.99 at 8 %
    expect(e.data.lines.map((l) => [l.description, l.unitCode, l.netAmount, l.vatRate, l.saleOrderId])).toEqual([
      ['Kubek', 'H87', '37.04', '23', 'o1'],
      ['Talerz', 'BX', '18.50', '23', 'o2'],
      ['Usługa transportowa', 'C62', '19.99', '8', null],
    ]);
    expect(e.data.vatTotals).toEqual([
      { vatCategory: 'S', vatRate: '23', taxableAmount: '55.54', vatAmount: '12.77' },
      { vatCategory: 'S', vatRate: '8', taxableAmount: '19.99', vatAmount: '1.60' },
    ]);
    expect(e.data.totals).toEqual({ net: '75.53', vat: '14.37', gross: '89.90', discount: '1.50' });
  });

  it('a rate not in force in the seller’s country on the day: 422 naming the line', () =>
    spec(invoiceDecider).given([]).when(issue({ lines: [{ ...typed, vatRate: '7' }] })).thenFails('vat_rate_not_in_force'));

  it('a sale order not committed, or invoiced already, or in another currency', () => {
    spec(invoiceDecider).given([]).when(issue({ saleOrderIds: ['o3'], saleOrderVatRate: '23' })).thenFails('sale_order_not_committed');
    const taken = issueFacts();
    taken.saleOrders[0].invoicedBy = 'FV/2026/11/0001';
    spec(invoiceDecider).given([]).when(issue({ saleOrderIds: ['o1'], saleOrderVatRate: '23' }, taken)).thenFails('sale_order_invoiced');
    spec(invoiceDecider).given([]).when(issue({ saleOrderIds: ['o1'], saleOrderVatRate: '23', currency: 'EUR' })).thenFails('currency_mismatch');
    spec(invoiceDecider).given([]).when(issue({ saleOrderIds: ['nope'], saleOrderVatRate: '23' })).thenFails('sale_order_not_found');
  });

  describe('the final invoice of an order with advance invoices (faktura rozliczeniowa)', () => {
    const ctx = { now: new Date('2026-11-25T09:00:00Z'), userId: 'u-ania', newId: () => 'x' };
    // The order at 23 / 8 / 5 %: 100 + 23, 50 + 4, 10 + 0.50 = 187.50 gross.
    const order = { id: 'o9', number: 'SO-20261110-0004', status: 'committed', currency: 'PLN', invoicedBy: null, lines: [
      { code: 'STO-1', name: 'Stół dębowy', unit: 'unit', quantity: '1', price: '100', amount: '100', gift: false },
      { code: 'GIFT', name: 'Breloczek', unit: 'unit', quantity: '1', price: '0', amount: '0', gift: true },
      { code: 'KRZ-2', name: 'Krzesło', unit: 'unit', quantity: '2', price: '25', amount: '50', gift: false },
      { code: 'KSI-3', name: 'Książka', unit: 'unit', quantity: '1', price: '10', amount: '10', gift: false },
    ] };
    const orderVat = priceAdvanceOrder('PL', 'PLN', order.lines.filter((l) => !l.gift), ['23', '8', '5'], 'o9').vatTotals;
    const advance = (n: number, gross: string, over: object = {}) => ({
      invoiceId: `a${n}`, number: `FV/2026/11/000${n}`, issueDate: `2026-11-0${n}`, gross, vatRates: ['23', '8', '5'], vatTotals: splitAdvance('PLN', orderVat, gross), ksefNumber: null, ksefPending: false, ...over,
    });
    const ksef = '1234563218-20261103-0100A1B2C3D4-E5';
    const advances = [advance(3, '100.00', { ksefNumber: ksef }), advance(4, '50.00')];
    const withAdvances = (list = advances, over: object = {}) => issueFacts({ saleOrders: [{ ...order, advances: list, ...over }, ...issueFacts().saleOrders] });
    const final = (over: Partial<IssueInvoiceBody> = {}, facts = withAdvances()) => issue({ saleOrderIds: ['o9'], saleOrderVatRate: '23', ...over }, facts);

    it('carries the whole order at its advances’ rates, deducts their net and VAT per rate, and leaves order total − advances to pay', () => {
      const e = issuedEvent(invoiceDecider.decide(final(), invoiceDecider.initialState(), ctx));
      expect(e.data.lines.map((l) => [l.description, l.netAmount, l.vatRate])).toEqual([['Stół dębowy', '100.00', '23'], ['Krzesło', '50.00', '8'], ['Książka', '10.00', '5']]);
      expect(e.data.settlement!.orderTotals).toMatchObject({ net: '160.00', vat: '27.50', gross: '187.50' });
      // 23 %: 100 − 53.33 − 26.67 = 20.00, VAT 23 − 12.27 − 6.13 = 4.60; 8 %: 10.00 / 0.80; 5 %: 2.00 / 0.10.
      expect(e.data.vatTotals).toEqual([
        { vatCategory: 'S', vatRate: '23', taxableAmount: '20.00', vatAmount: '4.60' },
        { vatCategory: 'S', vatRate: '8', taxableAmount: '10.00', vatAmount: '0.80' },
        { vatCategory: 'S', vatRate: '5', taxableAmount: '2.00', vatAmount: '0.10' },
      ]);
      expect(e.data.totals).toMatchObject({ net: '32.00', vat: '5.50', gross: '37.50' });
      expect(e.data.settlement!.advances.map((a) => [a.number, a.issueDate, a.ksefNumber, a.gross])).toEqual([
        ['FV/2026/11/0003', '2026-11-03', ksef, '100.00'],
        ['FV/2026/11/0004', '2026-11-04', null, '50.00'],
      ]);
      expect(e.data.saleOrders).toEqual([{ id: 'o9', number: 'SO-20261110-0004' }]);
    });

    it('advances that paid the whole order leave 0 to pay; an ordinary invoice carries no settlement', () => {
      const e = issuedEvent(invoiceDecider.decide(final({}, withAdvances([advance(3, '187.50')])), invoiceDecider.initialState(), ctx));
      expect(e.data.totals).toMatchObject({ net: '0.00', vat: '0.00', gross: '0.00' });
      const plain = issuedEvent(invoiceDecider.decide(issue({ saleOrderIds: ['o1'], saleOrderVatRate: '23' }), invoiceDecider.initialState(), ctx));
      expect('settlement' in plain.data).toBe(false);
    });

    it('refused: advances over the order’s value, an advance waiting for KSeF, an order whose lines changed since its advances', () => {
      spec(invoiceDecider).given([]).when(final({}, withAdvances([advance(3, '150.00'), advance(4, '40.00')]))).thenFails('advances_exceed_order');
      spec(invoiceDecider).given([]).when(final({}, withAdvances([advance(3, '100.00', { ksefPending: true })]))).thenFails('advance_in_ksef');
      spec(invoiceDecider).given([]).when(final({}, withAdvances([advance(3, '100.00', { vatRates: ['23', '8'] })]))).thenFails('advances_order_changed');
    });

    it('refused: with another order, a typed line or a receipt; in a foreign currency; with a setup outside Poland', () => {
      spec(invoiceDecider).given([]).when(final({ saleOrderIds: ['o9', 'o1'] })).thenFails('final_invoice_alone');
      spec(invoiceDecider).given([]).when(final({ lines: [typed] })).thenFails('final_invoice_alone');
      spec(invoiceDecider).given([]).when(final({ receipt: { number: 'PAR/1', date: '2026-11-20', nipOnReceipt: true } })).thenFails('final_invoice_alone');
      spec(invoiceDecider).given([]).when(final({ currency: 'EUR' }, withAdvances(advances, { currency: 'EUR' }))).thenFails('final_invoice_currency');
      spec(invoiceDecider).given([]).when(final({ currency: 'PLN' }, { ...withAdvances(), setup: { ...plSetup, country: 'CZ', localCurrency: 'CZK' } })).thenFails('sale_order_has_advances');
    });

    it('a proforma of the order stays an ordinary proforma', () => {
      const e = issuedEvent(invoiceDecider.decide(final({ kind: 'proforma' }), invoiceDecider.initialState(), ctx));
      expect(e.data.kind).toBe('proforma');
      expect('settlement' in e.data).toBe(false);
    });
  });

  it('a proforma may take a sale order an invoice took (no legal effect)', () => {
    const taken = issueFacts();
    taken.saleOrders[0].invoicedBy = 'FV/2026/11/0001';
    const e = issuedEvent(invoiceDecider.decide(issue({ kind: 'proforma', saleOrderIds: ['o1'], saleOrderVatRate: '23' }, taken), invoiceDecider.initialState(), { now: new Date(), userId: 'u', newId: () => 'x' }));
    expect(e.data).toMatchObject({ kind: 'proforma', totals: { gross: '45.56' } });
  });

  it('no setup or no client: 404', () => {
    spec(invoiceDecider).given([]).when(issue({ lines: [typed] }, issueFacts({ setup: null }))).thenFails('setup_not_found');
    spec(invoiceDecider).given([]).when(issue({ lines: [typed] }, issueFacts({ client: null }))).thenFails('client_not_found');
  });

  describe('an invoice to a fiscal receipt (faktura do paragonu)', () => {
    const ctx = { now: new Date('2026-11-25T09:00:00Z'), userId: 'u-ania', newId: () => 'x' };
    const receipt = { number: 'PAR/0042', date: '2026-11-20', nipOnReceipt: true };
    it('records the receipt in the document', () => {
      const e = issuedEvent(invoiceDecider.decide(issue({ lines: [typed], receipt }), invoiceDecider.initialState(), ctx));
      expect(e.data.receipt).toEqual(receipt);
    });
    it('any other invoice carries no receipt field at all', () => {
      const e = issuedEvent(invoiceDecider.decide(issue({ lines: [typed] }), invoiceDecider.initialState(), ctx));
      expect('receipt' in e.data).toBe(false);
    });
    it('refuses a Polish buyer whose NIP was not on the receipt (art. 106b ust. 5)', () =>
      spec(invoiceDecider).given([]).when(issue({ lines: [typed], receipt: { ...receipt, nipOnReceipt: false } })).thenFails('nip_not_on_receipt'));
    it('refuses a receipt dated after the issue day, and on a proforma', () => {
      spec(invoiceDecider).given([]).when(issue({ lines: [typed], receipt: { ...receipt, date: '2099-01-01' } })).thenFails('receipt_in_future');
      spec(invoiceDecider).given([]).when(issue({ lines: [typed], kind: 'proforma', receipt })).thenFails('receipt_on_proforma');
    });
    it('refuses a seller outside Poland', () =>
      spec(invoiceDecider).given([]).when(issue({ lines: [typed], receipt }, issueFacts({ setup: { ...plSetup, country: 'CZ' } }))).thenFails('receipt_not_polish'));
  });

  describe('a boleta (Chile 39, Peru 03) for a consumer', () => {
    const ctx = { now: new Date('2026-11-25T15:00:00Z'), userId: 'u-caja', newId: () => 'x' };
    const clSetup: InvoiceSetup = { ...plSetup, id: 'cl', country: 'CL', taxId: '76123456-K', vatId: '', localCurrency: 'CLP', series: { invoice: '33', creditNote: '61', proforma: 'PRO' } };
    const peSetup: InvoiceSetup = { ...plSetup, id: 'pe', country: 'PE', taxId: '20100070970', vatId: '', localCurrency: 'PEN', series: { invoice: 'F001', creditNote: 'FC01', proforma: 'P001', boleta: 'B001' } };
    const cl = issueFacts({ setup: clSetup, client: null, rates: ['19'] });
    const pe = issueFacts({ setup: peSetup, client: null, rates: ['18'] });
    const line = (unitPrice: string, quantity = '1', vatRate = '19') => ({ ...typed, description: 'Pan', quantity, unitPrice, vatRate });
    const boleta = (over: Partial<IssueInvoiceBody>, facts: ReturnType<typeof issueFacts>, series = '39') => ({ ...issue({ clientId: '', document: 'boleta', paymentMeans: 'cash', dueDate: null, ...over }, facts), number: '1001', sequence: 1001, series });

    it('Chile: no client, no RUT: the consumer is nobody; prices include IVA, net and IVA derived from the total', () => {
      const e = issuedEvent(invoiceDecider.decide(boleta({ lines: [line('990', '3'), line('1500', '2')] }, cl), invoiceDecider.initialState(), ctx));
      expect(e.data).toMatchObject({ boleta: true, series: '39', number: '1001', clientId: '', currency: 'CLP', buyer: { name: '', taxId: '' } });
      // 2970 + 3000 = 5970 with IVA: net 5970 / 1.19 = 5016.8 -> 5017, IVA 953.
      expect(e.data.totals).toEqual({ net: '5017', vat: '953', gross: '5970', discount: '0' });
    });

    it('Chile: a consumer who gives a RUT is named with it (normalised); a RUT with a wrong check digit is refused', () => {
      const e = issuedEvent(invoiceDecider.decide(boleta({ lines: [line('1000')], consumer: { name: 'Ana Pérez', taxId: '11.111.111-1' } }, cl), invoiceDecider.initialState(), ctx));
      expect(e.data.buyer).toMatchObject({ name: 'Ana Pérez', taxId: '11111111-1' });
      spec(invoiceDecider).given([]).when(boleta({ lines: [line('1000')], consumer: { name: '', taxId: '11111111-2' } }, cl)).thenFails('invalid_rut');
    });

    it('Chile: every line exempt makes a boleta exenta (41): all of it MntExe, no IVA; one taxed line keeps the 39', () => {
      const exempt = { ...line('5000', '1', '0'), vatCategory: 'E' as const, description: 'Servicio educacional' };
      expect(boletaSeriesFor(clSetup, [exempt, exempt])).toBe('41');
      expect(boletaSeriesFor(clSetup, [exempt, line('1000')])).toBe('39');
      expect(boletaSeriesFor(peSetup, [exempt])).toBe('B001');
      const e = issuedEvent(invoiceDecider.decide(boleta({ lines: [exempt, { ...exempt, quantity: '2', unitPrice: '1500' }] }, cl, '41'), invoiceDecider.initialState(), ctx));
      expect(e.data).toMatchObject({ boleta: true, series: '41', totals: { net: '8000', vat: '0', gross: '8000' }, vatTotals: [{ vatCategory: 'E', vatRate: '0', taxableAmount: '8000', vatAmount: '0' }] });
    });

    it('a factura keeps net prices: the same line is 1000 net + 190 IVA', () => {
      const e = issuedEvent(invoiceDecider.decide({ ...issue({ lines: [line('1000')] }, { ...cl, client: plClient }), series: '33' }, invoiceDecider.initialState(), ctx));
      expect('boleta' in e.data).toBe(false);
      expect(e.data.totals.gross).toBe('1190');
    });

    it('Peru: up to 700 PEN a boleta needs no buyer; over 700 it names the buyer with a DNI (SUNAT), else 422', () => {
      // 700.00 exactly (593.22 + 18 % = 700.00): no id needed.
      const e = issuedEvent(invoiceDecider.decide(boleta({ lines: [line('593.22', '1', '18')] }, pe, 'B001'), invoiceDecider.initialState(), ctx));
      expect(e.data).toMatchObject({ boleta: true, series: 'B001', totals: { gross: '700.00' } });
      const over = { lines: [line('593.23', '1', '18')] };
      spec(invoiceDecider).given([]).when(boleta(over, pe, 'B001')).thenFails('boleta_buyer_required');
      spec(invoiceDecider).given([]).when(boleta({ ...over, consumer: { name: '', taxId: '12345678' } }, pe, 'B001')).thenFails('boleta_buyer_required');
      spec(invoiceDecider).given([]).when(boleta({ ...over, consumer: { name: 'Luis Quispe', taxId: '1234567' } }, pe, 'B001')).thenFails('invalid_dni');
      const named = issuedEvent(invoiceDecider.decide(boleta({ ...over, consumer: { name: 'Luis Quispe', taxId: '12345678' } }, pe, 'B001'), invoiceDecider.initialState(), ctx));
      expect(named.data.buyer).toMatchObject({ name: 'Luis Quispe', taxId: '12345678', taxIdScheme: '1' });
    });

    it('Peru: the buyer by its SUNAT catálogo 06 type: each format checked (400, its own reason); over 700 PEN any document names the buyer', () => {
      const over = { lines: [line('593.23', '1', '18')] };
      const buyer = (taxId: string, idType?: '0' | '1' | '4' | '6' | '7' | 'A') =>
        issuedEvent(invoiceDecider.decide(boleta({ ...over, consumer: { name: 'Ana Souza', taxId, ...(idType ? { idType } : {}) } }, pe, 'B001'), invoiceDecider.initialState(), ctx)).data.buyer;
      expect(buyer('001234567', '4')).toMatchObject({ taxId: '001234567', taxIdScheme: '4' });
      expect(buyer('fa 123456', '7')).toMatchObject({ taxId: 'FA123456', taxIdScheme: '7' });
      expect(buyer('20100070970', '6')).toMatchObject({ taxId: '20100070970', taxIdScheme: '6' });
      expect(buyer('123456789012345', 'A')).toMatchObject({ taxIdScheme: 'A' });
      expect(buyer('US-98-7654321', '0')).toMatchObject({ taxId: 'US-98-7654321', taxIdScheme: '0' });
      expect(buyer('12345678')).toMatchObject({ taxIdScheme: '1' });
      const refused = (taxId: string, idType: '0' | '1' | '4' | '6' | '7' | 'A', reason: string) => {
        const run = () => invoiceDecider.decide(boleta({ ...over, consumer: { name: 'Ana Souza', taxId, idType } }, pe, 'B001'), invoiceDecider.initialState(), ctx);
        expect(run).toThrow(expect.objectContaining({ code: reason, httpStatus: 400 }));
      };
      refused('1234567', '1', 'invalid_dni');
      refused('1234567890123', '4', 'invalid_carnet_extranjeria');
      refused('AB-12345', '7', 'invalid_passport');
      refused('20100070971', '6', 'invalid_ruc');
      refused('12A', 'A', 'invalid_diplomatic_id');
      refused('ID/123', '0', 'invalid_foreign_tax_id');
      // The type is Peru's only.
      const clRun = () => invoiceDecider.decide(boleta({ lines: [line('1000')], consumer: { name: '', taxId: '', idType: '1' } }, cl), invoiceDecider.initialState(), ctx);
      expect(clRun).toThrow(expect.objectContaining({ code: 'id_type_not_peru', httpStatus: 400 }));
      // Over 700 without a document still refused, whatever the type.
      spec(invoiceDecider).given([]).when(boleta({ ...over, consumer: { name: 'Ana Souza', taxId: '', idType: '7' } }, pe, 'B001')).thenFails('boleta_buyer_required');
    });

    it('Peru: a client with a DNI, carnet or passport gets a boleta, not a factura (422 factura_needs_ruc); a RUC or a non-domiciled buyer gets a factura', () => {
      const client = (idType: '0' | '1' | '4' | '6' | '7' | 'A' | undefined, taxId: string) => issueFacts({ setup: peSetup, rates: ['18'], client: { ...plClient, country: 'PE', taxId, ...(idType ? { idType } : {}) } });
      const factura = (facts: ReturnType<typeof issueFacts>) => ({ ...issue({ lines: [line('100', '1', '18')] }, facts), series: 'F001' });
      spec(invoiceDecider).given([]).when(factura(client('1', '12345678'))).thenFails('factura_needs_ruc');
      spec(invoiceDecider).given([]).when(factura(client('7', 'FA123456'))).thenFails('factura_needs_ruc');
      expect(issuedEvent(invoiceDecider.decide(factura(client(undefined, '20100070970')), invoiceDecider.initialState(), ctx)).data.buyer.taxIdScheme).toBe('6');
      expect(issuedEvent(invoiceDecider.decide(factura(client('0', 'US987654321')), invoiceDecider.initialState(), ctx)).data.buyer.taxIdScheme).toBe('0');
      const b = issuedEvent(invoiceDecider.decide({ ...boleta({ clientId: 'c1', lines: [line('100', '1', '18')] }, client('4', '001234567')), series: 'B001' }, invoiceDecider.initialState(), ctx));
      expect(b.data.buyer).toMatchObject({ taxId: '001234567', taxIdScheme: '4' });
    });

    it('refused: a boleta in a country without one, as a proforma, in a foreign currency, from sale orders in Chile; a factura without a client', () => {
      spec(invoiceDecider).given([]).when(boleta({ lines: [typed] }, issueFacts({ client: null }), 'FV')).thenFails('boleta_not_available');
      spec(invoiceDecider).given([]).when(boleta({ lines: [line('1000')], kind: 'proforma' }, cl)).thenFails('boleta_on_proforma');
      spec(invoiceDecider).given([]).when(boleta({ lines: [line('10')], currency: 'USD' }, cl)).thenFails('boleta_currency');
      spec(invoiceDecider).given([]).when(boleta({ saleOrderIds: ['o1'], saleOrderVatRate: '19' }, cl)).thenFails('boleta_sale_orders');
      spec(invoiceDecider).given([]).when({ ...issue({ clientId: '', lines: [line('1000')] }, cl), series: '33' }).thenFails('client_not_found');
    });
  });

  describe('Chile: a factura of sale orders with guías de despacho', () => {
    const ctx = { now: new Date('2026-11-25T15:00:00Z'), userId: 'u-paula', newId: () => 'x' };
    const clSetup: InvoiceSetup = { ...plSetup, id: 'cl', country: 'CL', taxId: '76123456-K', vatId: '', localCurrency: 'CLP', series: { invoice: '33', creditNote: '61', proforma: 'PRO' } };
    const clp = issueFacts().saleOrders.map((o) => ({ ...o, currency: 'CLP' }));
    const guia = (waybillId: string, folio: number, traslado: 1 | 2 | 5, saleOrderId = 'o1', billedBy: { invoiceId: string; number: string } | null = null) => ({ waybillId, saleOrderId, folio, issueDate: '2026-11-20', traslado, billedBy });
    const factura = (waybills: ReturnType<typeof guia>[], over: Partial<IssueInvoiceBody> = {}) =>
      ({ ...issue({ saleOrderIds: ['o1'], saleOrderVatRate: '19', ...over }, issueFacts({ setup: clSetup, rates: ['19'], saleOrders: clp, waybills })), number: '7', sequence: 7, series: '33' });

    it('names the guías of its orders that were a sale (IndTraslado 1 or 2), not those of other orders or transfers', () => {
      const e = issuedEvent(invoiceDecider.decide(factura([guia('w1', 41, 1), guia('w2', 42, 2), guia('w3', 43, 5), guia('w4', 44, 1, 'o2')]), invoiceDecider.initialState(), ctx));
      expect(e.data.waybills).toEqual([{ waybillId: 'w1', folio: 41, issueDate: '2026-11-20' }, { waybillId: 'w2', folio: 42, issueDate: '2026-11-20' }]);
      // No guías: no waybills on the document; a proforma names none.
      expect(issuedEvent(invoiceDecider.decide(factura([]), invoiceDecider.initialState(), ctx)).data.waybills).toBeUndefined();
      expect(issuedEvent(invoiceDecider.decide(factura([guia('w1', 41, 1)], { kind: 'proforma' }), invoiceDecider.initialState(), ctx)).data.waybills).toBeUndefined();
    });

    it('refuses a guía another factura billed already: 409', () =>
      spec(invoiceDecider).given([]).when(factura([guia('w1', 41, 1, 'o1', { invoiceId: 'i0', number: '6' })])).thenFails('waybill_billed'));
  });

  describe('Chile: a factura of chosen guías bills what they carried', () => {
    const ctx = { now: new Date('2026-11-25T15:00:00Z'), userId: 'u-paula', newId: () => 'x' };
    const clSetup: InvoiceSetup = { ...plSetup, id: 'cl', country: 'CL', taxId: '76123456-K', vatId: '', localCurrency: 'CLP', series: { invoice: '33', creditNote: '61', proforma: 'PRO' } };
    // Order o1: 10 sacks of cement at 4990 (a 990 discount on the line), a gift; order o2 of another client's guía.
    const cement = { saleOrderId: 'o1', lineNo: 1, code: 'C-25', name: 'Cemento 25 kg', unit: 'unit', quantity: '10', price: '4990', amount: '48910', gift: false };
    const bars = { saleOrderId: 'o1', lineNo: 2, code: 'F-8', name: 'Fierro 8mm x 6m', unit: 'unit', quantity: '4', price: '3500', amount: '14000', gift: false };
    const gift = { saleOrderId: 'o1', lineNo: 3, code: 'GIFT', name: 'Guantes', unit: 'unit', quantity: '1', price: '0', amount: '0', gift: true };
    type Order = typeof cement;
    const carried = (o: Order, quantity: string): WaybillToBill['lines'][number] => ({ productCode: o.code, description: o.name, unitName: o.unit, quantity, unitPrice: o.price, order: o });
    const guia = (waybillId: string, folio: number, lines: WaybillToBill['lines'], over: Partial<WaybillToBill> = {}): WaybillToBill => ({
      waybillId, setupId: 'cl', folio, issueDate: '2026-11-2' + String(folio % 10), traslado: 1, clientId: 'c1', receiverName: 'Ferretería Sur', saleOrder: { id: 'o1', number: 'SO-1', invoicedBy: null }, billedBy: null, lines, ...over,
    });
    const g1 = guia('w1', 1, [carried(cement, '6'), carried(gift, '1')]);
    const g2 = guia('w2', 2, [carried(cement, '3'), carried(bars, '4')]);
    const of = (guias: WaybillToBill[], over: Partial<IssueInvoiceBody> = {}) =>
      ({ ...issue({ waybillIds: guias.map((g) => g.waybillId), saleOrderVatRate: '19', ...over }, issueFacts({ setup: clSetup, rates: ['19'], guias })), number: '7', sequence: 7, series: '33' });

    it('two guías: one line per order line with the quantities they carried together, at the order’s price; the discount in proportion, rounded up; both named', () => {
      const e = issuedEvent(invoiceDecider.decide(of([g2, g1]), invoiceDecider.initialState(), ctx));
      // Cement 6 + 3 = 9 of 10: 9 x 4990 = 44910 less 990 x 9/10 = 891 -> 44019; bars 4 x 3500 = 14000; the gift left out.
      expect(e.data.lines.map((l) => [l.description, l.quantity, l.unitPrice, l.discount, l.netAmount, l.saleOrderId])).toEqual([
        ['Cemento 25 kg', '9', '4990', '891', '44019', 'o1'],
        ['Fierro 8mm x 6m', '4', '3500', '0', '14000', 'o1'],
      ]);
      expect(e.data.totals).toEqual({ net: '58019', vat: '11024', gross: '69043', discount: '891' });
      expect(e.data.waybills).toEqual([{ waybillId: 'w1', folio: 1, issueDate: '2026-11-21' }, { waybillId: 'w2', folio: 2, issueDate: '2026-11-22' }]);
      // The orders stay open: the factura takes no order whole.
      expect([e.data.saleOrders, e.data.fromWaybills]).toEqual([[], true]);
    });

    it('a line’s discount split by the guías billed, rounded up: the facturas of an order never come to more than the order', () => {
      const first = issuedEvent(invoiceDecider.decide(of([guia('w1', 1, [carried(cement, '3')])]), invoiceDecider.initialState(), ctx));
      const rest = issuedEvent(invoiceDecider.decide(of([guia('w2', 2, [carried(cement, '7')])]), invoiceDecider.initialState(), ctx));
      // 990 x 3/10 = 297, 990 x 7/10 = 693: 297 + 693 = 990; nets 14673 + 34237 = 48910, the order line's amount.
      expect([first.data.lines[0]!.netAmount, rest.data.lines[0]!.netAmount]).toEqual(['14673', '34237']);
      const odd = { ...cement, quantity: '3', amount: '14969' }; // a 1-peso discount over 3 sacks
      const parts = ['1', '1', '1'].map((q, i) => issuedEvent(invoiceDecider.decide(of([guia(`w${i}`, i + 1, [carried(odd, q)])]), invoiceDecider.initialState(), ctx)).data.lines[0]!.netAmount);
      expect(parts.reduce((s, n) => s + Number(n), 0)).toBeLessThanOrEqual(14969);
    });

    it('refuses, naming the guía: billed already 409, another client 422, not a sale 422, unknown 404, its order invoiced whole 409', () => {
      spec(invoiceDecider).given([]).when(of([g1, guia('w2', 2, [carried(cement, '3')], { billedBy: { invoiceId: 'i0', number: '6' } })])).thenFails('waybill_billed');
      spec(invoiceDecider).given([]).when(of([g1, guia('w2', 2, [carried(cement, '3')], { clientId: 'c9', receiverName: 'Otra' })])).thenFails('waybill_other_client');
      spec(invoiceDecider).given([]).when(of([guia('w2', 2, [carried(cement, '3')], { traslado: 5 as WaybillToBill['traslado'] })])).thenFails('waybill_not_billable');
      spec(invoiceDecider).given([]).when(of([guia('w2', 2, [carried(cement, '3')], { setupId: 'cl-2' })])).thenFails('waybill_not_billable');
      spec(invoiceDecider).given([]).when({ ...of([g1]), body: body({ waybillIds: ['w1', 'nope'], saleOrderVatRate: '19' }) }).thenFails('waybill_not_found');
      spec(invoiceDecider).given([]).when(of([guia('w2', 2, [carried(cement, '3')], { saleOrder: { id: 'o1', number: 'SO-1', invoicedBy: '5' } })])).thenFails('sale_order_invoiced');
    });

    it('refuses a proforma, a boleta, a setup outside Chile, more than 40 guías, a typed line without a price', () => {
      spec(invoiceDecider).given([]).when(of([g1], { kind: 'proforma' })).thenFails('waybill_not_billable');
      spec(invoiceDecider).given([]).when(of([g1], { document: 'boleta' })).thenFails('waybill_not_billable');
      spec(invoiceDecider).given([]).when({ ...of([g1]), facts: issueFacts({ guias: [g1] }) }).thenFails('waybill_not_chile');
      const many = Array.from({ length: 41 }, (_, i) => guia(`w${i}`, i + 1, [carried(cement, '0.1')]));
      spec(invoiceDecider).given([]).when(of(many)).thenFails('too_many_lines');
      const unpriced = guia('w3', 3, [{ productCode: '', description: 'Pallet', unitName: 'u', quantity: '1', unitPrice: null, order: null }]);
      spec(invoiceDecider).given([]).when(of([unpriced])).thenFails('waybill_not_billable');
    });

    it('a typed line of a guía is billed at the guía’s own price', () => {
      const typedGuia = guia('w3', 3, [carried(bars, '1'), { productCode: 'FLETE', description: 'Flete', unitName: 'u', quantity: '1', unitPrice: '15000', order: null }]);
      const e = issuedEvent(invoiceDecider.decide(of([typedGuia]), invoiceDecider.initialState(), ctx));
      expect(e.data.lines.map((l) => [l.description, l.quantity, l.netAmount])).toEqual([['Fierro 8mm x 6m', '1', '3500'], ['Flete', '1', '15000']]);
    });
  });
});
