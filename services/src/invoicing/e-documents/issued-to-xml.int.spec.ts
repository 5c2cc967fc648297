import { testContext } from '../../platform/cqrs/decider-spec.js';
import { invoiceDecider } from '../documents/invoice.decider.js';
import { issuedEvent, issueFacts, plClient, plSetup } from '../testing/invoice-fixtures.js';
import { FA3_SCHEMA, generatePl } from './pl/ksef-fa3.js';
import { validateXml } from './testing/xsd.js';
import { toEDocument } from './to-e-document.js';
import { text } from './testing/xml-read.js';
import { SPLIT_PAYMENT_NOTE } from '@tradedesk/contracts/invoicing/invoice';
import { priceAdvanceOrder, splitAdvance } from '@tradedesk/contracts/invoicing/invoice-amounts';

/**
 * The pieces together: a Polish invoice issued by the invoicing context from two sale orders and
 * a typed line, mapped by toEDocument, laid out by the KSeF FA(3) generator and checked against the
 * official schema; then a credit note of one line the same way.
 */
describe('an issued Polish invoice and credit note as KSeF FA(3)', () => {
  const ctx = testContext({ now: new Date('2026-11-25T09:00:00Z'), userId: 'u-ania' });
  const invoice = issuedEvent(invoiceDecider.decide(
    {
      type: 'IssueInvoice', invoiceId: 'i1', number: 'FV/2026/11/0001', sequence: 1, series: 'FV', facts: issueFacts(),
      body: { setupId: 's1', clientId: 'c1', kind: 'invoice', document: 'factura', exchangeRate: '1', deliveryDate: null, dueDate: '2026-12-09', paymentMeans: 'transfer', saleOrderIds: ['o1', 'o2'], saleOrderVatRate: '23', notes: [],
        lines: [{ description: 'Usługa transportowa', productCode: '', unitName: 'usł.', unitCode: 'C62', quantity: '1', unitPrice: '19.99', discount: '0', vatRate: '8', vatCategory: 'S', exemptionReason: '' }] },
    },
    invoiceDecider.initialState(),
    ctx,
  )).data;

  it('the invoice validates; 23 %: 55.54 net, 12.77 VAT; 8 %: 19.99, 1.60; 89.90 to pay', async () => {
    const g = generatePl(toEDocument(invoice, plSetup, plClient));
    const v = await validateXml(g.xml, FA3_SCHEMA);
    expect(v.errors).toEqual([]);
    expect([text(g.xml, 'P_2'), text(g.xml, 'P_13_1'), text(g.xml, 'P_14_1'), text(g.xml, 'P_13_2'), text(g.xml, 'P_14_2'), text(g.xml, 'P_15')]).toEqual(['FV/2026/11/0001', '55.54', '12.77', '19.99', '1.60', '89.90']);
  });

  it('a credit note of one Kubek validates and names the corrected invoice', async () => {
    const view = { id: 'i1', kind: 'invoice' as const, number: invoice.number, issueDate: invoice.issueDate, clientId: 'c1', clientName: '', clientTaxId: '', currency: 'PLN', net: '', vat: '', gross: '', correctsNumber: null, issuedAt: '', issuedBy: '', country: 'PL' as const, series: 'FV', sequence: 1, document: invoice, creditNotes: [], credited: {} };
    const credit = issuedEvent(invoiceDecider.decide(
      { type: 'IssueCreditNote', creditNoteId: 'k1', invoiceId: 'i1', number: 'KOR/2026/11/0001', sequence: 1, series: 'KOR', body: { reason: 'Zwrot towaru', lines: [{ lineNo: 1, quantity: '1' }] }, facts: { today: '2026-11-26', original: view } },
      invoiceDecider.initialState(),
      ctx,
    )).data;
    const g = generatePl(toEDocument(credit, plSetup, plClient));
    const v = await validateXml(g.xml, FA3_SCHEMA);
    expect(v.errors).toEqual([]);
    expect(text(g.xml, 'RodzajFaktury')).toBe('KOR');
    expect(text(g.xml, 'NrFaKorygowanej')).toBe('FV/2026/11/0001');
  });

  it('an invoice to a fiscal receipt validates with FP 1 and the receipt named; MPP words give P_18A 1', async () => {
    const retail = issuedEvent(invoiceDecider.decide(
      {
        type: 'IssueInvoice', invoiceId: 'i2', number: 'FV/2026/11/0002', sequence: 2, series: 'FV', facts: issueFacts(),
        body: { setupId: 's1', clientId: 'c1', kind: 'invoice', document: 'factura', exchangeRate: '1', deliveryDate: null, dueDate: null, paymentMeans: 'cash', saleOrderIds: [], notes: [SPLIT_PAYMENT_NOTE],
          receipt: { number: 'PAR/0042', date: '2026-11-20', nipOnReceipt: true },
          lines: [{ description: 'Kubek', productCode: '', unitName: 'szt.', unitCode: 'H87', quantity: '1', unitPrice: '20000', discount: '0', vatRate: '23', vatCategory: 'S', exemptionReason: '' }] },
      },
      invoiceDecider.initialState(),
      ctx,
    )).data;
    const g = generatePl(toEDocument(retail, plSetup, plClient));
    const v = await validateXml(g.xml, FA3_SCHEMA);
    expect(v.errors).toEqual([]);
    expect([text(g.xml, 'FP'), text(g.xml, 'P_18A')]).toEqual(['1', '1']);
    expect(g.xml).toContain('nr PAR/0042 z dnia 2026-11-20');
  });
});

describe('a Polish advance invoice (faktura zaliczkowa) as KSeF FA(3) ZAL', () => {
  const ctx = testContext({ now: new Date('2026-11-25T09:00:00Z'), userId: 'u-ania' });
  const order = (currency: string) => ({
    id: 'o9', number: 'SO-20261110-0004', status: 'committed', currency, invoicedBy: null,
    lines: [
      { code: 'STO-1', name: 'Stół dębowy', unit: 'unit', quantity: '1', price: '100', amount: '100', gift: false },
      { code: 'KRZ-2', name: 'Krzesło', unit: 'unit', quantity: '2', price: '25', amount: '50', gift: false },
      { code: 'KSI-3', name: 'Książka', unit: 'unit', quantity: '1', price: '10', amount: '10', gift: false },
    ],
  });
  const advance = (currency: string, amount: string, exchangeRate = '1') =>
    issuedEvent(invoiceDecider.decide(
      {
        type: 'IssueAdvanceInvoice', invoiceId: 'z1', number: 'FV/2026/11/0010', sequence: 10, series: 'FV',
        facts: { today: '2026-11-25', setup: plSetup, client: plClient, rates: ['23', '8', '5', '0'], saleOrder: order(currency), earlier: [] },
        body: { setupId: 's1', clientId: 'c1', saleOrderId: 'o9', amount, receivedOn: '2026-11-24', vatRates: ['23', '8', '5'], exchangeRate, paymentMeans: 'transfer' },
      },
      invoiceDecider.initialState(),
      ctx,
    )).data;

  it('three rates in złoty validate: ZAL, the order’s value and lines, the advance per rate, the day it was received', async () => {
    const g = generatePl(toEDocument(advance('PLN', '100'), plSetup, plClient));
    const v = await validateXml(g.xml, FA3_SCHEMA);
    expect(v.errors).toEqual([]);
    expect([text(g.xml, 'RodzajFaktury'), text(g.xml, 'WartoscZamowienia'), text(g.xml, 'P_15'), text(g.xml, 'P_6')]).toEqual(['ZAL', '187.50', '100.00', '2026-11-24']);
    expect([text(g.xml, 'P_13_1'), text(g.xml, 'P_14_1'), text(g.xml, 'P_13_2'), text(g.xml, 'P_14_2'), text(g.xml, 'P_13_3'), text(g.xml, 'P_14_3')]).toEqual(['53.33', '12.27', '26.67', '2.13', '5.33', '0.27']);
    expect(g.xml.match(/<ZamowienieWiersz>/g)).toHaveLength(3);
    expect(g.xml).toContain('<P_7Z>Stół dębowy</P_7Z>');
    expect(g.xml).not.toContain('<FaWiersz>');
  });

  it('in euro validates with the exchange rate (KursWalutyZ) and the VAT in złoty (P_14_xW)', async () => {
    const g = generatePl(toEDocument(advance('EUR', '50', '4.2500'), plSetup, plClient));
    const v = await validateXml(g.xml, FA3_SCHEMA);
    expect(v.errors).toEqual([]);
    // 50 x 123 / 187.5 = 32.80 at 23 %: VAT 6.13, in złoty 6.13 x 4.25 = 26.05
    expect([text(g.xml, 'KodWaluty'), text(g.xml, 'KursWalutyZ'), text(g.xml, 'P_14_1'), text(g.xml, 'P_14_1W'), text(g.xml, 'P_15')]).toEqual(['EUR', '4.2500', '6.13', '26.05', '50.00']);
  });

  it('its correction in euro (KOR_ZAL, 50.00 lowered to 20.00) validates with the rate before the correction (KursWalutyZK)', async () => {
    const a = advance('EUR', '50', '4.2500');
    const original = { id: 'z1', kind: 'invoice' as const, number: a.number, issueDate: a.issueDate, clientId: 'c1', clientName: '', clientTaxId: '', currency: 'EUR', net: a.totals.net, vat: a.totals.vat, gross: a.totals.gross,
      correctsNumber: null, issuedAt: a.issuedAt, issuedBy: 'u', country: 'PL' as const, series: 'FV', sequence: 10, document: a, creditNotes: [], credited: {} };
    const kor = issuedEvent(invoiceDecider.decide(
      { type: 'IssueCreditNote', creditNoteId: 'k1', invoiceId: 'z1', number: 'KOR/2026/11/0001', sequence: 1, series: 'KOR', body: { reason: 'Zwrot części zaliczki', advanceAmount: '20' }, facts: { today: '2026-11-26', original, advanceOrderInvoicedBy: null } },
      invoiceDecider.initialState(), ctx,
    )).data;
    const g = generatePl(toEDocument(kor, plSetup, plClient));
    expect((await validateXml(g.xml, FA3_SCHEMA)).errors).toEqual([]);
    expect([text(g.xml, 'RodzajFaktury'), text(g.xml, 'P_15'), text(g.xml, 'P_15ZK'), text(g.xml, 'KursWalutyZK'), text(g.xml, 'KursWalutyZ')]).toEqual(['KOR_ZAL', '-30.00', '50.00', '4.2500', '4.2500']);
  });
});

describe('a Polish final invoice (faktura rozliczeniowa) as KSeF FA(3) ROZ', () => {
  const ctx = testContext({ now: new Date('2026-11-25T09:00:00Z'), userId: 'u-ania' });
  const order = {
    id: 'o9', number: 'SO-20261110-0004', status: 'committed', currency: 'PLN', invoicedBy: null,
    lines: [
      { code: 'STO-1', name: 'Stół dębowy', unit: 'unit', quantity: '1', price: '100', amount: '100', gift: false },
      { code: 'KRZ-2', name: 'Krzesło', unit: 'unit', quantity: '2', price: '25', amount: '50', gift: false },
      { code: 'KSI-3', name: 'Książka', unit: 'unit', quantity: '1', price: '10', amount: '10', gift: false },
    ],
  };
  const orderVat = priceAdvanceOrder('PL', 'PLN', order.lines, ['23', '8', '5'], 'o9').vatTotals;
  const ksef = '1234563218-20261103-0100A1B2C3D4-E5';
  const advances = [
    { invoiceId: 'z1', number: 'FV/2026/11/0003', issueDate: '2026-11-03', gross: '100.00', vatRates: ['23', '8', '5'], vatTotals: splitAdvance('PLN', orderVat, '100.00'), ksefNumber: ksef, ksefPending: false },
    { invoiceId: 'z2', number: 'FV/2026/11/0004', issueDate: '2026-11-04', gross: '50.00', vatRates: ['23', '8', '5'], vatTotals: splitAdvance('PLN', orderVat, '50.00'), ksefNumber: null, ksefPending: false },
  ];
  const final = issuedEvent(invoiceDecider.decide(
    {
      type: 'IssueInvoice', invoiceId: 'r1', number: 'FV/2026/11/0009', sequence: 9, series: 'FV', facts: { ...issueFacts(), saleOrders: [{ ...order, advances }] },
      body: { setupId: 's1', clientId: 'c1', kind: 'invoice', document: 'factura', exchangeRate: '1', deliveryDate: '2026-11-24', dueDate: '2026-12-09', paymentMeans: 'transfer', saleOrderIds: ['o9'], saleOrderVatRate: '23', notes: [], lines: [] },
    },
    invoiceDecider.initialState(),
    ctx,
  )).data;

  it('validates: ROZ, the advances by KSeF number or (outside KSeF) marker and number, the whole order’s lines, what is left per rate and to pay', async () => {
    const g = generatePl(toEDocument(final, plSetup, plClient));
    const v = await validateXml(g.xml, FA3_SCHEMA);
    expect(v.errors).toEqual([]);
    expect(text(g.xml, 'RodzajFaktury')).toBe('ROZ');
    expect(g.xml).toMatch(new RegExp(`<FakturaZaliczkowa>\\s*<NrKSeFFaZaliczkowej>${ksef}</NrKSeFFaZaliczkowej>\\s*</FakturaZaliczkowa>`));
    expect(g.xml).toMatch(/<FakturaZaliczkowa>\s*<NrKSeFZN>1<\/NrKSeFZN>\s*<NrFaZaliczkowej>FV\/2026\/11\/0004<\/NrFaZaliczkowej>\s*<\/FakturaZaliczkowa>/);
    expect(g.xml.match(/<FaWiersz>/g)).toHaveLength(3);
    expect([text(g.xml, 'P_13_1'), text(g.xml, 'P_14_1'), text(g.xml, 'P_13_2'), text(g.xml, 'P_14_2'), text(g.xml, 'P_13_3'), text(g.xml, 'P_14_3'), text(g.xml, 'P_15')]).toEqual(['20.00', '4.60', '10.00', '0.80', '2.00', '0.10', '37.50']);
    expect(g.xml).not.toContain('<Zamowienie>');
  });
});
