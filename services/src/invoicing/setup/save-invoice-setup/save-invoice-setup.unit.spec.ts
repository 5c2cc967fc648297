import type { InvoiceSetupFields } from '@tradedesk/contracts/invoicing/invoice-setup';
import { spec } from '../../../platform/cqrs/decider-spec.js';
import { invoiceSetupDecider } from '../invoice-setup.decider.js';

const setup: InvoiceSetupFields = {
  country: 'PL', legalName: 'Hurtownia Wisła sp. z o.o.', taxId: '1234563218', vatId: 'PL1234563218', companyId: '', email: 'biuro@wisla.pl', activity: '',
  address: { street: 'ul. Marszałkowska', buildingNumber: '10', city: 'Warszawa', postalCode: '00-001', region: '', countryCode: 'PL' },
  iban: 'PL61109010140000071219812874', bankName: 'Santander', series: { invoice: 'FV', creditNote: 'KOR', proforma: 'PRO' },
};
const saved = { type: 'InvoiceSetupSaved' as const, data: { setupId: 's1', setup } };

describe('save invoice setup', () => {
  it('the first save records the whole setup', () => spec(invoiceSetupDecider).given([]).when({ type: 'SaveInvoiceSetup', setupId: 's1', setup }).then([saved]));

  it('a later save records only what changed', () =>
    spec(invoiceSetupDecider)
      .given([saved])
      .when({ type: 'SaveInvoiceSetup', setupId: 's1', setup: { ...setup, bankName: 'PKO BP', series: { ...setup.series, invoice: 'FA' } } })
      .then([{ type: 'InvoiceSetupChanged', data: { setupId: 's1', changes: { bankName: 'PKO BP', series: { invoice: 'FA', creditNote: 'KOR', proforma: 'PRO' } } } }]));

  it('the same setup again records nothing', () => spec(invoiceSetupDecider).given([saved]).when({ type: 'SaveInvoiceSetup', setupId: 's1', setup }).thenNothing());

  it('the country cannot change', () => spec(invoiceSetupDecider).given([saved]).when({ type: 'SaveInvoiceSetup', setupId: 's1', setup: { ...setup, country: 'CZ' } }).thenFails('country_fixed'));
});
