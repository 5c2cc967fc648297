import type { IssueAdvanceInvoiceBody } from '@tradedesk/contracts/invoicing/invoice';
import { spec } from '../../../platform/cqrs/decider-spec.js';
import { issuedEvent, plClient, plSetup } from '../../testing/invoice-fixtures.js';
import type { IssueAdvanceInvoiceFacts } from '../invoice-facts.js';
import { invoiceDecider } from '../invoice.decider.js';
import type { IssueAdvanceInvoice } from './issue-advance-invoice.decide.js';

const order = {
  id: 'o1', number: 'SO-20261120-0001', status: 'committed', currency: 'PLN', invoicedBy: null,
  lines: [
    { code: 'STO-1', name: 'Stół', unit: 'unit', quantity: '1', price: '100', amount: '100', gift: false },
    { code: 'GIFT', name: 'Breloczek', unit: 'unit', quantity: '1', price: '0', amount: '0', gift: true },
    { code: 'KRZ-2', name: 'Krzesło', unit: 'unit', quantity: '2', price: '25', amount: '50', gift: false },
    { code: 'KSI-3', name: 'Książka', unit: 'unit', quantity: '1', price: '10', amount: '10', gift: false },
  ],
};
// At 23 / 8 / 5 %: 123.00 + 54.00 + 10.50 = 187.50 gross.
const rates = ['23', '8', '5'];
const facts = (over: Partial<IssueAdvanceInvoiceFacts> = {}): IssueAdvanceInvoiceFacts => ({
  today: '2026-11-25', setup: plSetup, client: plClient, rates: ['23', '8', '5', '0'], saleOrder: order, earlier: [], ...over,
});
const issue = (over: Partial<IssueAdvanceInvoiceBody> = {}, f = facts()): IssueAdvanceInvoice => ({
  type: 'IssueAdvanceInvoice', invoiceId: 'a1', number: 'FV/2026/11/0007', sequence: 7, series: 'FV', facts: f,
  body: { setupId: 's1', clientId: 'c1', saleOrderId: 'o1', amount: '100', receivedOn: '2026-11-24', vatRates: rates, exchangeRate: '1', paymentMeans: 'transfer', ...over },
});
const ctx = { now: new Date('2026-11-25T09:00:00Z'), userId: 'u-ania', newId: () => 'x' };
const decide = (c: IssueAdvanceInvoice) => issuedEvent(invoiceDecider.decide(c, invoiceDecider.initialState(), ctx));

describe('issue advance invoice (faktura zaliczkowa)', () => {
  it('an advance of 100.00 on an order of 187.50: its VAT split over the order’s rates in proportion, who and when', () => {
    const e = decide(issue());
    expect(e.data).toMatchObject({
      kind: 'invoice', number: 'FV/2026/11/0007', issueDate: '2026-11-25', deliveryDate: '2026-11-24', issuedAt: '2026-11-25T09:00:00.000Z', issuedBy: 'u-ania',
      currency: 'PLN', saleOrders: [], buyer: { name: plClient.name },
      advance: { saleOrderId: 'o1', saleOrderNumber: 'SO-20261120-0001', orderTotals: { net: '160.00', vat: '27.50', gross: '187.50' }, earlier: [] },
    });
    expect(e.data.advance!.orderLines.map((l) => [l.description, l.netAmount, l.vatRate])).toEqual([['Stół', '100.00', '23'], ['Krzesło', '50.00', '8'], ['Książka', '10.00', '5']]);
    // 100 x 123 / 187.5 = 65.60 (VAT 65.60 x 23 / 123 = 12.27); 100 x 54 / 187.5 = 28.80 (2.13); the rest 5.60 (0.27)
    expect(e.data.vatTotals).toEqual([
      { vatCategory: 'S', vatRate: '23', taxableAmount: '53.33', vatAmount: '12.27' },
      { vatCategory: 'S', vatRate: '8', taxableAmount: '26.67', vatAmount: '2.13' },
      { vatCategory: 'S', vatRate: '5', taxableAmount: '5.33', vatAmount: '0.27' },
    ]);
    expect(e.data.totals).toMatchObject({ net: '85.33', vat: '14.67', gross: '100.00' });
    expect(e.data.lines.map((l) => [l.description, l.grossAmount])).toEqual([
      ['Zaliczka na zamówienie SO-20261120-0001 (23%)', '65.60'],
      ['Zaliczka na zamówienie SO-20261120-0001 (8%)', '28.80'],
      ['Zaliczka na zamówienie SO-20261120-0001 (5%)', '5.60'],
    ]);
  });

  it('the last rate takes the rounding remainder: the shares add up to the advance', () => {
    // 1.00 x 123 / 187.5 = 0.656 -> 0.66; x 54 / 187.5 = 0.288 -> 0.29; 5 %: 0.05 (not 0.056 -> 0.06, which would make 1.01)
    const e = decide(issue({ amount: '1' }));
    expect(e.data.lines.map((l) => l.grossAmount)).toEqual(['0.66', '0.29', '0.05']);
    expect(e.data.vatTotals.map((t) => [t.taxableAmount, t.vatAmount])).toEqual([['0.54', '0.12'], ['0.27', '0.02'], ['0.05', '0.00']]);
    expect(e.data.totals.gross).toBe('1.00');
  });

  it('one rate for the whole order', () => {
    const e = decide(issue({ vatRates: ['23'], amount: '50' }));
    expect(e.data.vatTotals).toEqual([{ vatCategory: 'S', vatRate: '23', taxableAmount: '40.65', vatAmount: '9.35' }]);
    expect(e.data.advance!.orderTotals.gross).toBe('196.80');
  });

  it('more than what is left of the order after its earlier advances is refused (409), exactly what is left is not', () => {
    const earlier = [{ invoiceId: 'a0', number: 'FV/2026/11/0003', issueDate: '2026-11-20', gross: '150.00', vatRates: rates, vatTotals: [], ksefNumber: null, ksefPending: false }];
    spec(invoiceDecider).given([]).when(issue({ amount: '37.51' }, facts({ earlier }))).thenFails('over_advance');
    spec(invoiceDecider).given([]).when(issue({ amount: '187.51' })).thenFails('over_advance');
    const e = decide(issue({ amount: '37.50' }, facts({ earlier })));
    expect(e.data.totals.gross).toBe('37.50');
    expect(e.data.advance!.earlier).toEqual([{ invoiceId: 'a0', number: 'FV/2026/11/0003', gross: '150.00' }]);
  });

  it('a later advance keeps the first one’s rates', () => {
    const earlier = [{ invoiceId: 'a0', number: 'FV/2026/11/0003', issueDate: '2026-11-20', gross: '10.00', vatRates: ['23', '23', '23'], vatTotals: [], ksefNumber: null, ksefPending: false }];
    spec(invoiceDecider).given([]).when(issue({}, facts({ earlier }))).thenFails('advance_rates_differ');
    expect(decide(issue({ vatRates: ['23'] }, facts({ earlier }))).data.totals.gross).toBe('100.00');
  });

  it('refusals: the order not committed, invoiced already, missing; a rate not in force; a rate count that fits no line; a day to come; not Polish', () => {
    spec(invoiceDecider).given([]).when(issue({}, facts({ saleOrder: { ...order, status: 'draft' } }))).thenFails('sale_order_not_committed');
    spec(invoiceDecider).given([]).when(issue({}, facts({ saleOrder: { ...order, invoicedBy: 'FV/2026/11/0009' } }))).thenFails('sale_order_invoiced');
    spec(invoiceDecider).given([]).when(issue({}, facts({ saleOrder: null }))).thenFails('sale_order_not_found');
    spec(invoiceDecider).given([]).when(issue({ vatRates: ['23', '7', '5'] })).thenFails('vat_rate_not_in_force');
    spec(invoiceDecider).given([]).when(issue({ vatRates: ['23', '8'] })).thenFails('vat_rates_count');
    spec(invoiceDecider).given([]).when(issue({ receivedOn: '2026-11-26' })).thenFails('advance_in_future');
    spec(invoiceDecider).given([]).when(issue({ amount: '0.001' })).thenFails('advance_not_positive');
    spec(invoiceDecider).given([]).when(issue({}, facts({ setup: { ...plSetup, country: 'CZ' } }))).thenFails('advance_not_polish');
  });
});
