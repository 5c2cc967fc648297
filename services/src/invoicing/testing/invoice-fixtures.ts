import type { InvoiceClient } from '@tradedesk/contracts/invoicing/invoice-clients';
import type { InvoiceSetup } from '@tradedesk/contracts/invoicing/invoice-setup';
import type { CreditNoteIssued, InvoiceEvent, InvoiceIssued } from '@tradedesk/contracts/invoicing/invoice';
import type { IssueInvoiceFacts } from '../documents/invoice-facts.js';

/** A Polish seller (setup s1), a Polish client (c1) and two committed sale orders in PLN. */
export const plSetup: InvoiceSetup = {
  id: 's1', country: 'PL', legalName: 'Hurtownia Wisła sp. z o.o.', taxId: '1234563218', vatId: 'PL1234563218', companyId: '', email: 'biuro@wisla.pl', activity: '',
  address: { street: 'ul. Marszałkowska', buildingNumber: '10', city: 'Warszawa', postalCode: '00-001', region: '', countryCode: 'PL' },
  iban: 'PL61109010140000071219812874', bankName: 'Santander', series: { invoice: 'FV', creditNote: 'KOR', proforma: 'PRO' },
  localCurrency: 'PLN', version: 1, updatedAt: '2026-11-01T10:00:00.000Z',
};
export const plClient: InvoiceClient = {
  id: 'c1', name: 'Sklep Kasia', country: 'PL', taxId: '5260250274', vatId: '', email: 'kasia@sklep.pl', customerId: null,
  address: { street: 'ul. Długa', buildingNumber: '5', city: 'Kraków', postalCode: '31-147', region: '', countryCode: 'PL' }, version: 1, updatedAt: '2026-11-01T10:00:00.000Z',
};
export const issueFacts = (over: Partial<IssueInvoiceFacts> = {}): IssueInvoiceFacts => ({
  today: '2026-11-25',
  setup: plSetup,
  client: plClient,
  rates: ['23', '8', '5', '0'],
  saleOrders: [
    { id: 'o1', number: 'SO-20261120-0001', status: 'committed', currency: 'PLN', invoicedBy: null, lines: [
      { code: 'KUB-1', name: 'Kubek', unit: 'unit', quantity: '3', price: '12.345', amount: '37.04', gift: false },
      { code: 'GIFT', name: 'Breloczek', unit: 'unit', quantity: '1', price: '0', amount: '0', gift: true },
    ] },
    { id: 'o2', number: 'SO-20261121-0001', status: 'committed', currency: 'PLN', invoicedBy: null, lines: [{ code: 'TAL-2', name: 'Talerz', unit: 'box', quantity: '2', price: '10', amount: '18.5', gift: false }] },
    { id: 'o3', number: 'SO-20261122-0001', status: 'draft', currency: 'PLN', invoicedBy: null, lines: [] },
  ],
  ...over,
});

/** The document event a decision issued (its first event). */
export function issuedEvent(events: InvoiceEvent[]): InvoiceIssued | CreditNoteIssued {
  const e = events[0];
  if (!e || e.type === 'InvoiceCredited') throw new Error('no document issued');
  return e;
}
