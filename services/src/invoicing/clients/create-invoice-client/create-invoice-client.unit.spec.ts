import { spec } from '../../../platform/cqrs/decider-spec.js';
import { invoiceClientDecider } from '../invoice-client.decider.js';

const address = { street: 'ul. Długa', buildingNumber: '5', city: 'Kraków', postalCode: '31-147', region: '', countryCode: 'PL' };

describe('create invoice client', () => {
  it('keeps the tax id without spaces, dots or the EU prefix', () =>
    spec(invoiceClientDecider)
      .given([])
      .when({ type: 'CreateInvoiceClient', clientId: 'c1', fields: { name: 'Sklep Kasia', country: 'PL', taxId: 'PL 123 456 32 18', vatId: '', address, email: '', customerId: null } })
      .then([{ type: 'InvoiceClientCreated', data: { clientId: 'c1', name: 'Sklep Kasia', country: 'PL', taxId: '1234563218', vatId: '', address, email: '', customerId: null } }]));

  it('creates once', () =>
    spec(invoiceClientDecider)
      .given([{ type: 'InvoiceClientCreated', data: { clientId: 'c1', name: 'Sklep Kasia', country: 'PL', taxId: '1234563218', vatId: '', address, email: '', customerId: null } }])
      .when({ type: 'CreateInvoiceClient', clientId: 'c1', fields: { name: 'X', country: 'PL', taxId: '1234563218', vatId: '', address, email: '', customerId: null } })
      .thenFails('client_exists'));
});
